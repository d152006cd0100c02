import type { MutationResult } from '../../../shared/mutation-result';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../../shared/permissions/actor';
import { isAssociationMember } from '../../../shared/permissions/policies';
import { SYNC_MUTATION_ARGS, isSyncMutationName, type SyncMutationName, type SyncPushRequest, type SyncPushResponse } from '../../../shared/sync/sync.schema';
import { validationMessage } from '../../../shared/validation/messages';
import { checkedInput } from '../../../shared/validation/zod-messages';
import type { Sql, TransactionSql } from '../../db/connect';
import { pipelinedTransaction } from '../../db/pipelined-transaction';
import { appErrorFromPostgres, isTransientDatabaseError } from '../../db/sqlstate';
import type { Env } from '../../env';
import type { Logger } from '../../http/logger';
import { fieldErrorsFromZod } from '../../http/validate';
import type { MailMessage } from '../../mail/mailer';
import { applyToMission } from '../engagements/apply.service';
import { type MutationDb, type Outcome, type UnguardedTransaction, refusalResult } from '../../http/mutation';
import { cancelEngagement, confirmEngagement, finishEngagement } from '../engagements/transitions.service';
import { companyReaches, isCompanyFeatureAvailable } from '../companies/companies.service';
import { answerLevel } from '../levels/answers.service';
import { subscribeToTimeslot } from '../timeslots/subscriptions.service';
import * as q from './sync.sql';

/** The space headers of the push request: a hint for which company or association an intent acts in. */
export interface PushContext {
  companyId: number | null;
  associationId: number | null;
}

/**
 * What a mutation handler gets: the mutation's own transaction, the actor and
 * the request's context. `db` is where it runs its use case: that transaction
 * as it is on the first try (`UnguardedTransaction`: no savepoint, see push;
 * `tx` is then a pipelined transaction's, which has no `savepoint()`), the
 * transaction under the push's savepoint on the guarded one.
 */
export interface MutationCall {
  tx: TransactionSql;
  db: MutationDb;
  env: Pick<Env, 'baseUrl'>;
  actor: Actor;
  context: PushContext;
  now: Date;
}

export interface PushDeps {
  sql: Sql;
  env: Pick<Env, 'baseUrl'>;
  /** Tests only: replaces a use case (the naive control of the chaos test). */
  handlers?: Partial<Record<SyncMutationName, (call: MutationCall, args: unknown) => Promise<Outcome<object>>>>;
  /** Where a mutation that failed for a reason other than a rule is reported (it is answered `rejected` / INTERNAL). */
  logger?: Pick<Logger, 'error'>;
  /** Sends a mutation's mail once its transaction committed (the route's mailer); without it, mail is dropped. */
  deliver?: (mails: MailMessage[]) => Promise<void>;
  /** Tests only: runs after a mutation's use case, before its result is recorded and committed; throwing aborts that transaction. */
  beforeCommit?: (mutation: { clientId: string; id: number }) => void | Promise<void>;
}

const refused = (code: Parameters<typeof refusalResult>[0], details?: Record<string, unknown>): Outcome<object> => ({ result: refusalResult(code, details), mails: [] });

/**
 * The company an employee's intent acts in: the space's (X-Company-Id) when
 * they belong to it, otherwise their only company. A queue made offline may
 * be pushed from another space of the same user: the intent still lands in the
 * company it was made in when that is unambiguous.
 */
function companyFor(call: MutationCall): number | null {
  const memberships = call.actor.companies.map((membership) => membership.companyId);
  if (call.context.companyId !== null && memberships.includes(call.context.companyId)) return call.context.companyId;
  return memberships.length === 1 ? memberships[0]! : null;
}

