import { engagementActions } from '../../../shared/engagements/engagement.machine';
import { AppError, type ErrorCode, type FieldErrors } from '../../../shared/errors';
import { type MissionAction, type MissionState, missionDisplayState, missionMachine } from '../../../shared/missions/mission.machine';
import { canAddDateRange, canDeleteMission, checkMissionLocks, missingFieldErrors, missingRequiredFields } from '../../../shared/missions/mission.rules';
import { MISSION_TITLE_MAX, type Mission } from '../../../shared/missions/mission.schema';
import type {
  DateRangeInput,
  MissionApplication,
  MissionDetail,
  MissionFormInput,
  MissionList,
  MissionListItem,
  MissionListQuery,
  MissionSubscriber,
  MissionTestimony,
  PersonRef,
} from '../../../shared/missions/mission-management.schema';
import type { Actor } from '../../../shared/permissions/actor';
import {
  type MissionChange,
  canAssignMissionSupervisor,
  canChangeMission,
  canManageEngagement,
  type EngagementMissionRef,
  type MissionParty,
  canCreateAssociationMission,
  canManageAssociation,
  canManageCompany,
  canPinMission,
  canReadAssociationMissions,
} from '../../../shared/permissions/policies';
import { endOfParisDay, parisToInstant } from '../../../shared/time/paris';
import { fullName } from '../../../shared/users/me';
import { slugify } from '../../../shared/validation/inputs';
import { validationMessage } from '../../../shared/validation/messages';
import type { Sql, TransactionSql } from '../../db/connect';
import { errorMessage } from '../../http/messages';
import { applyTimeslotPlan, planTimeslots, presentTimeslot } from './mission-timeslots.service';
import { insertTimeslot, listMissionTimeslots } from './mission-timeslots.sql';
import { checkBookingTargets } from './booking-targets.service';
import type { MissionAccess, MissionScope } from './mission-access';
import * as q from './manage.sql';
import { richTextToPlain, sanitizeRichText } from './rich-text';

type Deps = { sql: Sql };
type Tx = Sql | TransactionSql;

// In their own file so booking-targets.service can name them without importing this service back.
export type { MissionAccess, MissionScope } from './mission-access';

export function tenantOf(scope: MissionScope): q.MissionTenant {
  return scope.kind === 'association' ? { kind: 'association', associationId: scope.association.id } : { kind: 'company', companyId: scope.company.id };
}

/** Builds the access of a request; refuses (403) anyone who may not even read the space's missions. */
export async function missionAccess(deps: Deps, actor: Actor, scope: MissionScope): Promise<MissionAccess> {
  if (scope.kind === 'company') {
    if (!canManageCompany(actor, scope.company)) throw new AppError('FORBIDDEN');
    return { actor, scope, actorIsReferent: true };
  }
  if (!canReadAssociationMissions(actor, scope.association.id)) throw new AppError('FORBIDDEN');
  return { actor, scope, actorIsReferent: await q.isAssociationReferent(deps.sql, scope.association.id, actor.userId) };
}

/** Who acts on this mission, as the shared rules and the mission machine see it. */
function partyOf(access: MissionAccess, mission: { supervisorId: string | null }): MissionParty {
  const { supervisorId } = mission;
  return {
    actor: access.actor,
    mission: access.scope.kind === 'company' ? { supervisorId, company: access.scope.company } : { supervisorId, associationId: access.scope.association.id },
  };
}

/**
 * The mission as `canManageEngagement` sees it from this space: a mission the company published names the
 * company, and whether its referent still counts (one of the company's possible referents, `referents`).
 */
function engagementMissionRef(access: MissionAccess, mission: { supervisorId: string | null }, referents: readonly { id: string }[]): EngagementMissionRef {
  const { supervisorId } = mission;
  if (access.scope.kind === 'association') return { supervisorId };
  const { company } = access.scope;
  const referentIsMember = supervisorId !== null && referents.some((person) => person.id === supervisorId);
  return { supervisorId, publishingCompany: { id: company.id, holdingId: company.holdingId, referentIsMember } };
}

function mayChange(access: MissionAccess, mission: { supervisorId: string | null }, change: MissionChange): boolean {
  return canChangeMission(partyOf(access, mission), change);
}

function requireChange(access: MissionAccess, mission: { supervisorId: string | null }, change: MissionChange) {
  if (!mayChange(access, mission, change)) throw new AppError('FORBIDDEN');
}

