import { type RuleResult, allowed, refused } from '../errors';
import type { Attendability, MissionDuration, MissionType, Skill, Thematic } from '../missions/taxonomy';

/** Manual: the company picks the missions; automatic: the filters pick them. Labels: `programs:mission_selection_modes.<mode>`. */
export const PROGRAM_MISSION_SELECTION_MODES = ['manual', 'automatic'] as const;
export type ProgramMissionSelectionMode = (typeof PROGRAM_MISSION_SELECTION_MODES)[number];

/** Spec §5/§9: a selection's name has 80 characters at most (zod-free here, so a page shows it without loading the schema). */
export const PROGRAM_NAME_MAX_LENGTH = 80;

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

/** What the rule reads of a selection (a `Program` holds it; a form's selection not saved yet too). */
export interface SelectionRules {
  companyId: number | null;
  missionSelectionMode: ProgramMissionSelectionMode;
  missionIds: readonly number[];
  associationIds: readonly number[];
  thematics: readonly Thematic[];
  countries: readonly string[];
  filters: {
    durations: readonly MissionDuration[];
    skills: readonly Skill[];
    missionTypes: readonly MissionType[];
    remoteOnly: boolean;
    taxExemptOnly: boolean;
    attendabilities: readonly Attendability[];
  };
  includeCompanyMissions: boolean;
  acceptsTaxExemption: boolean;
}

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

/** A selection as the employee's pages list it (`EmployeeProgramCard`): its face, and the missions it holds for them. */
export function programCardOf<P extends { id: number; slug: string; name: string; description: string | null; heroImage: string | null; colour: string | null; thematics: Thematic[] }>(
  program: P,
  missionsCount: number,
) {
  const { id, slug, name, description, heroImage, colour, thematics } = program;
  return { id, slug, name, description, heroImage, colour, thematics, missionsCount };
}

export interface ProgramEditor {
  isPlatformAdmin: boolean;
  /** The company of the request context (company space), if any. */
  companyId: number | null;
}

/** Catalogue selections (no company) are curated by platform admins; a company edits only its own. */
export function canEditProgram(actor: ProgramEditor, program: { companyId: number | null }): RuleResult {
  if (actor.isPlatformAdmin) return allowed;
  if (program.companyId === null || program.companyId !== actor.companyId) return refused('FORBIDDEN');
  return allowed;
}
