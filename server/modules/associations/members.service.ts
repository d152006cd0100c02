import { showsBranchField } from '../../../shared/associations/association.schema';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../../shared/permissions/actor';
import { checkAssociationMemberChange } from '../../../shared/permissions/members';
import type { AssociationRole } from '../../../shared/permissions/roles';
import { fullName } from '../../../shared/users/me';
import type { AssociationMembersList, InvitationReport } from '../../../shared/users/membership.schema';
import { validationMessage } from '../../../shared/validation/messages';
import type { Sql, TransactionSql } from '../../db/connect';
import type { AppDeps } from '../../http/types';
import { findUserDisplayName, inviteOne, sendAll } from '../users/invitations.service';
import * as q from './members.sql';
import { type AssociationRecord, listBranches } from './sql';

type Deps = Pick<AppDeps, 'sql' | 'auth' | 'mailer' | 'env' | 'logger'>;

/** Branches members can be put in: none unless the association activated them and has some. */
async function offeredBranches(sql: Sql | TransactionSql, association: AssociationRecord) {
  const branches = association.areBranchesActivated ? [...(await listBranches(sql, association.id))] : [];
  return showsBranchField({ areBranchesActivated: association.areBranchesActivated, branches }) ? branches : [];
}

/** A branch id from a form: one of the association's offered branches, or none. */
async function checkedBranch(tx: TransactionSql, association: AssociationRecord, branchId: number | null | undefined): Promise<number | null> {
  if (branchId === null || branchId === undefined) return null;
  const offered = await offeredBranches(tx, association);
  if (!offered.some((branch) => branch.id === branchId)) {
    throw new AppError('VALIDATION_FAILED', undefined, { fields: { branchId: [validationMessage('choose_from_list')] } });
  }
  return branchId;
}

export async function listMembers(deps: Deps, actor: Actor, association: AssociationRecord): Promise<AssociationMembersList> {
  const [rows, branches] = await Promise.all([q.listAssociationMembers(deps.sql, association.id), offeredBranches(deps.sql, association)]);
  return {
    members: rows.map((row) => ({
      userId: row.userId,
      email: row.email,
      fullName: fullName(row.firstName, row.lastName, row.email),
      role: row.role,
      state: row.state,
      branch: row.branchId !== null ? { id: row.branchId, name: row.branchName! } : null,
    })),
    branches,
    viewerId: actor.userId,
  };
}

export async function inviteMember(
  deps: Deps,
  actor: Actor,
  association: AssociationRecord,
  input: { email: string; role: AssociationRole; branchId?: number | null },
): Promise<InvitationReport> {
  const organisation = { kind: 'association' as const, id: association.id, slug: association.slug, name: association.name };
  const result = await deps.sql.begin(async (tx) => {
    const branchId = await checkedBranch(tx, association, input.branchId);
    const inviterName = (await findUserDisplayName(tx, actor.userId)) ?? association.name;
    const outcome = await inviteOne(tx, deps, { email: input.email, organisation, role: input.role, branchId, invitedBy: actor.userId, inviterName });
    if (outcome.outcome === 'already_member') throw new AppError('ALREADY_MEMBER');
    return outcome;
  });
  await sendAll(deps, [result.mail]);
  return { invited: result.outcome === 'invited' ? [input.email] : [], added: result.outcome === 'added' ? [input.email] : [], alreadyMembers: [] };
}

export async function updateMember(deps: Deps, association: AssociationRecord, userId: string, input: { role: AssociationRole; branchId?: number | null }) {
  await deps.sql.begin(async (tx) => {
    const members = await q.lockAssociationMembers(tx, association.id);
    const rule = checkAssociationMemberChange(members, userId, input.role);
    if (!rule.ok) throw new AppError(rule.code);
    const branchId = await checkedBranch(tx, association, input.branchId);
    await q.updateAssociationMember(tx, { associationId: association.id, userId, role: input.role, branchId });
  });
}

/** Removes a member (never the last administrator) and withdraws their pending invitations. */
export async function removeMember(deps: Deps, association: AssociationRecord, userId: string) {
  await deps.sql.begin(async (tx) => {
    const members = await q.lockAssociationMembers(tx, association.id);
    const rule = checkAssociationMemberChange(members, userId, null);
    if (!rule.ok) throw new AppError(rule.code);
    await q.deleteAssociationMember(tx, association.id, userId);
    await q.withdrawAssociationInvitations(tx, association.id, members.find((m) => m.userId === userId)!.email);
  });
}
