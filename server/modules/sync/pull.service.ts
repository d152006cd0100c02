import type { Feature } from '../../../shared/companies/plans';
import type { ApplyAnswer } from '../../../shared/missions/mission-search.schema';
import { parisDateTime } from '../../../shared/missions/mission-visibility';
import type { Actor } from '../../../shared/permissions/actor';
import { canApply } from '../../../shared/permissions/policies';
import { toReplicaMission } from '../../../shared/sync/replica-mission';
import type { SyncChange, SyncChangeEntity, SyncPullResponse, SyncTimeslot } from '../../../shared/sync/sync.schema';
import { placesLeft, signupsOpen } from '../../../shared/timeslots/timeslot.rules';
import type { Sql } from '../../db/connect';
import { creditOverview } from '../credits/credits.service';
import { asOrganiser, asVolunteer, engagementViewQuery, presentEngagement } from '../engagements/read.service';
import { type Audience, missionsVisibleTo, presentMissionPage } from '../missions/search.service';
import { readEmployeeHighlights } from '../highlights/employee.service';
import { readPublishedPrograms } from '../programs/programs.service';
import { CURSOR_VERSION, type Cursor, decodeCursor, encodeCursor } from './cursor';
import * as q from './sync.sql';

/** How long the change log is kept; a cursor older than what is kept gets `reset: true`. */
export const SYNC_RETENTION_DAYS = 30;

/**
 * The space a pull reads, resolved by the route from the context header:
 * an employee of a company (their audience for the discovery rule, and the
 * audience stamp read with it: `sync.sql` findPullMember) or a member of an
 * association. A space built without a stamp (benchmarks, direct calls) counts
 * as null: never reset for an audience change.
 */
export type PullSpace =
  | {
      kind: 'employee';
      actor: Actor;
      companyId: number;
      companyActive: boolean;
      audience: Audience;
      audienceStamp?: string | null;
      /** What the company reaches (spec §6): nothing of another feature is served (a change of them resets the replica, migration 0024). */
      features: ReadonlySet<Feature>;
    }
  | { kind: 'association'; actor: Actor; associationId: number };

/** The employee's membership, account state and audience stamp, read together (undefined: not a member of the company). */
export function findPullMember(sql: Sql, companyId: number, userId: string): Promise<q.PullMemberRow | undefined> {
  return q.findPullMember(sql, companyId, userId);
}

/**
 * The order a snapshot sends the entities in: the few rows of the user's own
 * first (their applications, credit and answers; an association's roster), the
 * many missions last (each with its timeslots), so the first page of a first
 * sync already holds what 'Mes expériences', the home and the roster show. An
 * association comes before the missions that name it. No timeslot phase: a
 * timeslot travels alone only in the log. (A cursor names its phase by index:
 * changing this order needs a new cursor version, cursor.ts.)
 */
const EMPLOYEE_PHASES: readonly SyncChangeEntity[] = ['engagement', 'credit', 'level_answer', 'quest', 'level', 'program', 'highlight', 'association', 'mission'];
const ASSOCIATION_PHASES: readonly SyncChangeEntity[] = ['roster_engagement', 'association', 'mission'];

const spaceKey = (space: PullSpace) => (space.kind === 'employee' ? `c:${space.companyId}` : `a:${space.associationId}`);
const phasesOf = (space: PullSpace) => (space.kind === 'employee' ? EMPLOYEE_PHASES : ASSOCIATION_PHASES);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

type Loaded = { id: string; data: unknown };

function presentTimeslot(slot: q.SyncTimeslotRow, now: Date): SyncTimeslot {
  return {
    id: slot.id,
    kind: slot.kind,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    places: slot.places,
    placesLeft: placesLeft(slot),
    signupsOpen: signupsOpen(slot, slot.registrationDeadlineDays, now),
  };
}

/** Each mission's timeslots not yet over, soonest first, by mission id. */
async function timeslotsByMission(sql: Sql, missionIds: number[], now: Date): Promise<Map<number, SyncTimeslot[]>> {
  const byMission = new Map<number, SyncTimeslot[]>();
  if (missionIds.length === 0) return byMission;
  for (const slot of await q.listTimeslotsOfMissions(sql, missionIds, now)) {
    let slots = byMission.get(slot.missionId);
    if (!slots) byMission.set(slot.missionId, (slots = []));
    slots.push(presentTimeslot(slot, now));
  }
  return byMission;
}

