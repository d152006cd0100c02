import type { AssociationRole } from '../../../shared/permissions/roles';
import type { UserState } from '../../../shared/users/user.schema';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

export interface AssociationMemberRow {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: AssociationRole;
  state: UserState;
  branchId: number | null;
  branchName: string | null;
}

export function listAssociationMembers(sql: Tx, associationId: number) {
  return sql<AssociationMemberRow[]>`
    select u.id as "userId", u.email, u.first_name as "firstName", u.last_name as "lastName", m.role, u.state,
           b.id as "branchId", b.name as "branchName"
    from association_members m
    join users u on u.id = m.user_id
    left join branches b on b.id = m.branch_id and b.association_id = m.association_id
    where m.association_id = ${associationId}
    order by lower(coalesce(u.last_name, '')), lower(coalesce(u.first_name, '')), u.email`;
}

/** Every membership of the association, locked, so the 'last administrator' rule holds under concurrent changes. */
export function lockAssociationMembers(tx: Tx, associationId: number) {
  return tx<{ userId: string; role: AssociationRole; email: string }[]>`
    select m.user_id as "userId", m.role, u.email
    from association_members m join users u on u.id = m.user_id
    where m.association_id = ${associationId}
    order by m.user_id
    for update of m`;
}

export async function updateAssociationMember(
  tx: Tx,
  member: { associationId: number; userId: string; role: AssociationRole; branchId: number | null },
) {
  await tx`
    update association_members set role = ${member.role}, branch_id = ${member.branchId}
    where association_id = ${member.associationId} and user_id = ${member.userId}`;
}

export async function deleteAssociationMember(tx: Tx, associationId: number, userId: string) {
  await tx`delete from association_members where association_id = ${associationId} and user_id = ${userId}`;
}

/** Invitations to an association not yet used by this address are withdrawn (the member was removed). */
export async function withdrawAssociationInvitations(tx: Tx, associationId: number, email: string) {
  await tx`delete from invitations where association_id = ${associationId} and email = ${email} and accepted_at is null`;
}