// ---- Presenting

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function locationOf(row: q.MissionRow): Mission['location'] {
  if (!row.locationKind || row.latitude === null || row.longitude === null) return null;
  return {
    kind: row.locationKind,
    label: row.locationLabel ?? '',
    city: row.city,
    postalCode: row.postalCode,
    region: row.region,
    country: row.country ?? 'FR',
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** Spec §5: the required fields still empty (the rich-text description counts by its visible text). */
export function missingFieldsOf(row: q.MissionRow): string[] {
  return missingRequiredFields(
    {
      title: row.title,
      description: richTextToPlain(row.description),
      availabilityType: row.availabilityType,
      requiredAvailability: row.requiredAvailability,
      isRemote: row.isRemote,
      location: locationOf(row),
      thematics: row.thematics,
      supervisorId: row.supervisorId,
    },
    { futureTimeslots: row.futureTimeslots },
  );
}

function displayStateOf(row: q.MissionRow, now: Date) {
  return missionDisplayState(row.state, { expiresOn: row.expiresOn, lastTimeslotEndsAt: row.lastTimeslotEndsAt }, now);
}

function supervisorOf(row: q.MissionRow): PersonRef | null {
  if (!row.supervisorId) return null;
  return { id: row.supervisorId, fullName: fullName(row.supervisorFirstName, row.supervisorLastName, row.supervisorEmail ?? '') };
}

export function presentMission(row: q.MissionRow): Mission {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    state: row.state,
    publisher: { type: row.publisherType, slug: row.publisherSlug },
    publisherId: row.publisherId,
    associationId: row.associationId,
    companyId: row.companyId,
    publishedAt: iso(row.publishedAt),
    firstPublishedAt: iso(row.firstPublishedAt),
    updatedAt: row.updatedAt.toISOString(),
    supervisorId: row.supervisorId,
    targetedForEntityIds: row.targetedForEntityIds,
    missionType: row.missionType,
    availabilityType: row.availabilityType,
    requiredAvailability: row.requiredAvailability,
    timeType: row.timeType,
    isTaxExempt: row.isTaxExempt,
    deductsCredit: row.deductsCredit,
    isPinned: row.isPinned,
    pinnedUntil: iso(row.pinnedUntil),
    isRemote: row.isRemote,
    isGroup: row.isGroup,
    location: locationOf(row),
    thematics: row.thematics,
    skills: row.skills,
    sdgs: row.sdgs,
    images: row.images,
    videoUrl: row.videoUrl,
    expiresOn: row.expiresOn,
    registrationDeadlineDays: row.registrationDeadlineDays,
    externalUrl: row.externalUrl,
    externalInstructions: row.externalInstructions,
    practicalInfo: row.practicalInfo,
    registrationMessage: row.registrationMessage,
    autoReply: row.autoReply,
    bookingRestriction: row.bookingRestriction,
    restrictedCompanyIds: row.restrictedCompanyIds,
  };
}

export function presentListItem(row: q.MissionRow, now: Date): MissionListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    displayState: displayStateOf(row, now),
    missionType: row.missionType,
    availabilityType: row.availabilityType,
    isRemote: row.isRemote,
    locationLabel: row.locationLabel,
    thematics: row.thematics,
    coverImage: row.images[0] ?? null,
    supervisor: supervisorOf(row),
    expiresOn: row.expiresOn,
    nextTimeslotAt: iso(row.nextTimeslotAt),
    futureTimeslots: row.futureTimeslots,
    placesLeft: row.placesLeft,
    applications: { pending: row.pendingApplications, confirmed: row.confirmedApplications },
    missingFields: missingFieldsOf(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const LOCKABLE = ['timeType', 'availabilityType', 'isTaxExempt', 'deductsCredit'] as const;
const LOCK_FIELD: Partial<Record<ErrorCode, string>> = {
  TIME_TYPE_LOCKED: 'timeType',
  DATE_MODE_LOCKED: 'availabilityType',
  TAX_EXEMPT_LOCKED: 'isTaxExempt',
  CREDIT_DEDUCTION_LOCKED: 'deductsCredit',
};

function lockFacts(row: q.MissionRow) {
  return { timeslots: row.timeslotCount, applications: row.applications, registeredVolunteers: row.liveApplications };
}

/** Each lockable field that could not change now, with the code that says why. */
function lockedFieldsOf(row: q.MissionRow): Record<string, string> {
  const locked: Record<string, string> = {};
  for (const field of LOCKABLE) {
    // Any other value of the field stands for "a change".
    const other = field === 'timeType' ? (row.timeType === 'work' ? 'personal' : 'work') : field === 'availabilityType' ? (row.availabilityType === 'MISSION_AVAILABILITY_TYPE_TEXT' ? 'MISSION_AVAILABILITY_TYPE_TIMESLOTS' : 'MISSION_AVAILABILITY_TYPE_TEXT') : !row[field];
    const result = checkMissionLocks(row, { [field]: other }, lockFacts(row));
    if (!result.ok) locked[field] = result.code;
  }
  return locked;
}

async function referentsOf(sql: Tx, access: MissionAccess): Promise<PersonRef[]> {
  const rows =
    access.scope.kind === 'association'
      ? await q.listAssociationReferents(sql, access.scope.association.id)
      : await q.listCompanyReferents(sql, access.scope.company.id);
  return rows.map((row) => ({ id: row.id, fullName: fullName(row.firstName, row.lastName, row.email) }));
}

async function detailOf(sql: Tx, access: MissionAccess, row: q.MissionRow): Promise<MissionDetail> {
  const now = new Date();
  const [timeslots, supervisors] = await Promise.all([
    listMissionTimeslots(sql, row.id, { associationId: row.associationId, companyId: row.companyId }),
    referentsOf(sql, access),
  ]);
  // Publishing stays offered while fields are missing: the refusal names them (spec §8).
  const availableActions = missionMachine
    .availableActions(row.state, partyOf(access, row), {})
    .filter((action): action is Exclude<MissionAction, 'auto_unpublish'> => action !== 'auto_unpublish');
  return {
    mission: presentMission(row),
    displayState: displayStateOf(row, now),
    timeslots: timeslots.map(presentTimeslot),
    facts: { timeslots: row.timeslotCount, applications: row.applications, registeredVolunteers: row.liveApplications, waitingSubscribers: row.waitingSubscribers },
    missingFields: missingFieldsOf(row),
    availableActions,
    canDelete: canDeleteMission(row.applications).ok && mayChange(access, row, 'delete'),
    lockedFields: lockedFieldsOf(row),
    supervisors,
    association: row.associationId !== null ? { id: row.associationId, slug: row.associationSlug!, name: row.associationName! } : null,
    handlesApplications: canManageEngagement(access.actor, engagementMissionRef(access, row, supervisors)).ok,
  };
}

async function findOrThrow(sql: Tx, access: MissionAccess, id: number): Promise<q.MissionRow> {
  const row = await q.findMission(sql, tenantOf(access.scope), id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Locks the mission for a change, then reads it with its facts (another tenant's mission is not found). */
async function lockOrThrow(tx: Tx, access: MissionAccess, id: number): Promise<q.MissionRow> {
  if (!(await q.lockMission(tx, tenantOf(access.scope), id))) throw new AppError('NOT_FOUND');
  return findOrThrow(tx, access, id);
}

// ---- Reading

/** Every mission of an association as its mission list shows them (the association dashboard picks those needing attention). */
export async function listAssociationMissionItems(sql: Sql, associationId: number, now: Date): Promise<MissionListItem[]> {
  return (await q.listMissions(sql, { kind: 'association', associationId })).map((row) => presentListItem(row, now));
}

export async function listManagedMissions(deps: Deps, access: MissionAccess, query: MissionListQuery): Promise<MissionList> {
  const now = new Date();
  const items = (await q.listMissions(deps.sql, tenantOf(access.scope), query.q || undefined)).map((row) => presentListItem(row, now));
  const counts: Record<string, number> = {};
  for (const item of items) counts[item.displayState] = (counts[item.displayState] ?? 0) + 1;
  const wanted = query.expiring === 'true' ? 'expiring_soon' : query.state;
  return { missions: wanted ? items.filter((item) => item.displayState === wanted) : items, counts };
}

export async function getMissionDetail(deps: Deps, access: MissionAccess, id: number): Promise<MissionDetail> {
  return detailOf(deps.sql, access, await findOrThrow(deps.sql, access, id));
}

export async function listMissionApplications(deps: Deps, access: MissionAccess, id: number): Promise<{ applications: MissionApplication[] }> {
  const mission = await findOrThrow(deps.sql, access, id);
  const [rows, referents] = await Promise.all([q.listApplications(deps.sql, id), access.scope.kind === 'company' ? referentsOf(deps.sql, access) : []]);
  const ref = engagementMissionRef(access, mission, referents);
  return {
    applications: rows.map((row) => ({
      id: row.id,
      state: row.state,
      volunteer: { fullName: fullName(row.firstName, row.lastName, row.email), email: row.email, companyName: row.companyName },
      timeType: row.timeType,
      message: row.message,
      timeslots: (row.timeslots ?? []).map((slot) => ({ startsAt: new Date(slot.startsAt).toISOString(), endsAt: new Date(slot.endsAt).toISOString() })),
      createdAt: row.createdAt.toISOString(),
      availableActions: engagementActions(
        { ...row, usesTimeslots: mission.availabilityType === 'MISSION_AVAILABILITY_TYPE_TIMESLOTS' },
        { actor: access.actor, as: 'organiser', engagement: { userId: row.userId, ...ref } },
      ),
    })),
  };
}

export async function listMissionSubscribers(deps: Deps, access: MissionAccess, id: number): Promise<{ subscribers: MissionSubscriber[] }> {
  await findOrThrow(deps.sql, access, id);
  const rows = await q.listSubscribers(deps.sql, id);
  return {
    subscribers: rows.map((row) => ({
      id: row.id,
      timeslotId: row.timeslotId,
      timeslotStartsAt: row.timeslotStartsAt.toISOString(),
      volunteer: { fullName: fullName(row.firstName, row.lastName, row.email), companyName: row.companyName },
      state: row.state,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export async function listMissionTestimonies(deps: Deps, access: MissionAccess, id: number): Promise<{ testimonies: MissionTestimony[] }> {
  await findOrThrow(deps.sql, access, id);
  const rows = await q.listTestimonies(deps.sql, id);
  return {
    testimonies: rows.map((row) => ({
      engagementId: row.engagementId,
      volunteerName: fullName(row.firstName, row.lastName, row.email),
      testimony: row.testimony,
      finishedAt: new Date(row.finishedAt).toISOString(),
    })),
  };
}

// ---- Writing

const fromList = () => [validationMessage('choose_from_list')];

/** The form's values as columns, with the references it names checked against the tenant; field errors go to `fields`. */
async function valuesFrom(tx: Tx, access: MissionAccess, input: MissionFormInput, fields: FieldErrors, current?: q.MissionRow): Promise<q.MissionValues> {
  const { scope } = access;
  let associationId: number | null;
  if (scope.kind === 'association') {
    if (input.associationId != null && input.associationId !== scope.association.id) fields.associationId = fromList();
    associationId = scope.association.id;
  } else {
    associationId = input.associationId ?? null;
    if (associationId !== null && !(await q.associationExists(tx, associationId))) fields.associationId = fromList();
  }
  const supervisorId = input.supervisorId ?? null;
  // The current referent may stay even if no longer on the list (e.g. their flag was removed since).
  const keepsReferent = current !== undefined && supervisorId === current.supervisorId;
  if (supervisorId !== null && !keepsReferent && !(await referentsOf(tx, access)).some((person) => person.id === supervisorId)) fields.supervisorId = fromList();
  // Only the companies (and their entities) the form's picker offers: partners, or the publishing company.
  await checkBookingTargets(tx, access, input, fields, current);
  const location = input.isRemote && !input.location ? null : (input.location ?? null);
  return {
    slug: slugify(input.title),
    title: input.title,
    description: sanitizeRichText(input.description ?? ''),
    associationId,
    supervisorId,
    missionType: input.missionType,
    availabilityType: input.availabilityType,
    requiredAvailability: input.requiredAvailability ?? null,
    timeType: input.timeType,
    isGroup: input.isGroup,
    isRemote: input.isRemote,
    isTaxExempt: input.isTaxExempt,
    deductsCredit: input.deductsCredit,
    location: location
      ? {
          kind: location.kind,
          label: location.label,
          city: location.city ?? null,
          postalCode: location.postalCode ?? null,
          region: location.region ?? null,
          country: location.country.toUpperCase(),
          latitude: location.latitude,
          longitude: location.longitude,
        }
      : null,
    thematics: input.thematics,
    skills: input.skills,
    sdgs: input.sdgs,
    images: input.images,
    videoUrl: input.videoUrl ?? null,
    expiresOn: input.expiresOn ?? null,
    registrationDeadlineDays: input.registrationDeadlineDays ?? null,
    externalUrl: input.externalUrl ?? null,
    externalInstructions: input.externalInstructions ?? null,
    practicalInfo: input.practicalInfo ?? null,
    registrationMessage: input.registrationMessage ?? null,
    autoReply: input.autoReply ?? null,
    bookingRestriction: input.bookingRestriction,
    ...pinOf(access, input, current, fields),
  };
}

/**
 * The pin (spec §3 'Pinned or highlighted flag with an optional end date'): set by those `canPinMission` allows, until
 * the end of its last Paris day; left as it is when the form does not say. Anyone else changing it is refused on the field.
 */
function pinOf(access: MissionAccess, input: MissionFormInput, current: q.MissionRow | undefined, fields: FieldErrors): Pick<q.MissionValues, 'isPinned' | 'pinnedUntil'> {
  const kept = { isPinned: current?.isPinned ?? false, pinnedUntil: current?.pinnedUntil ?? null };
  if (input.isPinned === undefined) return kept;
  const wanted = { isPinned: input.isPinned, pinnedUntil: input.isPinned && input.pinnedUntil ? endOfParisDay(input.pinnedUntil) : null };
  const changes = wanted.isPinned !== kept.isPinned || wanted.pinnedUntil?.getTime() !== kept.pinnedUntil?.getTime();
  if (!changes) return kept;
  if (!canPinMission(access.actor, access.scope.kind)) {
    fields.isPinned = [errorMessage('FORBIDDEN')];
    return kept;
  }
  return wanted;
}

/** A referent member (not admin) keeps their missions: they name only themselves (and are named by default). */
function supervisorFor(access: MissionAccess, input: MissionFormInput): MissionFormInput {
  if (access.scope.kind !== 'association') return input;
  const associationId = access.scope.association.id;
  if (canManageAssociation(access.actor, associationId)) return input;
  const supervisorId = input.supervisorId ?? access.actor.userId;
  if (!canAssignMissionSupervisor(access.actor, associationId, supervisorId)) throw new AppError('FORBIDDEN');
  return { ...input, supervisorId };
}

function throwIfFields(fields: FieldErrors, code: ErrorCode = 'VALIDATION_FAILED') {
  if (Object.keys(fields).length > 0) throw new AppError(code, undefined, { fields });
}

export async function createManagedMission(deps: Deps, access: MissionAccess, rawInput: MissionFormInput): Promise<MissionDetail> {
  const { scope, actor } = access;
  if (scope.kind === 'association' && !canCreateAssociationMission(actor, scope.association.id, access.actorIsReferent)) throw new AppError('FORBIDDEN');
  const input = supervisorFor(access, rawInput);
  return deps.sql.begin(async (tx) => {
    const fields: FieldErrors = {};
    const values = await valuesFrom(tx, access, input, fields);
    const plan = values.availabilityType === 'MISSION_AVAILABILITY_TYPE_TIMESLOTS' ? planTimeslots([], input.timeslots) : null;
    if (plan) Object.assign(fields, plan.fields);
    throwIfFields(fields, plan?.code ?? 'VALIDATION_FAILED');
    const publisher = await q.ensurePublisher(tx, scope.kind === 'association' ? { associationId: scope.association.id } : { companyId: scope.company.id });
    const id = await q.insertMission(tx, publisher, scope.kind === 'company' ? scope.company.id : null, values);
    await q.replaceRestrictedCompanies(tx, id, input.restrictedCompanyIds);
    await q.replaceTargetedEntities(tx, id, input.targetedForEntityIds, scope.kind === 'company' ? scope.company.id : null);
    if (plan) await applyTimeslotPlan(tx, id, plan);
    return detailOf(tx, access, await findOrThrow(tx, access, id));
  });
}

export async function updateManagedMission(deps: Deps, access: MissionAccess, id: number, rawInput: MissionFormInput): Promise<MissionDetail> {
  return deps.sql.begin(async (tx) => {
    const current = await lockOrThrow(tx, access, id);
    requireChange(access, current, 'edit');
    const input = supervisorFor(access, rawInput);

    // Spec §3/§4 locks come first: they answer 409 with the field to blame.
    const lock = checkMissionLocks(current, input, lockFacts(current));
    if (!lock.ok) throw new AppError(lock.code, undefined, { fields: { [LOCK_FIELD[lock.code] ?? '_']: [errorMessage(lock.code)] } });

    const fields: FieldErrors = {};
    const values = await valuesFrom(tx, access, input, fields, current);
    const stored = await listMissionTimeslots(tx, id, { associationId: current.associationId, companyId: current.companyId });
    // A text-availability mission has no timeslots in its form (the date mode lock keeps it so).
    const plan = values.availabilityType === 'MISSION_AVAILABILITY_TYPE_TIMESLOTS' ? planTimeslots(stored, input.timeslots) : null;
    if (plan) Object.assign(fields, plan.fields);
    throwIfFields(fields, plan?.code ?? 'VALIDATION_FAILED');

    // What volunteers can see stays complete (the date list is checked when publishing).
    if (current.state !== 'draft') {
      const missing = missingRequiredFields({ ...values, description: richTextToPlain(values.description) }, { futureTimeslots: 1 });
      throwIfFields(missingFieldErrors(missing), 'MISSION_INCOMPLETE');
    }

    await q.updateMission(tx, tenantOf(access.scope), id, values);
    await q.replaceRestrictedCompanies(tx, id, input.restrictedCompanyIds);
    await q.replaceTargetedEntities(tx, id, input.targetedForEntityIds, access.scope.kind === 'company' ? access.scope.company.id : null);
    if (plan) await applyTimeslotPlan(tx, id, plan);
    return detailOf(tx, access, await findOrThrow(tx, access, id));
  });
}

/** Publish, unpublish or archive: one transaction on the locked row, through the mission state machine (spec §4). */
export async function transitionManagedMission(deps: Deps, access: MissionAccess, id: number, action: Exclude<MissionAction, 'auto_unpublish'>): Promise<MissionDetail> {
  return deps.sql.begin(async (tx) => {
    const current = await lockOrThrow(tx, access, id);
    const missingFields = action === 'publish' ? missingFieldsOf(current) : [];
    const result = missionMachine.authorize(current.state, action, partyOf(access, current), { missingFields, now: new Date() });
    if (!result.ok) {
      const fields = result.code === 'MISSION_INCOMPLETE' ? missingFieldErrors(missingFields) : undefined;
      throw new AppError(result.code, undefined, { fields });
    }
    await q.setMissionState(tx, tenantOf(access.scope), id, result.next);
    return detailOf(tx, access, await findOrThrow(tx, access, id));
  });
}

const COPY_SUFFIX = ' (copie)';

/** A new draft with everything but the timeslots and the state (spec §2 'dupliquer'). */
export async function duplicateManagedMission(deps: Deps, access: MissionAccess, id: number): Promise<MissionDetail> {
  return deps.sql.begin(async (tx) => {
    const source = await findOrThrow(tx, access, id);
    requireChange(access, source, 'duplicate');
    const title = `${source.title.slice(0, MISSION_TITLE_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
    const mission = presentMission(source);
    const values: q.MissionValues = {
      ...mission,
      slug: slugify(title),
      title,
      // A copy is a new draft: it is not pinned.
      isPinned: false,
      pinnedUntil: null,
      location: mission.location ? { ...mission.location, city: mission.location.city ?? null, postalCode: mission.location.postalCode ?? null, region: mission.location.region ?? null } : null,
    };
    const newId = await q.insertMission(tx, { id: source.publisherId, type: source.publisherType }, source.companyId, values);
    await q.copyMissionChildren(tx, id, newId);
    return detailOf(tx, access, await findOrThrow(tx, access, newId));
  });
}

export async function deleteManagedMission(deps: Deps, access: MissionAccess, id: number): Promise<void> {
  await deps.sql.begin(async (tx) => {
    const current = await lockOrThrow(tx, access, id);
    requireChange(access, current, 'delete');
    const rule = canDeleteMission(current.applications);
    if (!rule.ok) throw new AppError(rule.code);
    await q.deleteMission(tx, tenantOf(access.scope), id);
  });
}

/** Spec §5/§9: one date range, by platform administrators only, for missions longer than 10 days. */
export async function addMissionDateRange(deps: Deps, access: MissionAccess, id: number, input: DateRangeInput): Promise<MissionDetail> {
  return deps.sql.begin(async (tx) => {
    const current = await lockOrThrow(tx, access, id);
    const stored = await listMissionTimeslots(tx, id, { associationId: current.associationId, companyId: current.companyId });
    const startsAt = parisToInstant(input.startsOn);
    const endsAt = endOfParisDay(input.endsOn);
    const rule = canAddDateRange({
      isPlatformAdmin: access.actor.isPlatformAdmin,
      existingRanges: stored.filter((slot) => slot.kind === 'range').length,
      startsOn: new Date(`${input.startsOn}T12:00:00`),
      endsOn: new Date(`${input.endsOn}T12:00:00`),
    });
    if (!rule.ok) throw new AppError(rule.code);
    await insertTimeslot(tx, id, { startsAt, endsAt, places: input.places, signupDeadline: null }, 'range');
    return detailOf(tx, access, await findOrThrow(tx, access, id));
  });
}

export type { MissionState };