/** The feature (spec §6) each entity of an employee's replica belongs to. */
const ENTITY_FEATURE: Record<SyncChangeEntity, Feature> = {
  mission: 'missions',
  timeslot: 'missions',
  association: 'missions',
  engagement: 'missions',
  roster_engagement: 'missions',
  credit: 'credits',
  quest: 'quests',
  level: 'quests',
  level_answer: 'quests',
  program: 'programs',
  highlight: 'highlights',
};

/** Reads rows of one entity as this space may see them now (by id list or page), shaped as the wire `data`. */
async function load(sql: Sql, space: PullSpace, entity: SyncChangeEntity, selection: q.Selection, now: Date): Promise<Loaded[]> {
  const today = parisDateTime(now).date;
  const employee = space.kind === 'employee' ? space : null;
  // The employee's replica holds only what their company reaches; the association's roster is not a company feature.
  const reaches = (feature: Feature) => !employee || employee.features.has(feature);
  if (!reaches(ENTITY_FEATURE[entity])) return [];
  // Built only for the entities that read missions: the discovery rule for the employee's audience, or the association's own.
  const reach = (): q.MissionReach =>
    employee ? { visibleMissions: missionsVisibleTo(sql, employee.audience, now, today) } : { associationId: (space as Extract<PullSpace, { kind: 'association' }>).associationId };
  switch (entity) {
    case 'mission': {
      const rows = await q.listMissions(sql, employee ? { visibleMissions: missionsVisibleTo(sql, employee.audience, now, today), companyId: employee.companyId } : { associationId: (space as Extract<PullSpace, { kind: 'association' }>).associationId }, now, selection);
      const timeslots = await timeslotsByMission(sql, rows.map((row) => row.id), now);
      return rows.map((row) => {
        let apply: ApplyAnswer | null = null;
        if (employee) {
          const rule = canApply({
            actor: employee.actor,
            companyActive: employee.companyActive,
            missionState: row.state,
            missionExpired: false,
            missionValidatedByCompany: row.validatedByCompany,
            missionOpenToEmployee: true,
          });
          apply = rule.ok ? { allowed: true } : { allowed: false, code: rule.code };
        }
        const facts = {
          apply,
          deductsCredit: row.deductsCredit,
          timeslots: timeslots.get(row.id) ?? [],
          country: row.country,
          publisherCompanyId: row.publisherType === 'PUBLISHER_TYPE_COMPANY' ? row.companyId : null,
        };
        return { id: String(row.id), data: toReplicaMission(presentMissionPage(row, now).mission, facts) };
      });
    }
    case 'timeslot': {
      const rows = await q.listTimeslots(sql, reach(), now, selection);
      return rows.map((slot) => ({ id: String(slot.id), data: { ...presentTimeslot(slot, now), missionId: slot.missionId } }));
    }
    case 'association': {
      const rows = await q.listAssociations(sql, reach(), selection);
      return rows.map((row) => ({ id: String(row.id), data: row }));
    }
    case 'quest': {
      if (!employee) return [];
      const rows = await q.listQuests(sql, employee.companyId, selection);
      return rows.map((row) => ({
        id: String(row.id),
        data: { ...row, publishedAt: iso(row.publishedAt), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() },
      }));
    }
    case 'level': {
      if (!employee) return [];
      const rows = await q.listLevels(sql, employee.companyId, selection);
      return rows.map((row) => ({
        id: String(row.id),
        data: { ...row, onlineEventAt: iso(row.onlineEventAt), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() },
      }));
    }
    case 'program': {
      if (!employee) return [];
      const which = 'ids' in selection ? { ids: q.intIds(selection.ids) } : { after: selection.after === null ? null : Number(selection.after), limit: selection.limit };
      const programs = await readPublishedPrograms(sql, employee.companyId, which);
      return programs.map((program) => ({ id: String(program.id), data: program }));
    }
    case 'highlight': {
      if (!employee) return [];
      const which = 'ids' in selection ? { ids: q.intIds(selection.ids) } : { after: selection.after === null ? null : Number(selection.after), limit: selection.limit };
      const highlights = await readEmployeeHighlights(sql, employee.companyId, which);
      return highlights.map((highlight) => ({ id: String(highlight.id), data: highlight }));
    }
    case 'engagement': {
      if (!employee) return [];
      const rows = await q.listEngagementRows(sql, engagementViewQuery(sql), { companyId: employee.companyId, userId: employee.actor.userId }, selection);
      const partyFor = asVolunteer(employee.actor);
      return rows.map((row) => ({ id: row.id, data: presentEngagement(row, partyFor(row), now) }));
    }
    case 'roster_engagement': {
      if (space.kind !== 'association') return [];
      const partyFor = asOrganiser(space.actor);
      const rows = await q.listEngagementRows(sql, engagementViewQuery(sql), { associationId: space.associationId }, selection);
      return rows.map((row) => ({ id: row.id, data: presentEngagement(row, partyFor(row), now) }));
    }
    case 'credit': {
      if (!employee) return [];
      const wanted = 'ids' in selection ? selection.ids.includes('me') : selection.after === null;
      if (!wanted) return [];
      const overview = await creditOverview(sql, employee.companyId, employee.actor.userId);
      return [{ id: 'me', data: { ...overview, companyId: employee.companyId } }];
    }
    case 'level_answer': {
      if (!employee) return [];
      const rows = await q.listLevelAnswers(sql, employee.companyId, employee.actor.userId, selection);
      return rows.map((row) => ({ id: row.id, data: { ...row, answeredAt: row.answeredAt.toISOString() } }));
    }
  }
}

