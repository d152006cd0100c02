import { AppError, type FieldErrors } from '../../../shared/errors';
import type {
  AdminTeamBuildingList,
  CompanyTeamBuildingList,
  TeamBuildingAssociationOption,
  TeamBuildingDetail,
  TeamBuildingFilters,
} from '../../../shared/team-building/team-building-api';
import { type TeamBuildingAction, type TeamBuildingState, teamBuildingMachine } from '../../../shared/team-building/team-building.machine';
import { canDeleteTeamBuilding, teamBuildingDuration } from '../../../shared/team-building/team-building.rules';
import type { TeamBuildingInput } from '../../../shared/team-building/team-building.schema';
import { validationMessage } from '../../../shared/validation/messages';
import type { Sql } from '../../db/connect';
import { presentCard, presentTeamBuilding } from './present';
import * as q from './team-building.sql';

/**
 * Team buildings as their owners build them (spec §3): the platform's catalogue (platform admins, under /admin) and a
 * company's own list (its managers: `canManageCompany`, checked by the route). A company reads its own in every state
 * and the catalogue's published ones; it edits only its own. Every use case names its owner, so another company's team
 * building, or a catalogue one edited as a company's own, is a 404. A write is one transaction on the locked row;
 * states change only through the shared machine.
 */
export type TeamBuildingOwner = q.TeamBuildingOwner;

/** What companies are offered of the catalogue, and ask for. */
export const OFFERED_STATES: readonly TeamBuildingState[] = ['published'];

function valuesOf(input: TeamBuildingInput): q.TeamBuildingValues {
  return {
    title: input.title,
    description: input.description,
    startTime: input.startTime,
    endTime: input.endTime,
    duration: teamBuildingDuration(input.startTime, input.endTime),
    minParticipants: input.minParticipants,
    maxParticipants: input.maxParticipants,
    pricePerPersonCents: input.pricePerPersonCents,
    isPriceHidden: input.isPriceHidden,
    contactName: input.contactName,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone,
    thematics: input.thematics,
    associationId: input.associationId,
    images: input.images,
  };
}

async function fieldErrors(sql: Sql, input: TeamBuildingInput): Promise<FieldErrors> {
  const fields: FieldErrors = {};
  if (input.associationId !== null && !(await q.associationExists(sql, input.associationId))) fields.associationId = [validationMessage('choose_from_list')];
  return fields;
}

function throwIfFields(fields: FieldErrors) {
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', undefined, { fields });
}

function detailOf(row: q.TeamBuildingRow, editable: boolean): TeamBuildingDetail {
  return {
    teamBuilding: presentTeamBuilding(row, editable),
    requestsCount: row.requestsCount,
    availableActions: editable ? teamBuildingMachine.availableActions(row.state, undefined, undefined) : [],
    canEdit: editable,
    canDelete: editable && canDeleteTeamBuilding(row.requestsCount).ok,
    canRequest: OFFERED_STATES.includes(row.state),
  };
}

