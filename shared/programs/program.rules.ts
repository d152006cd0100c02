import { type RuleResult, allowed, refused } from '../errors';
import type { Attendability, MissionDuration, MissionType, Skill, Thematic } from '../missions/taxonomy';
import type { Program } from './program.schema';

/** What a selection needs to know about a mission to decide whether it belongs to it. */
export interface ProgramMissionFacts {
  id: number;
  associationId: number | null;
  /** The company that published the mission, when a company did. */
  publisherCompanyId: number | null;
  country: string | null;
  thematics: readonly Thematic[];
  skills: readonly Skill[];
  missionType: MissionType;
  /** The durations it matches (`missionDurations`: those of its timeslots not yet over, or 'long' when described by a text). */
  durations: readonly MissionDuration[];
  /** Who may attend (`missionAttendabilities`). */
  attendabilities: readonly Attendability[];
  isRemote: boolean;
  isTaxExempt: boolean;
}

type SelectionRules = Pick<
  Program,
  'companyId' | 'missionSelectionMode' | 'missionIds' | 'associationIds' | 'thematics' | 'countries' | 'filters' | 'includeCompanyMissions' | 'acceptsTaxExemption'
>;

/**
 * Who may attend a mission, as the selection filter 'attendabilities' reads it: a group mission welcomes a group, any
 * other one individuals. (No mission says it welcomes families: the form offers the filters a mission can meet,
 * `SELECTABLE_ATTENDABILITIES`.)
 */
export function missionAttendabilities(mission: { isGroup: boolean }): Attendability[] {
  return mission.isGroup ? ['group'] : ['individual'];
}

/** The attendabilities a mission can carry, so the ones the selection form offers. */
export const SELECTABLE_ATTENDABILITIES = ['individual', 'group'] as const satisfies readonly Attendability[];

const anyOf = <T>(wanted: readonly T[], actual: readonly T[]) => wanted.length === 0 || actual.some((value) => wanted.includes(value));
const oneOf = <T>(wanted: readonly T[], actual: T | null) => wanted.length === 0 || (actual !== null && wanted.includes(actual));

/**
 * Whether a (published, available) mission belongs to a selection. Manual
 * selections list their missions; automatic ones apply every filter, an empty
 * filter meaning 'any'. The server lists a selection's missions with one SQL
 * condition that mirrors this function (server/modules/programs/programs.sql.ts
 * `includesMission`; a test checks both agree on a table of missions and
 * selections), always together with the discovery rule of the reader, so a
 * mission that is no longer live, or not open to them, is left out.
 */
export function missionMatchesProgram(program: SelectionRules, mission: ProgramMissionFacts): boolean {
  if (program.missionSelectionMode === 'manual') return program.missionIds.includes(mission.id);
  const { filters } = program;
  if (mission.publisherCompanyId !== null) {
    // A company's own missions only ever appear in that company's selections, and only when it asks for them.
    if (!program.includeCompanyMissions || mission.publisherCompanyId !== program.companyId) return false;
  }
  if (mission.isTaxExempt && !program.acceptsTaxExemption && !filters.taxExemptOnly) return false;
  if (filters.taxExemptOnly && !mission.isTaxExempt) return false;
  if (filters.remoteOnly && !mission.isRemote) return false;
  return (
    oneOf(program.associationIds, mission.associationId) &&
    oneOf(program.countries, mission.country) &&
    anyOf(program.thematics, mission.thematics) &&
    anyOf(filters.skills, mission.skills) &&
    oneOf(filters.missionTypes, mission.missionType) &&
    anyOf(filters.durations, mission.durations) &&
    anyOf(filters.attendabilities, mission.attendabilities)
  );
}

export interface ProgramEditor {
  isPlatformAdmin: boolean;
  /** The company of the request context (company space), if any. */
  companyId: number | null;
}

/** Catalogue selections (no company) are curated by platform admins; a company edits only its own. */
export function canEditProgram(actor: ProgramEditor, program: Pick<Program, 'companyId'>): RuleResult {
  if (actor.isPlatformAdmin) return allowed;
  if (program.companyId === null || program.companyId !== actor.companyId) return refused('FORBIDDEN');
  return allowed;
}
