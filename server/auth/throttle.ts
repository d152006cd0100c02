import type { Sql } from '../db/connect';

/**
 * Per e-mail address limits (spec issue 'Security'): failed sign-ins, codes
 * sent and codes checked. Keyed by the address asked for, whether or not it
 * has an account, so the answers never reveal which addresses exist.
 */
export const THROTTLES = {
  sign_in_failure: { max: 5, windowSeconds: 15 * 60 },
  code_sent: { max: 10, windowSeconds: 24 * 3600, minIntervalSeconds: 60 },
  code_check_failure: { max: 10, windowSeconds: 3600 },
} as const;
export type ThrottleBucket = keyof typeof THROTTLES;

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

export async function recordAttempt(sql: Sql, bucket: ThrottleBucket, subject: string) {
  await sql`insert into auth_attempts (bucket, subject) values (${bucket}, ${subject.toLowerCase()})`;
}

export async function clearAttempts(sql: Sql, bucket: ThrottleBucket, subject: string) {
  await sql`delete from auth_attempts where bucket = ${bucket} and subject = ${subject.toLowerCase()}`;
}