async function findEditable(sql: Sql, owner: TeamBuildingOwner, id: number): Promise<q.TeamBuildingRow> {
  const row = await q.findTeamBuilding(sql, owner, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The filters as the SQL reads them. */
function listFilter(filters: TeamBuildingFilters, states?: readonly TeamBuildingState[]): q.TeamBuildingListFilter {
  return {
    states,
    thematics: filters.thematics,
    duration: filters.duration,
    groupSize: filters.groupSize,
    near: filters.near ? { latitude: filters.near.latitude, longitude: filters.near.longitude, radiusKm: filters.radiusKm } : null,
  };
}

// ---- Reading

/** The company's page: the catalogue's published offers and its own list (every state), each filtered alike. */
export async function listCompanyTeamBuildings(sql: Sql, companyId: number, filters: TeamBuildingFilters): Promise<CompanyTeamBuildingList> {
  const [catalogue, own] = await Promise.all([
    q.listTeamBuildings(sql, { kind: 'catalogue' }, listFilter(filters, OFFERED_STATES), companyId),
    q.listTeamBuildings(sql, { kind: 'company', companyId }, listFilter(filters), companyId),
  ]);
  return { catalogue: catalogue.map((row) => presentCard(row, false)), own: own.map((row) => presentCard(row, true)) };
}

/** The platform's catalogue, every state, with every company's requests counted. */
export async function listCatalogueTeamBuildings(sql: Sql, filters: TeamBuildingFilters): Promise<AdminTeamBuildingList> {
  const rows = await q.listTeamBuildings(sql, { kind: 'catalogue' }, listFilter(filters), null);
  return { teamBuildings: rows.map((row) => presentCard(row, true)) };
}

/** A team building as a company reads it: its own (editable), or a published one of the catalogue. */
export async function getCompanyTeamBuilding(sql: Sql, companyId: number, id: number): Promise<TeamBuildingDetail> {
  const own = await q.findTeamBuilding(sql, { kind: 'company', companyId }, id, { requestsOf: companyId });
  if (own) return detailOf(own, true);
  const offered = await q.findTeamBuilding(sql, { kind: 'catalogue' }, id, { states: OFFERED_STATES, requestsOf: companyId });
  if (!offered) throw new AppError('NOT_FOUND');
  return detailOf(offered, false);
}

export async function getCatalogueTeamBuilding(sql: Sql, id: number): Promise<TeamBuildingDetail> {
  return detailOf(await findEditable(sql, { kind: 'catalogue' }, id), true);
}

async function detailAfterWrite(sql: Sql, owner: TeamBuildingOwner, id: number): Promise<TeamBuildingDetail> {
  const row = await q.findTeamBuilding(sql, owner, id, { requestsOf: owner.kind === 'company' ? owner.companyId : null });
  if (!row) throw new AppError('NOT_FOUND');
  return detailOf(row, true);
}

/** Beneficiary associations for the form, by name. */
export async function searchTeamBuildingAssociations(sql: Sql, text: string): Promise<{ associations: TeamBuildingAssociationOption[] }> {
  return { associations: await q.searchAssociations(sql, text.trim(), 20) };
}

// ---- Writing

/** A new draft of the owner's. */
export async function createTeamBuilding(sql: Sql, owner: TeamBuildingOwner, userId: string, input: TeamBuildingInput): Promise<TeamBuildingDetail> {
  throwIfFields(await fieldErrors(sql, input));
  const id = await sql.begin(async (tx) => {
    const created = await q.insertTeamBuilding(tx, owner.kind === 'company' ? owner.companyId : null, userId, valuesOf(input));
    await q.replaceAddresses(tx, created, input.addresses);
    return created;
  });
  return detailAfterWrite(sql, owner, id);
}

export async function updateTeamBuilding(sql: Sql, owner: TeamBuildingOwner, id: number, input: TeamBuildingInput): Promise<TeamBuildingDetail> {
  throwIfFields(await fieldErrors(sql, input));
  await sql.begin(async (tx) => {
    if (!(await q.lockTeamBuilding(tx, owner, id))) throw new AppError('NOT_FOUND');
    await q.updateTeamBuilding(tx, id, valuesOf(input));
    await q.replaceAddresses(tx, id, input.addresses);
  });
  return detailAfterWrite(sql, owner, id);
}

/** A step of the shared machine on the locked row (publish, back to draft, archive, restore). */
export async function transitionTeamBuilding(sql: Sql, owner: TeamBuildingOwner, id: number, action: TeamBuildingAction): Promise<TeamBuildingDetail> {
  await sql.begin(async (tx) => {
    if (!(await q.lockTeamBuilding(tx, owner, id))) throw new AppError('NOT_FOUND');
    const current = await q.findTeamBuilding(tx, owner, id);
    const result = teamBuildingMachine.transition(current!.state, action, undefined);
    if (!result.ok) throw new AppError(result.code);
    await q.setTeamBuildingState(tx, id, result.next);
  });
  return detailAfterWrite(sql, owner, id);
}

/**
 * Spec §5/§8: a team building with registrations cannot be deleted. Counted under the row's lock, and a request made
 * meanwhile waits for it (it takes the row `for share`), so none slips in between the count and the delete.
 */
export async function deleteTeamBuilding(sql: Sql, owner: TeamBuildingOwner, id: number): Promise<void> {
  await sql.begin(async (tx) => {
    if (!(await q.lockTeamBuilding(tx, owner, id))) throw new AppError('NOT_FOUND');
    const rule = canDeleteTeamBuilding(await q.countAllRequests(tx, id));
    if (!rule.ok) throw new AppError(rule.code);
    await q.deleteTeamBuilding(tx, id);
  });
}
