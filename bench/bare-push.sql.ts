/**
 * The reference of `bench/sync-push.ts`: the same work as a sync push of
 * `engagement.apply` / `engagement.cancel`, written as bare SQL by hand, the
 * way a straightforward endpoint would: one transaction per mutation, each
 * statement awaited, the client's row locked, the place handed out by the
 * conditional update, the application, its date and its history row written,
 * the result row stored and the client's last id bumped. No rule is checked
 * (no membership, mission, deadline or credit), nothing is presented (the
 * stored result is the bare status), no replay or gap is handled: the floor a
 * push of the same intents cannot go under with these statements.
 */
import type { Sql, TransactionSql } from '../server/db/connect';

export interface BareApply {
  kind: 'apply';
  id: number;
  engagementId: string;
  missionId: number;
  timeslotId: number;
}
export interface BareCancel {
  kind: 'cancel';
  id: number;
  engagementId: string;
}

async function lockClient(tx: TransactionSql, clientId: string, userId: string) {
  await tx`
    insert into sync_clients (client_id, user_id) values (${clientId}, ${userId})
    on conflict (client_id) do update set updated_at = sync_clients.updated_at
    returning user_id, last_mutation_id`;
}

async function storeResult(tx: TransactionSql, clientId: string, id: number, name: string, result: Record<string, unknown>) {
  await tx`
    with bumped as (update sync_clients set last_mutation_id = ${id}, updated_at = now() where client_id = ${clientId})
    insert into sync_mutations (client_id, mutation_id, name, result) values (${clientId}, ${id}, ${name}, ${tx.json({ id, ...result } as never)})
    returning result`;
}

async function bareApply(tx: TransactionSql, clientId: string, userId: string, companyId: number, mutation: BareApply) {
  await lockClient(tx, clientId, userId);
  const [slot] = await tx<{ startsAt: Date; endsAt: Date }[]>`
    update timeslots set taken = taken + 1, updated_at = now() where id = ${mutation.timeslotId} and taken < places
    returning starts_at as "startsAt", ends_at as "endsAt"`;
  if (!slot) return storeResult(tx, clientId, mutation.id, 'engagement.apply', { status: 'conflict', code: 'TIMESLOT_FULL' });
  await tx`
    insert into engagements (id, mission_id, user_id, company_id, time_type, approximate_duration_hours)
    values (${mutation.engagementId}, ${mutation.missionId}, ${userId}, ${companyId}, 'personal', 3)`;
  await tx`
    insert into engagement_timeslots (engagement_id, company_id, timeslot_id, starts_at, ends_at, state)
    values (${mutation.engagementId}, ${companyId}, ${mutation.timeslotId}, ${slot.startsAt}, ${slot.endsAt}, 'created')`;
  await tx`
    insert into engagement_history (engagement_id, action, from_state, to_state, actor_user_id, actor_kind)
    values (${mutation.engagementId}, 'apply', null, 'created', ${userId}, 'user')`;
  return storeResult(tx, clientId, mutation.id, 'engagement.apply', { status: 'ok' });
}

async function bareCancel(tx: TransactionSql, clientId: string, userId: string, mutation: BareCancel) {
  await lockClient(tx, clientId, userId);
  const [engagement] = await tx`
    update engagements set state = 'canceled', state_before_cancel = state, cancel_reason = 'not_available', last_activity_at = now(), updated_at = now()
    where id = ${mutation.engagementId} and user_id = ${userId} and state <> 'canceled'
    returning id`;
  if (!engagement) return storeResult(tx, clientId, mutation.id, 'engagement.cancel', { status: 'rejected', code: 'NOT_FOUND' });
  const dates = await tx<{ timeslotId: number }[]>`
    update engagement_timeslots set state = 'canceled', updated_at = now()
    where engagement_id = ${mutation.engagementId} and state in ('created', 'toValidate', 'validated')
    returning timeslot_id as "timeslotId"`;
  await tx`update timeslots set taken = taken - 1, updated_at = now() where id = any(${dates.map((date) => date.timeslotId)}::int[]) and taken > 0`;
  await tx`
    insert into engagement_history (engagement_id, action, from_state, to_state, actor_user_id, actor_kind)
    values (${mutation.engagementId}, 'cancel', 'created', 'canceled', ${userId}, 'user')`;
  return storeResult(tx, clientId, mutation.id, 'engagement.cancel', { status: 'ok' });
}

/** One bare mutation in its own transaction. */
export async function bareMutation(sql: Sql, clientId: string, userId: string, companyId: number, mutation: BareApply | BareCancel): Promise<void> {
  await sql.begin(async (tx) => {
    if (mutation.kind === 'apply') await bareApply(tx, clientId, userId, companyId, mutation);
    else await bareCancel(tx, clientId, userId, mutation);
  });
}
