import type { FieldErrors } from '../../../shared/errors';
import type { BookingTargets } from '../../../shared/missions/mission-management.schema';
import { validationMessage } from '../../../shared/validation/messages';
import type { Sql, TransactionSql } from '../../db/connect';
import * as q from './booking-targets.sql';
import type { MissionAccess } from './mission-access';

type Tx = Sql | TransactionSql;

function targetScopeOf(access: MissionAccess): q.BookingTargetScope {
  if (access.scope.kind === 'company') return { kind: 'company', companyId: access.scope.company.id };
  // Platform admins run missions for any association: every active company is offered to them.
  if (access.actor.isPlatformAdmin) return { kind: 'all-active' };
  return { kind: 'association', associationId: access.scope.association.id };
}

/** `GET .../booking-targets`: the companies (with their entities) a mission of this space may be restricted to. */
export async function listBookingTargets(sql: Tx, access: MissionAccess): Promise<BookingTargets> {
  const companies = await q.listBookingCompanies(sql, targetScopeOf(access));
  const entities = await q.listEntitiesOfCompanies(
    sql,
    companies.map((company) => company.id),
  );
  return {
    companies: companies.map((company) => ({
      id: company.id,
      name: company.name,
      entities: entities.filter((entity) => entity.companyId === company.id).map((entity) => ({ id: entity.id, name: entity.name })),
    })),
  };
}

/**
 * Refuses restricted companies and targeted entities outside the list the form
 * offers. What the mission already names may stay (a partnership ended since
 * must not block other edits).
 */
export async function checkBookingTargets(
  tx: Tx,
  access: MissionAccess,
  input: { restrictedCompanyIds: number[]; targetedForEntityIds: number[] },
  fields: FieldErrors,
  current?: { restrictedCompanyIds: number[]; targetedForEntityIds: number[] },
): Promise<void> {
  if (input.restrictedCompanyIds.length === 0 && input.targetedForEntityIds.length === 0) return;
  const targets = await listBookingTargets(tx, access);
  const companies = new Set([...targets.companies.map((company) => company.id), ...(current?.restrictedCompanyIds ?? [])]);
  const entities = new Set([...targets.companies.flatMap((company) => company.entities.map((entity) => entity.id)), ...(current?.targetedForEntityIds ?? [])]);
  if (input.restrictedCompanyIds.some((id) => !companies.has(id))) fields.restrictedCompanyIds = [validationMessage('booking_company_not_offered')];
  if (input.targetedForEntityIds.some((id) => !entities.has(id))) fields.targetedForEntityIds = [validationMessage('booking_entity_not_offered')];
}