/** The use case behind each mutation name (each also reachable by its online route). */
const HANDLERS: { [N in SyncMutationName]: (call: MutationCall, args: ReturnType<(typeof SYNC_MUTATION_ARGS)[N]['parse']>) => Promise<Outcome<object>> } = {
  'engagement.apply': async (call, args) => {
    const companyId = companyFor(call);
    if (companyId === null) return refused('FORBIDDEN');
    return applyToMission({ sql: call.db, env: call.env }, call.actor, companyId, args, call.now);
  },
  'engagement.cancel': async (call, args) => {
    const engagement = await q.findEngagementTenants(call.tx, args.engagementId);
    if (!engagement) return refused('NOT_FOUND');
    // The employee cancels their own application; otherwise it is the mission's referent, from the association.
    if (engagement.userId === call.actor.userId) {
      if (!companyReaches(engagement, 'missions')) return refused('FEATURE_DISABLED');
      return cancelEngagement({ sql: call.db }, { kind: 'employee', companyId: engagement.companyId, actor: call.actor }, args);
    }
    if (engagement.associationId === null || !isAssociationMember(call.actor, engagement.associationId)) return refused('NOT_FOUND');
    return cancelEngagement({ sql: call.db }, { kind: 'association', associationId: engagement.associationId, actor: call.actor }, args);
  },
  'timeslot.subscribe': async (call, args) => {
    const companyId = companyFor(call);
    if (companyId === null) return refused('FORBIDDEN');
    if (!(await isCompanyFeatureAvailable(call.tx, companyId, 'missions'))) return refused('FEATURE_DISABLED');
    return subscribeToTimeslot({ sql: call.db }, call.actor, companyId, args, call.now);
  },
  'level.answer': async (call, args) => {
    const companyId = companyFor(call);
    if (companyId === null) return refused('FORBIDDEN');
    if (!(await isCompanyFeatureAvailable(call.tx, companyId, 'quests'))) return refused('FEATURE_DISABLED');
    return answerLevel({ sql: call.db }, call.actor, companyId, args);
  },
  'engagement.confirm': async (call, args) => {
    const engagement = await q.findEngagementTenants(call.tx, args.engagementId);
    // Someone outside the mission's association never learns that the application exists.
    if (!engagement?.associationId || !isAssociationMember(call.actor, engagement.associationId)) return refused('NOT_FOUND');
    return confirmEngagement({ sql: call.db }, { kind: 'association', associationId: engagement.associationId, actor: call.actor }, args.engagementId);
  },
  'engagement.finish': async (call, args) => {
    const engagement = await q.findEngagementTenants(call.tx, args.engagementId);
    // Someone outside the mission's association never learns that the application exists.
    if (!engagement?.associationId || !isAssociationMember(call.actor, engagement.associationId)) return refused('NOT_FOUND');
    return finishEngagement({ sql: call.db }, { kind: 'association', associationId: engagement.associationId, actor: call.actor }, args.engagementId);
  },
};

/** The result numbered with the mutation's id: stored as JSON, and sent as it was stored (the record statements answer it). */
function wireResult(id: number, result: MutationResult<object>): Record<string, unknown> {
  return { id, ...result };
}

/** Each name's args schema behind the text rule, built once: building it cost more than checking an intent with it. */
const CHECKED_ARGS = new Map(Object.entries(SYNC_MUTATION_ARGS).map(([name, schema]) => [name, checkedInput(schema)]));

/**
 * Runs one intent: what it says is checked here (an unknown name or args that
 * do not fit are VALIDATION_FAILED), then its use case. Whatever fails is thrown.
 */
async function runIntent(deps: PushDeps, call: MutationCall, mutation: SyncPushRequest['mutations'][number]): Promise<Outcome<object>> {
  if (!isSyncMutationName(mutation.name)) return refused('VALIDATION_FAILED', { fields: { name: [validationMessage('choose_from_list')] } });
  const parsed = CHECKED_ARGS.get(mutation.name)!.safeParse(mutation.args);
  if (!parsed.success) return refused('VALIDATION_FAILED', { fields: fieldErrorsFromZod(parsed.error) });
  const handler = (deps.handlers?.[mutation.name] ?? HANDLERS[mutation.name]) as (c: MutationCall, a: unknown) => Promise<Outcome<object>>;
  return handler(call, parsed.data);
}

