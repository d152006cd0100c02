import type { Feature, Plan } from '../../../shared/companies/plans';
import type { AssociationRole, CompanyRole } from '../../../shared/permissions/roles';
import type { UserState } from '../../../shared/users/user.schema';
import type { Sql, SqlFragment } from '../../db/connect';

export interface CompanyMembershipRow {
  id: number;
  slug: string;
  name: string;
  role: CompanyRole;
  holdingId: number | null;
  entityId: number | null;
  /** The company's feature lists (spec §6), for the features the user can reach there. */
  plans: Plan[];
  enabledFeatures: Feature[];
  completelyActivatedFeatures: Feature[];
  ownAllowedFeatures: Partial<Record<Plan, Feature[]>>;
  /** Someone of the company names the user as their manager (the managers' view). */
  managesTeam: boolean;
}
export interface AssociationMembershipRow {
  id: number;
  slug: string;
  name: string;
  role: AssociationRole;
}

/**
 * The companies a user belongs to. A holding admin of one company of a holding
 * is holding admin of all its companies (spec §6), so those are listed too.
 */
export function listCompaniesOfUser(sql: Sql, userId: string) {
  return sql<CompanyMembershipRow[]>`
    select distinct on (c.id) c.id, c.slug, c.name, m.role, c.holding_id as "holdingId", m.entity_id as "entityId",
           c.plans, c.enabled_features as "enabledFeatures", c.completely_activated_features as "completelyActivatedFeatures",
           coalesce((select json_object_agg(own.plan, own.features)
                     from (select plan, array_agg(feature order by feature) as features from company_allowed_features
                           where company_id = c.id group by plan) own), '{}') as "ownAllowedFeatures",
           exists (select 1 from company_members team join users me on me.id = ${userId}
                   where team.company_id = c.id and lower(team.manager_email) = lower(me.email)) as "managesTeam"
    from (
      select company_id, role, entity_id, 0 as rank from company_members where user_id = ${userId}
      union all
      select sibling.id, 'COMPANY_HOLDING_ADMIN', null::integer, 1
      from company_members own
      join companies mine on mine.id = own.company_id
      join companies sibling on sibling.holding_id = mine.holding_id
      where own.user_id = ${userId} and own.role = 'COMPANY_HOLDING_ADMIN'
    ) m
    join companies c on c.id = m.company_id
    order by c.id, m.rank`;
}

export function listAssociationsOfUser(sql: Sql, userId: string) {
  return sql<AssociationMembershipRow[]>`
    select a.id, a.slug, a.name, m.role
    from association_members m
    join associations a on a.id = m.association_id
    where m.user_id = ${userId}
    order by a.name`;
}

export async function findUserProfile(sql: Sql, userId: string) {
  const [row] = await sql<
    {
      id: string;
      email: string;
      firstName: string | null;
      lastName: string | null;
      lang: string | null;
      role: string | null;
      state: UserState;
      phone: string | null;
      jobTitle: string | null;
    }[]
  >`
    select id, email, first_name as "firstName", last_name as "lastName", lang, role, state, phone, job_title as "jobTitle"
    from users where id = ${userId}`;
  return row;
}

/** The preferences tab of /mon-compte. An absent optional field (undefined) is left as it is. */
export async function updateUserProfile(
  sql: Sql,
  userId: string,
  profile: { firstName: string; lastName: string; name: string; phone?: string | null; jobTitle?: string | null; lang?: string | null },
): Promise<boolean> {
  const keep = (value: string | null | undefined, column: string) => (value === undefined ? sql(column) : sql`${value}`);
  const rows = await sql`
    update users set
      first_name = ${profile.firstName},
      last_name = ${profile.lastName},
      name = ${profile.name},
      phone = ${keep(profile.phone, 'phone')},
      job_title = ${keep(profile.jobTitle, 'job_title')},
      lang = ${keep(profile.lang, 'lang')},
      updated_at = now()
    where id = ${userId}`;
  return rows.count === 1;
}

/** The actor's rows as `actorColumns` reads them: every direct membership, with the employee's intermission. */
export interface ActorRow {
  id: string;
  role: string | null;
  state: UserState;
  companies: Array<{ companyId: number; holdingId: number | null; role: CompanyRole; entityId: number | null; inIntermission: boolean }>;
  associations: Array<{ associationId: number; role: AssociationRole }>;
}

/**
 * What the permission functions of shared/permissions need about the user `u`, as columns of one row: the
 * memberships come aggregated as JSON, so a request reads its actor in the statement that finds its user.
 */
function actorColumns(sql: Sql) {
  return sql`
    u.id, u.role, u.state,
    coalesce((
      select json_agg(json_build_object('companyId', m.company_id, 'holdingId', c.holding_id, 'role', m.role,
                                        'entityId', m.entity_id, 'inIntermission', m.in_intermission) order by m.company_id)
      from company_members m join companies c on c.id = m.company_id
      where m.user_id = u.id), '[]') as companies,
    coalesce((
      select json_agg(json_build_object('associationId', m.association_id, 'role', m.role) order by m.association_id)
      from association_members m
      where m.user_id = u.id), '[]') as associations`;
}

/** What the permission functions of shared/permissions need about a user, in one statement. */
export async function findActor(sql: Sql, userId: string): Promise<ActorRow | undefined> {
  const [row] = await sql<ActorRow[]>`select ${actorColumns(sql)} from users u where u.id = ${userId}`;
  return row;
}

export interface SessionActorRow extends ActorRow {
  sessionId: string;
  token: string;
  expiresAt: Date;
  impersonatedBy: string | null;
  email: string;
  /** What `also` selected (the request's tenant), null without it. */
  also: unknown;
}

/**
 * A request's whole context in one statement: the session of a token, its user, the actor's memberships and
 * whatever `also` selects beside them (the tenant of the path). Nothing when no session has that token or its
 * user is gone, as better-auth's own lookup (session joined to its user); expiry is the caller's to judge.
 */
export async function findSessionActor(sql: Sql, token: string, also: SqlFragment | null): Promise<SessionActorRow | undefined> {
  const [row] = await sql<SessionActorRow[]>`
    select s.id as "sessionId", s.token, s.expires_at as "expiresAt", s.impersonated_by as "impersonatedBy", u.email,
           ${actorColumns(sql)}, ${also ?? sql`null`} as also
    from sessions s join users u on u.id = s.user_id
    where s.token = ${token}`;
  return row;
}
