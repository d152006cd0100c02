import { AppError } from '../../../shared/errors';
import { type ApplyAnswer, type MissionCard, type MissionPage, type MissionSearchQuery, type MissionSearchResult } from '../../../shared/missions/mission-search.schema';
import { RESULTS_COUNT_CAP, SEARCH_PAGE_SIZE, effectiveSort } from '../../../shared/missions/mission-search.rules';
import { parisDateTime } from '../../../shared/missions/mission-visibility';
import { missionDisplayState } from '../../../shared/missions/mission.machine';
import { isPinned } from '../../../shared/missions/mission.rules';
import { canApply } from '../../../shared/permissions/policies';
import { placesLeft, signupsOpen } from '../../../shared/timeslots/timeslot.rules';
import { hoursBetween } from '../../../shared/time/working-time';
import type { Sql, SqlFragment, TransactionSql } from '../../db/connect';
import type { CompanyRecord } from '../companies/companies.service';
import type { RequestActor } from '../users/service';
import { sanitizeRichText } from './rich-text';
import * as q from './search.sql';
import { heroPicture } from '../../../shared/missions/card-facts';

/** At most this many words of a search text count (a pasted paragraph should not build a huge query). */
const MAX_SEARCH_WORDS = 8;

/** Who is looking (visitor or employee of a company), and the mission page row other modules present. */
export type { Audience, MissionPageRow } from './search.sql';

/**
 * The discovery rule as a SQL condition on the mission alias `m` (live, open to the audience), for the
 * modules that read what an audience reaches through missions: the association directory, the sync pull.
 */
export function missionsVisibleTo(sql: Sql | TransactionSql, audience: q.Audience, now: Date, today: string): SqlFragment {
  return q.visibleTo(sql, audience, now, today);
}

/** `hasDurationIn` for the modules that read missions by their duration class (a selection's filter): a condition on `m`. */
export function missionHasDurationIn(sql: Sql | TransactionSql, durations: SqlFragment, now: Date): SqlFragment {
  return q.hasDurationIn(sql, durations, now);
}

/** The cards of one association's missions visible to the audience, pinned then newest first (its page in the directory). */
export async function listAssociationMissionCards(sql: Sql, audience: q.Audience, associationId: number, now: Date, today: string): Promise<MissionCard[]> {
  const rows = await q.listAssociationMissions(sql, audience, associationId, now, today);
  return rows.map((row) => toCard(row, now));
}

/**
 * The cards of the given missions the audience may see, in the order given: what a highlight shows of the missions it
 * names (one archived, unpublished, over or not open to the audience since it was picked is left out, never an error).
 */
export async function listVisibleMissionCards(sql: Sql | TransactionSql, audience: q.Audience, missionIds: readonly number[], now = new Date()): Promise<MissionCard[]> {
  if (missionIds.length === 0) return [];
  const rows = await q.listVisibleMissionsByIds(sql, audience, missionIds, now, parisDateTime(now).date);
  return rows.map((row) => toCard(row, now));
}

/**
 * The search text as a French prefix `tsquery`: every word must match, each
 * as the beginning of a word ('nettoy' finds 'nettoyage'). Only letters and
 * digits reach `to_tsquery`, so its operators can never be injected.
 */
export function prefixTsquery(text: string | undefined): string | null {
  if (!text) return null;
  const words = (text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length >= 2).slice(0, MAX_SEARCH_WORDS);
  return words.length === 0 ? null : words.map((word) => `${word.toLowerCase()}:*`).join(' & ');
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toCard(row: q.MissionCardRow, now: Date): MissionCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    missionType: row.missionType,
    availabilityType: row.availabilityType,
    requiredAvailability: row.requiredAvailability,
    timeType: row.timeType,
    isRemote: row.isRemote,
    isTaxExempt: row.isTaxExempt,
    isPinned: isPinned({ isPinned: row.isPinned, pinnedUntil: iso(row.pinnedUntil) }, now),
    coverImage: row.images[0] ?? null,
    association:
      row.associationId !== null ? { id: row.associationId, slug: row.associationSlug!, name: row.associationName!, logo: row.associationLogo } : null,
    place:
      row.locationKind && row.latitude !== null && row.longitude !== null
        ? { kind: row.locationKind, label: row.locationLabel ?? '', city: row.city, latitude: row.latitude, longitude: row.longitude }
        : null,
    thematics: row.thematics,
    skills: row.skills,
    nextTimeslotAt: iso(row.nextTimeslotAt),
    ...(row.openTimeslots === undefined
      ? {}
      : { upcomingDates: (row.upcomingTimeslots ?? []).map((date) => date.toISOString()), openTimeslots: row.openTimeslots }),
    distanceKm: row.distanceKm === null ? null : Math.round(row.distanceKm * 10) / 10,
    displayState: missionDisplayState(row.state, { expiresOn: row.expiresOn, lastTimeslotEndsAt: row.lastTimeslotEndsAt }, now),
  };
}

