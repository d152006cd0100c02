import type { EngagementState } from '../../../shared/engagements/engagement.machine';
import type { SubscriberState } from '../../../shared/timeslots/subscriber.machine';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

/** Whose export: an association (every application to its mission) or a company (its own employees only). */
export type ExportScope = { associationId: number } | { companyId: number };

/** The mission, only if it belongs to the association of the request. */
export async function findAssociationMission(sql: Tx, associationId: number, missionId: number) {
  const [row] = await sql<{ id: number; slug: string; title: string }[]>`
    select id, slug, title from missions where id = ${missionId} and association_id = ${associationId}`;
  return row;
}

export interface EngagementExportRow {
  firstName: string | null;
  lastName: string | null;
  email: string;
  companyName: string;
  state: EngagementState;
  timeType: 'work' | 'personal';
  message: string | null;
  cancelReason: string | null;
  cancelOtherReason: string | null;
  createdAt: Date;
  timeslots: Array<{ startsAt: string; endsAt: string }>;
}

/** The applications to one mission, within the scope, oldest first, with their dates (canceled dates left out). */
export function listMissionEngagementsForExport(sql: Tx, scope: ExportScope, missionId: number) {
  return sql<EngagementExportRow[]>`
    select u.first_name as "firstName", u.last_name as "lastName", u.email, c.name as "companyName",
           e.state, e.time_type as "timeType", e.message, e.cancel_reason as "cancelReason",
           e.cancel_other_reason as "cancelOtherReason", e.created_at as "createdAt",
           coalesce((
             select json_agg(json_build_object('startsAt', et.starts_at, 'endsAt', et.ends_at) order by et.starts_at)
             from engagement_timeslots et where et.engagement_id = e.id and et.state <> 'canceled'
           ), '[]'::json) as timeslots
    from engagements e
    join users u on u.id = e.user_id
    join companies c on c.id = e.company_id
    where e.mission_id = ${missionId}
      and ${'associationId' in scope ? sql`e.association_id = ${scope.associationId}` : sql`e.company_id = ${scope.companyId}`}
    order by e.created_at, e.id`;
}

/** Like the Liste d'attente tab, without e-mail addresses: they come to the association with an application. */
export interface SubscriberExportRow {
  firstName: string | null;
  lastName: string | null;
  companyName: string;
  state: SubscriberState;
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
}

/** The waiting lists of the mission's timeslots, within the scope, by slot then by arrival. */
export function listMissionSubscribersForExport(sql: Tx, scope: ExportScope, missionId: number) {
  return sql<SubscriberExportRow[]>`
    select u.first_name as "firstName", u.last_name as "lastName", c.name as "companyName", s.state,
           t.starts_at as "startsAt", t.ends_at as "endsAt", s.created_at as "createdAt"
    from timeslot_subscribers s
    join timeslots t on t.id = s.timeslot_id
    join users u on u.id = s.user_id
    join companies c on c.id = s.company_id
    where t.mission_id = ${missionId}
      and ${'associationId' in scope ? sql`t.association_id = ${scope.associationId}` : sql`s.company_id = ${scope.companyId}`}
    order by t.starts_at, s.created_at, s.id`;
}