/**
 * One intent's outcome, guarded: the use case runs in a savepoint, so a
 * failure undoes only its own effects. A failure that trying again would not
 * cure (a data error, a bug) is answered `rejected` / INTERNAL and consumes the
 * id, so the queue behind it moves on; a transient one (the database went away,
 * a deadlock) is thrown: the push answers 5xx, nothing is consumed, the client
 * retries.
 */
async function applyGuarded(deps: PushDeps, call: Omit<MutationCall, 'db'>, mutation: SyncPushRequest['mutations'][number]): Promise<Outcome<object>> {
  try {
    return await call.tx.savepoint((tx) => runIntent(deps, { ...call, tx, db: tx }, mutation));
  } catch (error) {
    if (isTransientDatabaseError(error)) throw error;
    const known = error instanceof AppError ? error : appErrorFromPostgres(error);
    if (known) return refused(known.code);
    deps.logger?.error({ err: error, msg: 'sync mutation failed', mutation: { id: mutation.id, name: mutation.name } });
    return refused('INTERNAL');
  }
}

type Step =
  | { kind: 'replay'; result: Record<string, unknown>; lastMutationId: number }
  | { kind: 'gap'; lastMutationId: number }
  | { kind: 'applied'; result: Record<string, unknown>; mails: MailMessage[]; lastMutationId: number };

type Mutation = SyncPushRequest['mutations'][number];

interface PushCall {
  deps: PushDeps;
  actor: Actor;
  context: PushContext;
  request: SyncPushRequest;
  now: Date;
}

/** An intent refused without a write: its result waits to be recorded with the next ones (`push`). */
interface Refused {
  mutation: Mutation;
  result: Record<string, unknown>;
}

function recordedName(mutation: Mutation): string {
  return isSyncMutationName(mutation.name) ? mutation.name : 'unknown';
}

/** The first try moved aside: the intent failed, or another push of the client recorded it first. */
class FirstTryAbandoned extends Error {
  constructor(readonly failure: unknown) {
    super('first try abandoned');
  }
}

/**
 * Records results waiting and, behind them, the one just applied, in the transaction `send` runs them in
 * (`recordNextMutations`); the test hook runs before, for each. Undefined when another push recorded first.
 */
async function recordNext<T>(
  call: PushCall,
  sql: Sql | TransactionSql,
  send: (recording: ReturnType<typeof q.recordNextMutations>) => Promise<T>,
  mutations: Array<{ mutation: Mutation; result: Record<string, unknown> }>,
): Promise<T | undefined> {
  const { deps, actor, request } = call;
  for (const { mutation } of mutations) await deps.beforeCommit?.({ clientId: request.clientId, id: mutation.id });
  const recording = q.recordNextMutations(sql, {
    clientId: request.clientId,
    userId: actor.userId,
    mutations: mutations.map(({ mutation, result }) => ({ id: mutation.id, name: recordedName(mutation), result })),
  });
  try {
    return await send(recording);
  } catch (error) {
    if (q.isNotNextMutation(error)) return undefined;
    throw error;
  }
}

/**
 * The first try at the intent the client's last id (as the push counts it)
 * says is next, in as few round trips as it can: `begin` and the use case's
 * reads go out together, its writes (with what it reads back) in another, and
 * the stored results with `commit` in a last one. The use case runs without a
 * savepoint (its refusals come before its writes: see `UnguardedTransaction`).
 * An intent refused without a write is rolled back and answered `refused`: its
 * result is recorded later, with the next ones (`push`). Otherwise the results
 * waiting (`refused`, all before it) are recorded with its own, and the
 * client's row is not locked up front: that statement also moves the last id
 * on, only from the one before the first, and fails otherwise
 * (`recordNextMutations`), so what another push recorded first is never
 * recorded twice. Undefined when the try was rolled back whole and the guarded
 * path must decide: another push got there first, or the use case failed (a
 * bug, a constraint, a refusal after a write). Transient faults are thrown
 * (5xx, nothing consumed).
 */
