import type { MutationResult } from '../../../shared/mutation-result';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../../shared/permissions/actor';
import { isAssociationMember } from '../../../shared/permissions/policies';
import { SYNC_MUTATION_ARGS, isSyncMutationName, type SyncMutationName, type SyncPushRequest, type SyncPushResponse } from '../../../shared/sync/sync.schema';
import { validationMessage } from '../../../shared/validation/messages';
import { checkedInput } from '../../../shared/validation/zod-messages';
import type { Sql, TransactionSql } from '../../db/connect';
import { appErrorFromPostgres, isTransientDatabaseError } from '../../db/sqlstate';
import type { Env } from '../../env';
import type { Logger } from '../../http/logger';
import { fieldErrorsFromZod } from '../../http/validate';
import type { MailMessage } from '../../mail/mailer';
import { applyToMission } from '../engagements/apply.service';
import { type Outcome, refusalResult } from '../../http/mutation';
import { cancelEngagement, confirmEngagement, finishEngagement } from '../engagements/transitions.service';
import { answerLevel } from '../levels/answers.service';
import { subscribeToTimeslot } from '../timeslots/subscriptions.service';
import * as q from './sync.sql';

/** The space headers of the push request: a hint for which company or association an intent acts in. */
export interface PushContext {
  companyId: number | null;
  associationId: number | null;
}

/** What a mutation handler gets: the mutation's own transaction, the actor and the request's context. */
export interface MutationCall {
  tx: TransactionSql;
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
  /** Tests only: runs after a mutation and its bookkeeping, before the commit; throwing aborts that transaction. */
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
    return applyToMission({ sql: call.tx, env: call.env }, call.actor, companyId, args, call.now);
  },
  'engagement.cancel': async (call, args) => {
    const engagement = await q.findEngagementTenants(call.tx, args.engagementId);
    if (!engagement) return refused('NOT_FOUND');
    // The employee cancels their own application; otherwise it is the mission's referent, from the association.
    if (engagement.userId === call.actor.userId) {
      return cancelEngagement({ sql: call.tx }, { kind: 'employee', companyId: engagement.companyId, actor: call.actor }, args);
    }
    if (engagement.associationId === null || !isAssociationMember(call.actor, engagement.associationId)) return refused('NOT_FOUND');
    return cancelEngagement({ sql: call.tx }, { kind: 'association', associationId: engagement.associationId, actor: call.actor }, args);
  },
  'timeslot.subscribe': async (call, args) => {
    const companyId = companyFor(call);
    if (companyId === null) return refused('FORBIDDEN');
    return subscribeToTimeslot({ sql: call.tx }, call.actor, companyId, args, call.now);
  },
  'level.answer': async (call, args) => {
    const companyId = companyFor(call);
    if (companyId === null) return refused('FORBIDDEN');
    return answerLevel({ sql: call.tx }, call.actor, companyId, args);
  },
  'engagement.confirm': async (call, args) => {
    const engagement = await q.findEngagementTenants(call.tx, args.engagementId);
    // Someone outside the mission's association never learns that the application exists.
    if (!engagement?.associationId || !isAssociationMember(call.actor, engagement.associationId)) return refused('NOT_FOUND');
    return confirmEngagement({ sql: call.tx }, { kind: 'association', associationId: engagement.associationId, actor: call.actor }, args.engagementId);
  },
  'engagement.finish': async (call, args) => {
    const engagement = await q.findEngagementTenants(call.tx, args.engagementId);
    // Someone outside the mission's association never learns that the application exists.
    if (!engagement?.associationId || !isAssociationMember(call.actor, engagement.associationId)) return refused('NOT_FOUND');
    return finishEngagement({ sql: call.tx }, { kind: 'association', associationId: engagement.associationId, actor: call.actor }, args.engagementId);
  },
};

/** The result as stored and sent: plain JSON, numbered with the mutation's id. */
function wireResult(id: number, result: MutationResult<object>): Record<string, unknown> {
  return JSON.parse(JSON.stringify({ id, ...result })) as Record<string, unknown>;
}