/**
 * Whether this space may be told that a row it cannot see (any more) is gone.
 * Rows of the user's own tenants only: an employee never learns the ids of
 * another company's missions, quests or applications.
 */
function mayTombstone(space: PullSpace, change: q.ChangeRow): boolean {
  if (space.kind === 'association') return true; // the change rows were selected by the association's id
  if (change.entity === 'mission' || change.entity === 'timeslot' || change.entity === 'association') {
    return change.companyId === null || change.companyId === space.companyId;
  }
  return true; // quests, levels, selections, highlights and own rows were selected by company (and user)
}

async function snapshotPage(sql: Sql, space: PullSpace, cursor: Extract<Cursor, { k: 'snap' }>, limit: number, now: Date) {
  const phases = phasesOf(space);
  const changes: SyncChange[] = [];
  const version = Number(cursor.w);
  let phase = cursor.p;
  let after = cursor.a;
  while (phase < phases.length && changes.length < limit) {
    const entity = phases[phase]!;
    const wanted = limit - changes.length;
    const rows = await load(sql, space, entity, { after, limit: wanted }, now);
    for (const row of rows) changes.push({ entity, id: row.id, op: 'upsert', version, data: row.data } as SyncChange);
    if (rows.length < wanted) {
      phase += 1;
      after = null;
    } else {
      after = rows[rows.length - 1]!.id;
    }
  }
  const done = phase >= phases.length;
  const next: Cursor = done ? { v: CURSOR_VERSION, k: 'log', u: cursor.u, s: cursor.s, f: cursor.w } : { ...cursor, p: phase, a: after };
  return { changes, cursor: next, hasMore: !done };
}

async function logPage(sql: Sql, space: PullSpace, cursor: Extract<Cursor, { k: 'log' }>, limit: number, now: Date) {
  // A window [f, t) closed at its start: every transaction below t had ended, so its change rows are all there.
  const to = cursor.t ?? (await q.currentWatermark(sql, cursor.f));
  const rows = await q.listChanges(sql, space.kind === 'employee' ? { kind: 'employee', companyId: space.companyId, userId: space.actor.userId } : space, { from: cursor.f, to, afterId: cursor.a ?? '0' }, limit);
  // The latest change of each row wins; the row is read now, so one upsert or tombstone per row is enough.
  const latest = new Map<string, q.ChangeRow>();
  for (const row of rows) {
    const key = `${row.entity}:${row.entityId}`;
    latest.delete(key);
    latest.set(key, row);
  }
  const idsByEntity = new Map<SyncChangeEntity, string[]>();
  for (const row of latest.values()) idsByEntity.set(row.entity, [...(idsByEntity.get(row.entity) ?? []), row.entityId]);
  const found = new Map<string, unknown>();
  for (const [entity, ids] of idsByEntity) {
    for (const row of await load(sql, space, entity, { ids }, now)) found.set(`${entity}:${row.id}`, row.data);
  }
  const version = Number(to);
  const changes: SyncChange[] = [];
  for (const [key, row] of latest) {
    if (found.has(key)) changes.push({ entity: row.entity, id: row.entityId, op: 'upsert', version, data: found.get(key) } as SyncChange);
    else if (mayTombstone(space, row)) changes.push({ entity: row.entity, id: row.entityId, op: 'delete', version, data: null });
  }
  const hasMore = rows.length === limit;
  const next: Cursor = hasMore ? { ...cursor, t: to, a: rows[rows.length - 1]!.id } : { v: CURSOR_VERSION, k: 'log', u: cursor.u, s: cursor.s, f: to };
  return { changes, cursor: next, hasMore };
}