async function tryNext(
  call: PushCall,
  mutation: Mutation,
  refused: readonly Refused[],
): Promise<{ kind: 'refused'; result: Record<string, unknown> } | { kind: 'applied'; results: Array<Record<string, unknown>>; mails: MailMessage[] } | undefined> {
  const { deps, actor } = call;
  try {
    return await pipelinedTransaction(deps.sql, async ({ tx, commitAfter }) => {
      const db: UnguardedTransaction = { unguarded: tx };
      let outcome: Outcome<object>;
      try {
        outcome = await runIntent(deps, { tx, db, env: deps.env, actor, context: call.context, now: call.now }, mutation);
      } catch (error) {
        throw new FirstTryAbandoned(error);
      }
      const result = wireResult(mutation.id, outcome.result);
      // A handler of the tests may write without saying so: its refusals are recorded at once.
      const wrote = db.wrote === true || deps.handlers?.[mutation.name as SyncMutationName] !== undefined;
      if (outcome.result.status !== 'ok' && !wrote) return { kind: 'refused' as const, result };
      const rows = await recordNext(call, tx, (recording) => commitAfter(recording), [...refused, { mutation, result }]);
      if (!rows) throw new FirstTryAbandoned(null);
      const stored = new Map(rows.map((row) => [row.id, row.result]));
      return { kind: 'applied' as const, results: [...refused.map((entry) => stored.get(entry.mutation.id)!), stored.get(mutation.id)!], mails: outcome.mails };
    });
  } catch (error) {
    if (!(error instanceof FirstTryAbandoned)) throw error;
    if (isTransientDatabaseError(error.failure)) throw error.failure;
    return undefined;
  }
}

/**
 * The intent decided under the client's row lock, as sync.md tells it: an id
 * already applied answers its stored result, an id past the next one is a gap,
 * the next one runs its use case in a savepoint and is recorded.
 */
async function decideLocked(call: PushCall, mutation: Mutation): Promise<Step> {
  const { deps, actor, request } = call;
  return deps.sql.begin(async (tx): Promise<Step> => {
    const client = await q.lockClient(tx, request.clientId, actor.userId);
    if (client.userId !== actor.userId) throw new AppError('FORBIDDEN');
    if (mutation.id <= client.lastMutationId) {
      const stored = await q.findStoredResult(tx, request.clientId, mutation.id);
      return { kind: 'replay', result: stored ?? { id: mutation.id, status: 'ok' }, lastMutationId: client.lastMutationId };
    }
    if (mutation.id > client.lastMutationId + 1) return { kind: 'gap', lastMutationId: client.lastMutationId };
    const outcome = await applyGuarded(deps, { tx, env: deps.env, actor, context: call.context, now: call.now }, mutation);
    await deps.beforeCommit?.({ clientId: request.clientId, id: mutation.id });
    const result = await q.recordMutation(tx, { clientId: request.clientId, mutationId: mutation.id, name: recordedName(mutation), result: wireResult(mutation.id, outcome.result) });
    return { kind: 'applied', result, mails: outcome.mails, lastMutationId: mutation.id };
  });
}

/**
 * `POST /api/v1/sync/push` (sync.md). Mutations are taken in order. Each one
 * the use case applies is committed in one transaction with its stored result
 * and the client's last id moved on (together or not at all); one refused
 * without a write is recorded with the next results (with the next applied
 * one, or at the end of the batch, in one statement), in order. An id already
 * applied answers its stored result; an id past the next one stops the batch
 * with `expectedMutationId`. Business refusals are results and consume the
 * id; args that do not fit the name's schema are `rejected` /
 * VALIDATION_FAILED (consumed, so the queue moves on). A client id of another
 * user is 403. Mail goes out after each commit, so a later failure in the
 * batch never swallows the mail of a committed mutation.
 *
 * Round trips: one statement opens the push (the client, the stored results of
 * the ids it already applied, the acknowledgement), so replays need no
 * transaction. The next intent gets a first try (`tryNext`) that leaves out
 * the savepoint and the lock of the client's row; when that try cannot stand,
 * it is rolled back whole and the intent is decided again under the lock,
 * guarded (`decideLocked`), which also decides every id the opening did not
 * place. Two pushes of one client at once never record an id twice: the
 * statement that records results moves the client's last id on only from the
 * one before, or fails.
 */