/**
 * One intent's outcome. What it says is checked here (an unknown name or args
 * that do not fit are VALIDATION_FAILED); the use case runs in a savepoint, so
 * a failure undoes only its own effects. A failure that trying again would not
 * cure (a data error, a bug) is answered `rejected` / INTERNAL and consumes the
 * id, so the queue behind it moves on; a transient one (the database went away,
 * a deadlock) is thrown: the push answers 5xx, nothing is consumed, the client
 * retries.
 */
async function applyMutation(deps: PushDeps, call: MutationCall, mutation: SyncPushRequest['mutations'][number]): Promise<Outcome<object>> {
  if (!isSyncMutationName(mutation.name)) return refused('VALIDATION_FAILED', { fields: { name: [validationMessage('choose_from_list')] } });
  const parsed = checkedInput(SYNC_MUTATION_ARGS[mutation.name]).safeParse(mutation.args);
  if (!parsed.success) return refused('VALIDATION_FAILED', { fields: fieldErrorsFromZod(parsed.error) });
  const handler = (deps.handlers?.[mutation.name] ?? HANDLERS[mutation.name]) as (c: MutationCall, a: unknown) => Promise<Outcome<object>>;
  try {
    return await call.tx.savepoint((tx) => handler({ ...call, tx }, parsed.data));
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

/**
 * `POST /api/v1/sync/push` (sync.md). Mutations are taken in order, each in
 * its own transaction that locks the client's row (FOR UPDATE: two pushes of
 * one client queue up), applies the use case (in a savepoint: a refusal undoes
 * only its effects), stores the result and bumps the last id, all committed
 * together or not at all. An id already applied answers its stored result; an
 * id past the next one stops the batch with `expectedMutationId`. Business
 * refusals are results and consume the id; args that do not fit the name's
 * schema are `rejected` / VALIDATION_FAILED (consumed, so the queue moves on).
 * A client id of another user is 403. Mail goes out after each commit, so a
 * later failure in the batch never swallows the mail of a committed mutation.
 */
export async function push(
  deps: PushDeps,
  actor: Actor,
  context: PushContext,
  request: SyncPushRequest,
  now = new Date(),
): Promise<{ response: SyncPushResponse }> {
  const owner = await q.findClient(deps.sql, request.clientId);
  if (owner && owner.userId !== actor.userId) throw new AppError('FORBIDDEN');
  // The client sends its outbox from its first unacknowledged intent: the results below it may be pruned.
  const firstId = Math.min(...request.mutations.map((mutation) => mutation.id));
  if (owner && Number.isFinite(firstId) && firstId > 1) await q.markAcknowledged(deps.sql, request.clientId, actor.userId, firstId - 1);

  const results: Record<string, unknown>[] = [];
  let lastMutationId = owner?.lastMutationId ?? 0;
  let expectedMutationId: number | undefined;

  for (const mutation of request.mutations) {
    const step = await deps.sql.begin(async (tx): Promise<Step> => {
      const client = await q.lockClient(tx, request.clientId, actor.userId);
      if (client.userId !== actor.userId) throw new AppError('FORBIDDEN');
      if (mutation.id <= client.lastMutationId) {
        const stored = await q.findStoredResult(tx, request.clientId, mutation.id);
        return { kind: 'replay', result: stored ?? { id: mutation.id, status: 'ok' }, lastMutationId: client.lastMutationId };
      }
      if (mutation.id > client.lastMutationId + 1) return { kind: 'gap', lastMutationId: client.lastMutationId };

      const outcome = await applyMutation(deps, { tx, env: deps.env, actor, context, now }, mutation);
      const name = isSyncMutationName(mutation.name) ? mutation.name : 'unknown';
      const result = await q.recordMutation(tx, { clientId: request.clientId, mutationId: mutation.id, name, result: wireResult(mutation.id, outcome.result) });
      await deps.beforeCommit?.({ clientId: request.clientId, id: mutation.id });
      return { kind: 'applied', result, mails: outcome.mails, lastMutationId: mutation.id };
    });
    lastMutationId = step.lastMutationId;
    if (step.kind === 'gap') {
      expectedMutationId = step.lastMutationId + 1;
      break;
    }
    results.push(step.result);
    if (step.kind === 'applied' && step.mails.length > 0) await deps.deliver?.(step.mails);
  }

  const response: SyncPushResponse = { lastMutationId, results: results as SyncPushResponse['results'] };
  if (expectedMutationId !== undefined) response.expectedMutationId = expectedMutationId;
  return { response };
}
