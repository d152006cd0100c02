import type { CertificationLabel } from '../../../shared/associations/certification-labels';
import type { AssociationRole } from '../../../shared/permissions/roles';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

export interface AssociationSettingsRow {
  id: number;
  slug: string;
  name: string;
  logo: string | null;
  description: string | null;
  certifiedLabel: CertificationLabel | null;
  intermissionEligible: boolean;
  areBranchesActivated: boolean;
}

export async function findAssociationSettings(sql: Tx, associationId: number): Promise<AssociationSettingsRow | undefined> {
  const [row] = await sql<AssociationSettingsRow[]>`
    select id, slug, name, logo_path as logo, description, certified_label as "certifiedLabel",
           intermission_eligible as "intermissionEligible", are_branches_activated as "areBranchesActivated"
    from associations where id = ${associationId}`;
  return row;
}

export function listBranchesWithCounts(sql: Tx, associationId: number) {
  return sql<{ id: number; name: string; members: number }[]>`
    select b.id, b.name, (select count(*)::int from association_members m where m.branch_id = b.id and m.association_id = b.association_id) as members
    from branches b where b.association_id = ${associationId}
    order by b.name`;
}

export function listMembersWithReferentFlag(sql: Tx, associationId: number) {
  return sql<{ id: string; firstName: string | null; lastName: string | null; email: string; role: AssociationRole; isSupervisor: boolean }[]>`
    select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email, m.role, m.is_supervisor as "isSupervisor"
    from association_members m join users u on u.id = m.user_id
    where m.association_id = ${associationId}
    order by lower(coalesce(u.last_name, '')), lower(coalesce(u.first_name, '')), u.email`;
}

export async function updateAssociationProfile(
  tx: Tx,
  associationId: number,
  v: { name: string; logo: string | null; description: string | null; certifiedLabel: CertificationLabel | null; intermissionEligible: boolean; areBranchesActivated: boolean },
) {
  await tx`
    update associations set name = ${v.name}, logo_path = ${v.logo}, description = ${v.description}, certified_label = ${v.certifiedLabel},
      intermission_eligible = ${v.intermissionEligible}, are_branches_activated = ${v.areBranchesActivated}, updated_at = now()
    where id = ${associationId}`;
}

/** Keeps the branches named (case-insensitively), adds the new ones, removes the others (their members keep no branch). */
export async function replaceBranches(tx: Tx, associationId: number, names: string[]) {
  const lowered = names.map((name) => name.toLocaleLowerCase('fr'));
  await tx`
    update association_members set branch_id = null
    where association_id = ${associationId}
      and branch_id in (select id from branches where association_id = ${associationId} and not (lower(name) = any(${lowered}::text[])))`;
  await tx`delete from branches where association_id = ${associationId} and not (lower(name) = any(${lowered}::text[]))`;
  for (const name of names) {
    await tx`
      insert into branches (association_id, name)
      select ${associationId}, ${name}
      where not exists (select 1 from branches where association_id = ${associationId} and lower(name) = ${name.toLocaleLowerCase('fr')})`;
  }
}

export async function countMembersAmong(sql: Tx, associationId: number, userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from association_members where association_id = ${associationId} and user_id = any(${userIds}::uuid[])`;
  return row!.count;
}

export async function setReferents(tx: Tx, associationId: number, userIds: string[]) {
  await tx`update association_members set is_supervisor = (user_id = any(${userIds}::uuid[])) where association_id = ${associationId}`;
}