/**
 * `GET /api/v1/sync/pull` (sync.md). Without a cursor: a snapshot of what the
 * space may see, paged; its watermark is taken before the first row is read,
 * so any change it misses is in the log from that watermark on. With a cursor:
 * the change rows of the window [watermark, current xmin), each row re-read now
 * and sent as an upsert when the user may see it, otherwise as a tombstone.
 * A cursor that cannot be read, belongs to another user or space, was made
 * before a change of the employee's audience, or is older than the kept log
 * answers `reset: true` with the first snapshot page.
 */
export async function pull(
  deps: { sql: Sql },
  space: PullSpace,
  input: { cursor?: string; limit: number; clientId?: string },
  now = new Date(),
): Promise<SyncPullResponse> {
  const { sql } = deps;
  const userId = space.actor.userId;
  const lastMutationId = await lastMutationIdOf(sql, input.clientId, userId);

  let cursor = input.cursor ? decodeCursor(input.cursor) : null;
  let reset = false;
  if (input.cursor) {
    const watermark = cursor ? (cursor.k === 'snap' ? cursor.w : cursor.f) : null;
    const usable =
      cursor &&
      cursor.u === userId &&
      cursor.s === spaceKey(space) &&
      sameAudience(space, cursor) &&
      !(await q.txidBelowOrEqual(sql, watermark!, await q.prunedThrough(sql)));
    if (!usable) {
      cursor = null;
      reset = true;
    }
  }
  if (!cursor) cursor = { v: CURSOR_VERSION, k: 'snap', u: userId, s: spaceKey(space), w: await q.currentWatermark(sql), p: 0, a: null };

  const page = cursor.k === 'snap' ? await snapshotPage(sql, space, cursor, input.limit, now) : await logPage(sql, space, cursor, input.limit, now);
  // The next cursor names the audience this page was read with.
  const next: Cursor = space.kind === 'employee' ? { ...page.cursor, m: space.audienceStamp ?? null } : page.cursor;
  return { cursor: encodeCursor(next), hasMore: page.hasMore, lastMutationId, changes: page.changes, reset };
}

/**
 * Whether the employee's audience (entity, intermission, role, account state,
 * company active: migration 0013) is still the one the cursor's pages were
 * read with. Rows it may no longer see (or may see now) are named by no change
 * row, so a changed audience answers a reset and a snapshot read anew.
 */
function sameAudience(space: PullSpace, cursor: Cursor): boolean {
  return space.kind !== 'employee' || (cursor.m ?? null) === (space.audienceStamp ?? null);
}

async function lastMutationIdOf(sql: Sql, clientId: string | undefined, userId: string): Promise<number> {
  if (!clientId || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(clientId)) return 0;
  const client = await q.findClient(sql, clientId);
  return client && client.userId === userId ? client.lastMutationId : 0;
}

/** The retention job: drops change rows, and the push results clients acknowledged, older than SYNC_RETENTION_DAYS. */
export async function pruneSyncChanges(deps: { sql: Sql }, now: Date = new Date()): Promise<{ pruned: number; prunedResults: number }> {
  const cutoff = new Date(now.getTime() - SYNC_RETENTION_DAYS * 86_400_000);
  return { pruned: await q.pruneChanges(deps.sql, cutoff), prunedResults: await q.pruneAcknowledgedResults(deps.sql, cutoff) };
}