export async function push(
  deps: PushDeps,
  actor: Actor,
  context: PushContext,
  request: SyncPushRequest,
  now = new Date(),
): Promise<{ response: SyncPushResponse }> {
  const firstId = Math.min(...request.mutations.map((mutation) => mutation.id));
  const opened = await q.openPush(deps.sql, request.clientId, actor.userId, Number.isFinite(firstId) ? firstId - 1 : 0, request.mutations.map((mutation) => mutation.id));
  if (opened && opened.userId !== actor.userId) throw new AppError('FORBIDDEN');
  // The results read by the opening (an id up to its last id and absent was pruned), then those this push recorded.
  const stored = new Map((opened?.stored ?? []).map((result) => [result.id, result as Record<string, unknown>]));
  const openedThrough = opened?.lastMutationId ?? 0;
  const call: PushCall = { deps, actor, context, request, now };

  const results: Record<string, unknown>[] = [];
  /** The client's last id as recorded; the refused intents waiting come right after it. */
  let lastMutationId = openedThrough;
  let refused: Refused[] = [];
  let expectedMutationId: number | undefined;

  /** Answers one intent; false when the batch stops there (a gap). */
  const take = async (mutation: Mutation, step: Step): Promise<boolean> => {
    lastMutationId = Math.max(lastMutationId, step.lastMutationId);
    if (step.kind === 'gap') {
      expectedMutationId = step.lastMutationId + 1;
      return false;
    }
    results.push(step.result);
    stored.set(mutation.id, step.result);
    if (step.kind === 'applied' && step.mails.length > 0) await deps.deliver?.(step.mails);
    return true;
  };
  /** Records the refused intents waiting, in one statement; when another push recorded first, each is decided under the lock. */
  const settle = async (): Promise<boolean> => {
    const waiting = refused;
    refused = [];
    if (waiting.length === 0) return true;
    const rows = await recordNext(call, deps.sql, (recording) => recording, waiting);
    if (rows) {
      const byId = new Map(rows.map((row) => [row.id, row.result]));
      for (const { mutation } of waiting) await take(mutation, { kind: 'applied', result: byId.get(mutation.id)!, mails: [], lastMutationId: mutation.id });
      return true;
    }
    for (const { mutation } of waiting) if (!(await take(mutation, await decideLocked(call, mutation)))) return false;
    return true;
  };

  for (const mutation of request.mutations) {
    const tried = mutation.id === lastMutationId + refused.length + 1 && !stored.has(mutation.id) ? await tryNext(call, mutation, refused) : undefined;
    if (tried?.kind === 'refused') {
      refused.push({ mutation, result: tried.result });
      continue;
    }
    if (tried?.kind === 'applied') {
      const recorded = [...refused, { mutation }];
      refused = [];
      for (const [index, entry] of recorded.entries()) {
        const mails = index === recorded.length - 1 ? tried.mails : [];
        await take(entry.mutation, { kind: 'applied', result: tried.results[index]!, mails, lastMutationId: entry.mutation.id });
      }
      continue;
    }
    // Anything else is answered after the intents waiting, which are recorded first.
    if (!(await settle())) break;
    if (mutation.id <= openedThrough || stored.has(mutation.id)) {
      await take(mutation, { kind: 'replay', result: stored.get(mutation.id) ?? { id: mutation.id, status: 'ok' }, lastMutationId });
    } else if (!(await take(mutation, await decideLocked(call, mutation)))) {
      break;
    }
  }
  await settle();

  const response: SyncPushResponse = { lastMutationId, results: results as SyncPushResponse['results'] };
  if (expectedMutationId !== undefined) response.expectedMutationId = expectedMutationId;
  return { response };
}