/** The mission and association parts of a mission page, as the online page and the offline replica show them. */
export function presentMissionPage(row: q.MissionPageRow, now: Date) {
  const card = toCard(row, now);
  return {
    mission: {
      ...card,
      // Rich text, sanitised when written; sanitised again here because the page renders it as HTML.
      description: sanitizeRichText(row.description),
      images: row.images,
      videoUrl: row.videoUrl,
      sdgs: row.sdgs,
      isGroup: row.isGroup,
      practicalInfo: row.practicalInfo,
      externalUrl: row.externalUrl,
      expiresOn: row.expiresOn,
      publishedAt: iso(row.publishedAt),
    },
    association: card.association ? { ...card.association, description: row.associationDescription } : null,
  };
}

/**
 * One page of the search. `within`: a further condition on `m` from another module (the missions of a selection,
 * `?program=`, which the route resolves through the programs' service); `pageSize` for a shorter page (a preview).
 */
export async function searchMissions(
  sql: Sql,
  audience: q.Audience,
  query: MissionSearchQuery,
  now = new Date(),
  options: { within?: SqlFragment; pageSize?: number } = {},
): Promise<MissionSearchResult> {
  const sort = effectiveSort(query);
  const pageSize = options.pageSize ?? SEARCH_PAGE_SIZE;
  const input: q.SearchInput = { query, sort, tsquery: prefixTsquery(query.q), now, today: parisDateTime(now).date, pageSize, within: options.within };
  // Side by side, on two connections. As one statement (the count joined to the page) they ran one after the other:
  // slower on PostgreSQL (0.5x to 1x the throughput of the pair in bench runs, more latency), no faster on PGlite.
  const [rows, counted] = await Promise.all([q.searchMissions(sql, audience, input), q.countMissions(sql, audience, input, RESULTS_COUNT_CAP)]);
  return {
    missions: rows.map((row) => toCard(row, now)),
    total: Math.min(counted, RESULTS_COUNT_CAP),
    totalCapped: counted > RESULTS_COUNT_CAP,
    page: query.page,
    pageSize,
    sort,
  };
}

/**
 * The employee's view of a company: 403 unless they are one of its employees (spec §2 employee space), that
 * is hold a membership of it (a holding admin's reach to its sibling companies is none). The actor, read
 * with the session, carries each membership's entity and intermission.
 */
export function employeeAudience(actor: RequestActor, company: CompanyRecord): Extract<q.Audience, { kind: 'employee' }> {
  const employee = actor.companies.find((membership) => membership.companyId === company.id);
  if (!employee) throw new AppError('FORBIDDEN');
  return { kind: 'employee', companyId: company.id, entityId: employee.entityId, inIntermission: employee.inIntermission };
}

async function missionPage(sql: Sql, audience: q.Audience, missionId: number, now: Date): Promise<{ page: MissionPage; row: q.MissionPageRow }> {
  const row = await q.findVisibleMission(sql, audience, missionId, now, parisDateTime(now).date);
  if (!row) throw new AppError('NOT_FOUND');
  const slots = await q.listUpcomingTimeslots(sql, missionId, now);
  return {
    row,
    page: {
      ...presentMissionPage(row, now),
      timeslots: slots.map((slot) => ({
        id: slot.id,
        kind: slot.kind,
        startsAt: slot.startsAt.toISOString(),
        endsAt: slot.endsAt.toISOString(),
        durationHours: hoursBetween(slot.startsAt, slot.endsAt),
        places: slot.places,
        placesLeft: placesLeft(slot),
        signupsOpen: signupsOpen(slot, row.registrationDeadlineDays, now),
      })),
      apply: null,
    },
  };
}

/** The picture a public mission's page shows first, or undefined for a mission not open to everyone (one statement). */
export async function publicMissionPicture(sql: Sql, missionId: number, now = new Date()): Promise<string | undefined> {
  const row = await q.findVisibleMission(sql, { kind: 'public' }, missionId, now, parisDateTime(now).date);
  return row ? heroPicture(row) : undefined;
}

/** `/missions/{id}-{slug}`: 404 unless the mission is open to everyone. */
export async function getPublicMissionPage(sql: Sql, missionId: number, now = new Date()): Promise<MissionPage> {
  return (await missionPage(sql, { kind: 'public' }, missionId, now)).page;
}

/** `/collaborateur/{slug}/missions/{id}-{slug}`: the page, and whether the employee could apply now (spec §6 'Employee'). */
export async function getEmployeeMissionPage(sql: Sql, actor: RequestActor, company: CompanyRecord, missionId: number, now = new Date()): Promise<MissionPage> {
  const audience = employeeAudience(actor, company);
  const { page, row } = await missionPage(sql, audience, missionId, now);
  const validated = await q.isValidatedByCompany(sql, missionId, company.id);
  const result = canApply({
    actor,
    companyActive: company.isActive,
    missionState: row.state,
    // Only live missions are found at all; the rule still gets the facts it asks for.
    missionExpired: false,
    missionValidatedByCompany: validated,
    missionOpenToEmployee: true,
  });
  const apply: ApplyAnswer = result.ok ? { allowed: true } : { allowed: false, code: result.code };
  return { ...page, apply };
}
