import type { MessageAuthorKind, MessengerSide } from '../../../shared/engagements/message.schema';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

/**
 * Whose conversation a request reads: every query names its tenant. `association`: the association that runs the
 * mission (never a mission a company published, even one naming an association); `company`: the volunteer's company;
 * `publishingCompany`: the company that published the mission itself (the organiser side).
 */
export type ConversationScope =
  | { kind: 'association'; associationId: number }
  | { kind: 'company'; companyId: number }
  | { kind: 'publishingCompany'; companyId: number };

function engagementFilter(tx: Tx, scope: ConversationScope) {
  switch (scope.kind) {
    case 'association':
      return tx`e.association_id = ${scope.associationId} and m.publisher_type <> 'PUBLISHER_TYPE_COMPANY'`;
    case 'company':
      return tx`e.company_id = ${scope.companyId}`;
    case 'publishingCompany':
      return tx`m.publisher_type = 'PUBLISHER_TYPE_COMPANY' and m.company_id = ${scope.companyId}`;
  }
}

export interface ConversationRow {
  id: string;
  userId: string;
  companyId: number;
  companySlug: string;
  holdingId: number | null;
  associationId: number | null;
  associationSlug: string | null;
  associationName: string | null;
  /** The company that published the mission itself (null for an association's mission): the organiser side. */
  organiserCompanyId: number | null;
  organiserSlug: string | null;
  organiserName: string | null;
  missionTitle: string;
  supervisorId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  lang: string | null;
}

/** One application and what its conversation shows, only inside the scope (another tenant's is never found). */
export async function findConversation(tx: Tx, scope: ConversationScope, engagementId: string): Promise<ConversationRow | undefined> {
  const [row] = await tx<ConversationRow[]>`
    select e.id, e.user_id as "userId", e.company_id as "companyId", c.slug as "companySlug", c.holding_id as "holdingId",
           e.association_id as "associationId", a.slug as "associationSlug", a.name as "associationName",
           pc.id as "organiserCompanyId", pc.slug as "organiserSlug", pc.name as "organiserName",
           m.title as "missionTitle", m.supervisor_id as "supervisorId",
           u.first_name as "firstName", u.last_name as "lastName", u.email, u.lang
    from engagements e
    join missions m on m.id = e.mission_id
    join companies c on c.id = e.company_id
    join users u on u.id = e.user_id
    left join associations a on a.id = e.association_id
    left join companies pc on pc.id = m.company_id and m.publisher_type = 'PUBLISHER_TYPE_COMPANY'
    where e.id = ${engagementId}
      and ${engagementFilter(tx, scope)}`;
  return row;
}

export interface MessageRow {
  id: number;
  authorKind: MessageAuthorKind;
  authorUserId: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorEmail: string | null;
  body: string;
  createdAt: Date;
}

export async function listMessages(tx: Tx, scope: ConversationScope, engagementId: string): Promise<MessageRow[]> {
  return tx<MessageRow[]>`
    select g.id::int as id, g.author_kind as "authorKind", g.author_user_id as "authorUserId",
           u.first_name as "authorFirstName", u.last_name as "authorLastName", u.email as "authorEmail",
           g.body, g.created_at as "createdAt"
    from engagement_messages g
    left join users u on u.id = g.author_user_id
    where g.engagement_id = ${engagementId}
      and exists (select 1 from engagements e join missions m on m.id = e.mission_id where e.id = g.engagement_id and ${engagementFilter(tx, scope)})
      and ${scope.kind === 'association' ? tx`g.association_id = ${scope.associationId}` : scope.kind === 'company' ? tx`g.company_id = ${scope.companyId}` : tx`true`}
    order by g.id`;
}

/** A message; its tenant keys are copied from the engagement itself. */
export async function insertMessage(
  tx: Tx,
  input: { engagementId: string; authorUserId: string | null; authorKind: MessageAuthorKind; body: string },
): Promise<{ id: number; createdAt: Date } | undefined> {
  const [row] = await tx<{ id: number; createdAt: Date }[]>`
    insert into engagement_messages (engagement_id, company_id, association_id, author_user_id, author_kind, body)
    select e.id, e.company_id, e.association_id, ${input.authorUserId}, ${input.authorKind}, ${input.body}
    from engagements e where e.id = ${input.engagementId}
    returning id::int as id, created_at as "createdAt"`;
  return row;
}

/** A conversation with activity counts as activity on the application (the 30-day expiry looks at it). */
export async function touchEngagement(tx: Tx, engagementId: string): Promise<void> {
  await tx`update engagements set last_activity_at = now() where id = ${engagementId}`;
}

export async function markRead(tx: Tx, engagementId: string, side: MessengerSide, lastMessageId: number): Promise<void> {
  await tx`
    insert into engagement_message_reads (engagement_id, side, last_read_message_id)
    values (${engagementId}, ${side}, ${lastMessageId})
    on conflict (engagement_id, side) do update
      set last_read_message_id = greatest(engagement_message_reads.last_read_message_id, excluded.last_read_message_id), read_at = now()`;
}

export async function lastReadId(tx: Tx, engagementId: string, side: MessengerSide): Promise<number | null> {
  const [row] = await tx<{ id: number }[]>`
    select last_read_message_id::int as id from engagement_message_reads where engagement_id = ${engagementId} and side = ${side}`;
  return row?.id ?? null;
}

export interface RecipientRow {
  email: string;
  lang: string | null;
}

/**
 * Who hears of a volunteer's message on the association side: the mission's
 * referent when there is one and they still belong to the association, else
 * the association's admins.
 */
export async function listAssociationRecipients(tx: Tx, associationId: number, supervisorId: string | null): Promise<RecipientRow[]> {
  // One statement (it is read beside an application's writes, in the same round trip).
  return tx<RecipientRow[]>`
    select u.email, u.lang from association_members am join users u on u.id = am.user_id
    where am.association_id = ${associationId}
      and case when exists (select 1 from association_members r where r.association_id = ${associationId} and r.user_id = ${supervisorId}::uuid)
               then am.user_id = ${supervisorId}::uuid
               else am.role = 'ASSOCIATION_ADMIN' end
    order by u.email`;
}

/**
 * Who hears of a volunteer's message on a mission a company published itself: its referent while
 * they are one of the company's possible referents (`referentIsMember`), else the company's admins and
 * its holding's admins (who handle its applications then: `canManageEngagement`). Disabled accounts never.
 */
export async function listOrganiserRecipients(tx: Tx, companyId: number, referent: string | null): Promise<RecipientRow[]> {
  if (referent) {
    return tx<RecipientRow[]>`select u.email, u.lang from users u where u.id = ${referent} and u.state <> 'disabled'`;
  }
  return tx<RecipientRow[]>`
    select distinct u.email, u.lang from company_members cm join users u on u.id = cm.user_id join companies mc on mc.id = cm.company_id
    where u.state <> 'disabled'
      and ((cm.company_id = ${companyId} and cm.role in ('COMPANY_ADMIN', 'COMPANY_HOLDING_ADMIN'))
        or (cm.role = 'COMPANY_HOLDING_ADMIN' and mc.holding_id = (select holding_id from companies where id = ${companyId})))
    order by u.email`;
}

export async function findUserName(tx: Tx, userId: string): Promise<{ firstName: string | null; lastName: string | null; email: string } | undefined> {
  const [row] = await tx<{ firstName: string | null; lastName: string | null; email: string }[]>`
    select first_name as "firstName", last_name as "lastName", email from users where id = ${userId}`;
  return row;
}
