import type { Sql } from '../db/connect';

/**
 * Limits on sign-in and codes (spec issue 'Security'; design in
 * docs/decisions/004-sign-in-throttling.md). Every one is keyed by what the
 * request names or comes from (the address asked for, whether or not it has an
 * account; the client's IP address; a known device), never by an account, so
 * the answers never reveal which addresses exist.
 */
export const THROTTLES = {
  code_sent: { max: 10, windowSeconds: 24 * 3600, minIntervalSeconds: 60 },
  code_check_failure: { max: 10, windowSeconds: 3600 },
} as const;
export type ThrottleBucket = keyof typeof THROTTLES;

/** Failed sign-ins, by address asked for, by client address and by known device. */
export const SIGN_IN_LIMITS = {
  /**
   * An address (or a known device) gets 5 failures free; after that, each new try waits after the
   * last failure: 1 minute, then 2, 4, 8, and 15 at most. Failures are forgotten after a day or a success.
   */
  progressive: { freeFailures: 5, firstWaitSeconds: 60, maxWaitSeconds: 15 * 60, memorySeconds: 24 * 3600 },
  /** One client address, whatever the addresses it tries: 20 failures an hour (password spraying). */
  perClient: { maxFailures: 20, windowSeconds: 3600 },
} as const;

type AttemptBucket = ThrottleBucket | 'sign_in_failure' | 'sign_in_failure_client' | 'sign_in_failure_device';

/** How long a bucket's rows matter; older ones are deleted when the same subject records a new one. */
const MEMORY_SECONDS: Record<AttemptBucket, number> = {
  code_sent: THROTTLES.code_sent.windowSeconds,
  code_check_failure: THROTTLES.code_check_failure.windowSeconds,
  sign_in_failure: SIGN_IN_LIMITS.progressive.memorySeconds,
  sign_in_failure_device: SIGN_IN_LIMITS.progressive.memorySeconds,
  sign_in_failure_client: SIGN_IN_LIMITS.perClient.windowSeconds,
};

/** `too_soon`: a code was sent less than a minute ago; `too_many`: the window's allowance is used up. */
export type ThrottleVerdict = 'ok' | 'too_soon' | 'too_many';

export async function checkThrottle(sql: Sql, bucket: ThrottleBucket, subject: string): Promise<ThrottleVerdict> {
  const rule = THROTTLES[bucket];
  const [row] = await sql<{ count: number; latest: Date | null }[]>`
    select count(*)::int as count, max(created_at) as latest
    from auth_attempts
    where bucket = ${bucket} and subject = ${subject.toLowerCase()} and created_at > now() - make_interval(secs => ${rule.windowSeconds})`;
  if (row!.count >= rule.max) return 'too_many';
  if ('minIntervalSeconds' in rule && row!.latest && Date.now() - row!.latest.getTime() < rule.minIntervalSeconds * 1000) return 'too_soon';
  return 'ok';
}

export async function recordAttempt(sql: Sql, bucket: AttemptBucket, subject: string) {
  const key = subject.toLowerCase();
  await sql`insert into auth_attempts (bucket, subject) values (${bucket}, ${key})`;
  await sql`delete from auth_attempts where bucket = ${bucket} and subject = ${key} and created_at < now() - make_interval(secs => ${MEMORY_SECONDS[bucket]})`;
}

export async function clearAttempts(sql: Sql, bucket: AttemptBucket, subject: string) {
  await sql`delete from auth_attempts where bucket = ${bucket} and subject = ${subject.toLowerCase()}`;
}

/**
 * What a sign-in is keyed by: the address asked for; the client's address when
 * known; the device, when the request carries this address's known-device cookie
 * (given by an earlier successful sign-in to it from that browser).
 */
export interface SignInSubjects {
  email: string;
  client?: string;
  device?: string;
}

/** The wait after `failures` failures in a row: none for the first 5, then 1, 2, 4, 8 and at most 15 minutes. */
export function progressiveWaitSeconds(failures: number): number {
  const rule = SIGN_IN_LIMITS.progressive;
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.firstWaitSeconds * 2 ** (failures - rule.freeFailures), rule.maxWaitSeconds);
}

async function progressiveRemaining(sql: Sql, bucket: 'sign_in_failure' | 'sign_in_failure_device', subject: string): Promise<number> {
  const [row] = await sql<{ count: number; since_latest: number | null }[]>`
    select count(*)::int as count, extract(epoch from now() - max(created_at))::float8 as since_latest
    from auth_attempts
    where bucket = ${bucket} and subject = ${subject.toLowerCase()}
      and created_at > now() - make_interval(secs => ${SIGN_IN_LIMITS.progressive.memorySeconds})`;
  return progressiveWaitSeconds(row!.count) - (row!.since_latest ?? 0);
}

async function clientRemaining(sql: Sql, client: string): Promise<number> {
  const rule = SIGN_IN_LIMITS.perClient;
  // The failure whose expiry brings the client back under its allowance.
  const [row] = await sql<{ age: number }[]>`
    select extract(epoch from now() - created_at)::float8 as age
    from auth_attempts
    where bucket = 'sign_in_failure_client' and subject = ${client.toLowerCase()} and created_at > now() - make_interval(secs => ${rule.windowSeconds})
    order by created_at desc
    offset ${rule.maxFailures - 1} limit 1`;
  return row ? rule.windowSeconds - row.age : 0;
}

/**
 * Seconds before this sign-in may be tried (0: now). A known device answers
 * for its own failures only: however many an attacker piles on the address, the
 * owner's usual browser is not kept waiting, nor held by its network's quota.
 * Everyone else waits on the address's failures and on their client address's.
 */
export async function signInWaitSeconds(sql: Sql, subjects: SignInSubjects): Promise<number> {
  const waits = subjects.device
    ? [await progressiveRemaining(sql, 'sign_in_failure_device', subjects.device)]
    : [await progressiveRemaining(sql, 'sign_in_failure', subjects.email), subjects.client ? await clientRemaining(sql, subjects.client) : 0];
  const longest = Math.max(0, ...waits);
  return longest > 0 ? Math.ceil(longest) : 0;
}

/** A wrong password (or an address without an account): counted for the address, the client and the device. */
export async function recordSignInFailure(sql: Sql, subjects: SignInSubjects) {
  await recordAttempt(sql, 'sign_in_failure', subjects.email);
  if (subjects.client) await recordAttempt(sql, 'sign_in_failure_client', subjects.client);
  if (subjects.device) await recordAttempt(sql, 'sign_in_failure_device', subjects.device);
}

/**
 * The right password. From a known device, that device's failures are forgotten, not the address's: the
 * owner signing in says nothing of the others trying it. From any other client, the address's are forgotten.
 * The client's never are, or anyone could reset their quota with an account of their own.
 */
export async function recordSignInSuccess(sql: Sql, subjects: SignInSubjects) {
  if (subjects.device) await clearAttempts(sql, 'sign_in_failure_device', subjects.device);
  else await clearAttempts(sql, 'sign_in_failure', subjects.email);
}
