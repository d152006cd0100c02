import type { AssociationRole, CompanyRole } from '../../../shared/permissions/roles';
import type { UserState } from '../../../shared/users/user.schema';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

export interface InviteeRow {
  id: string;
  state: UserState;
  lang: string | null;
  firstName: string | null;
}

export async function findInvitee(tx: Tx, email: string): Promise<InviteeRow | undefined> {
  const [row] = await tx<InviteeRow[]>`select id, state, lang, first_name as "firstName" from users where email = ${email} for update`;
  return row;
}

/** A person known only by the address they were invited with: no password, address not yet confirmed. */
export async function insertInvitedUser(tx: Tx, email: string): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    insert into users (name, email, email_verified, state) values (${email}, ${email}, false, 'invited')
    returning id`;
  return row!.id;
}

export async function insertInvitation(
  tx: Tx,
  invitation: {
    tokenHash: string;
    email: string;
    companyId: number | null;
    associationId: number | null;
    role: CompanyRole | AssociationRole;
    invitedBy: string | null;
    ttlDays: number;
  },
) {
  await tx`
    insert into invitations (token_hash, email, company_id, association_id, role, invited_by, expires_at)
    values (${invitation.tokenHash}, ${invitation.email}, ${invitation.companyId}, ${invitation.associationId}, ${invitation.role},
            ${invitation.invitedBy}, now() + make_interval(days => ${invitation.ttlDays}))`;
}

export interface InvitationRow {
  id: string;
  email: string;
  role: CompanyRole | AssociationRole;
  companyId: number | null;
  associationId: number | null;
  organisationSlug: string;
  organisationName: string;
  areBranchesActivated: boolean;
  inviter: string | null;
  expiresAt: Date;
  acceptedAt: Date | null;
  userState: UserState | null;
  branchId: number | null;
}

/** An invitation by the SHA-256 of its token, with its organisation and the invited account; `lock` for accepting it. */
export async function findInvitationByTokenHash(tx: Tx, tokenHash: string, options: { lock?: boolean } = {}): Promise<InvitationRow | undefined> {
  const [row] = await tx<InvitationRow[]>`
    select i.id, i.email, i.role, i.company_id as "companyId", i.association_id as "associationId",
           coalesce(c.slug, a.slug) as "organisationSlug", coalesce(c.name, a.name) as "organisationName",
           coalesce(a.are_branches_activated, false) as "areBranchesActivated",
           nullif(btrim(concat_ws(' ', inviter.first_name, inviter.last_name)), '') as inviter,
           i.expires_at as "expiresAt", i.accepted_at as "acceptedAt", u.state as "userState", am.branch_id as "branchId"
    from invitations i
    left join companies c on c.id = i.company_id
    left join associations a on a.id = i.association_id
    left join users inviter on inviter.id = i.invited_by
    left join users u on u.email = i.email
    left join association_members am on am.association_id = i.association_id and am.user_id = u.id
    where i.token_hash = ${tokenHash}
    ${options.lock ? tx`for update of i` : tx``}`;
  return row;
}

/** The invited account becomes a usable one: names, terms and consent, confirmed address (it came by e-mail). */
export async function completeInvitedAccount(
  tx: Tx,
  userId: string,
  profile: { firstName: string; lastName: string; phone: string | null; gdprConsent: boolean },
): Promise<boolean> {
  const rows = await tx`
    update users set
      first_name = ${profile.firstName}, last_name = ${profile.lastName}, name = ${`${profile.firstName} ${profile.lastName}`},
      phone = coalesce(${profile.phone}, phone),
      state = 'registered', email_verified = true,
      terms_accepted_at = now(),
      gdpr_consent_at = case when ${profile.gdprConsent} then now() else gdpr_consent_at end,
      updated_at = now()
    where id = ${userId} and state = 'invited'
    returning id`;
  return rows.length > 0;
}

/** The password as better-auth stores it: a 'credential' account of the user (see server/seed/sql.ts). */
export async function insertCredentialAccount(tx: Tx, userId: string, passwordHash: string) {
  await tx`
    insert into accounts (account_id, provider_id, user_id, password, updated_at)
    values (${userId}, 'credential', ${userId}, ${passwordHash}, now())`;
}

export async function markInvitationAccepted(tx: Tx, invitationId: string) {
  await tx`update invitations set accepted_at = now() where id = ${invitationId}`;
}

export async function findUserDisplayName(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx<{ name: string | null }[]>`
    select coalesce(nullif(btrim(concat_ws(' ', first_name, last_name)), ''), email) as name from users where id = ${userId}`;
  return row?.name ?? null;
}

// ---------------------------------------------------------------------------
// Memberships an invitation creates (as registration.sql does for sign-ups), so the
// users module writes them itself instead of reaching into companies or associations.
// ---------------------------------------------------------------------------

/** Adds a member; false when they already were one. */
export async function insertCompanyMember(tx: Tx, companyId: number, userId: string, role: CompanyRole): Promise<boolean> {
  const rows = await tx`
    insert into company_members (company_id, user_id, role) values (${companyId}, ${userId}, ${role})
    on conflict (company_id, user_id) do nothing
    returning user_id`;
  return rows.length > 0;
}

export async function findBranch(tx: Tx, associationId: number, branchId: number) {
  const [row] = await tx<{ id: number; name: string }[]>`select id, name from branches where id = ${branchId} and association_id = ${associationId}`;
  return row;
}

/** Adds a member; false when they already were one. */
export async function insertAssociationMember(
  tx: Tx,
  member: { associationId: number; userId: string; role: AssociationRole; branchId: number | null },
): Promise<boolean> {
  const rows = await tx`
    insert into association_members (association_id, user_id, role, branch_id)
    values (${member.associationId}, ${member.userId}, ${member.role}, ${member.branchId})
    on conflict (association_id, user_id) do nothing
    returning user_id`;
  return rows.length > 0;
}

/** Sets the branch a member chose when joining. */
export async function setAssociationMemberBranch(tx: Tx, associationId: number, userId: string, branchId: number | null) {
  await tx`update association_members set branch_id = ${branchId} where association_id = ${associationId} and user_id = ${userId}`;
}

/** The association's branches (in a transaction too). */
export function listAssociationBranches(tx: Tx, associationId: number) {
  return tx<{ id: number; name: string }[]>`select id, name from branches where association_id = ${associationId} order by name`;
}
