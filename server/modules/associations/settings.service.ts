import type { z } from 'zod';
import type { associationSettingsInputSchema } from '../../../shared/associations/association.schema';
import { AppError } from '../../../shared/errors';
import type { AssociationSettings } from '../../../shared/associations/association.schema';
import type { Actor } from '../../../shared/permissions/actor';
import { canManageAssociation, canReadAssociationMissions } from '../../../shared/permissions/policies';
import { fullName } from '../../../shared/users/me';
import { validationMessage } from '../../../shared/validation/messages';
import type { Sql } from '../../db/connect';
import type { AssociationRecord } from './sql';
import * as q from './settings.sql';

type Deps = { sql: Sql };
export type AssociationSettingsInput = z.infer<typeof associationSettingsInputSchema>;

/** `/association/{slug}/parametres`: members read it, admins (and platform admins) change it. */
export async function getAssociationSettings(deps: Deps, actor: Actor, association: AssociationRecord): Promise<AssociationSettings> {
  if (!canReadAssociationMissions(actor, association.id)) throw new AppError('FORBIDDEN');
  return readSettings(deps.sql, actor, association.id);
}

async function readSettings(sql: Sql, actor: Actor, associationId: number): Promise<AssociationSettings> {
  const [row, branches, members] = await Promise.all([
    q.findAssociationSettings(sql, associationId),
    q.listBranchesWithCounts(sql, associationId),
    q.listMembersWithReferentFlag(sql, associationId),
  ]);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    ...row,
    branches,
    members: members.map((member) => ({
      id: member.id,
      fullName: fullName(member.firstName, member.lastName, member.email),
      email: member.email,
      // Admins may always be named referent.
      isSupervisor: member.isSupervisor || member.role === 'ASSOCIATION_ADMIN',
      role: member.role,
    })),
    canEdit: canManageAssociation(actor, associationId),
  };
}

export async function updateAssociationSettings(deps: Deps, actor: Actor, association: AssociationRecord, input: AssociationSettingsInput): Promise<AssociationSettings> {
  if (!canManageAssociation(actor, association.id)) throw new AppError('FORBIDDEN');
  await deps.sql.begin(async (tx) => {
    if (input.supervisorIds && (await q.countMembersAmong(tx, association.id, input.supervisorIds)) !== input.supervisorIds.length) {
      throw new AppError('VALIDATION_FAILED', undefined, { fields: { supervisorIds: [validationMessage('choose_from_list')] } });
    }
    await q.updateAssociationProfile(tx, association.id, {
      name: input.name,
      logo: input.logo ?? null,
      description: input.description ?? null,
      certifiedLabel: input.certifiedLabel ?? null,
      intermissionEligible: input.intermissionEligible,
      areBranchesActivated: input.areBranchesActivated,
    });
    await q.replaceBranches(tx, association.id, input.branches);
    if (input.supervisorIds) await q.setReferents(tx, association.id, input.supervisorIds);
  });
  return readSettings(deps.sql, actor, association.id);
}
