import { describe, expect, it } from 'vitest';
import { type ProgramMissionFacts, canEditProgram, missionAttendabilities, missionMatchesProgram } from './program.rules';
import { EMPTY_PROGRAM_FILTERS, type Program } from './program.schema';

type Rules = Parameters<typeof missionMatchesProgram>[0];
const automatic: Rules = {
  companyId: 1,
  missionSelectionMode: 'automatic',
  missionIds: [],
  associationIds: [],
  thematics: [],
  countries: [],
  filters: EMPTY_PROGRAM_FILTERS,
  includeCompanyMissions: false,
  acceptsTaxExemption: false,
};
const mission: ProgramMissionFacts = {
  id: 10,
  associationId: 5,
  publisherCompanyId: null,
  country: 'FR',
  thematics: ['THEMATIC_ENVIRONMENT', 'THEMATIC_FOOD'],
  skills: ['SKILL_DIGITAL_IT'],
  missionType: 'MISSION_TYPE_SKILL',
  durations: ['half_day', 'few_days'],
  attendabilities: ['group'],
  isRemote: false,
  isTaxExempt: false,
};
const withFilters = (filters: Partial<Program['filters']>): Rules => ({ ...automatic, filters: { ...EMPTY_PROGRAM_FILTERS, ...filters } });

describe('missionMatchesProgram', () => {
  it('takes the hand-picked missions of a manual selection, whatever the filters', () => {
    const manual: Rules = { ...automatic, missionSelectionMode: 'manual', missionIds: [10], thematics: ['THEMATIC_SPORT'] };
    expect(missionMatchesProgram(manual, mission)).toBe(true);
    expect(missionMatchesProgram(manual, { ...mission, id: 11 })).toBe(false);
  });

  it('takes every mission when no filter is set', () => {
    expect(missionMatchesProgram(automatic, mission)).toBe(true);
  });

  it('applies the association, country and thematic filters', () => {
    expect(missionMatchesProgram({ ...automatic, associationIds: [5, 6] }, mission)).toBe(true);
    expect(missionMatchesProgram({ ...automatic, associationIds: [6] }, mission)).toBe(false);
    expect(missionMatchesProgram({ ...automatic, associationIds: [6] }, { ...mission, associationId: null })).toBe(false);
    expect(missionMatchesProgram({ ...automatic, countries: ['FR'] }, mission)).toBe(true);
    expect(missionMatchesProgram({ ...automatic, countries: ['BE'] }, mission)).toBe(false);
    expect(missionMatchesProgram({ ...automatic, countries: ['BE'] }, { ...mission, country: null })).toBe(false);
    expect(missionMatchesProgram({ ...automatic, thematics: ['THEMATIC_FOOD', 'THEMATIC_SPORT'] }, mission)).toBe(true);
    expect(missionMatchesProgram({ ...automatic, thematics: ['THEMATIC_SPORT'] }, mission)).toBe(false);
  });

  it('applies the mission filters', () => {
    expect(missionMatchesProgram(withFilters({ skills: ['SKILL_DIGITAL_IT'] }), mission)).toBe(true);
    expect(missionMatchesProgram(withFilters({ skills: ['SKILL_LEGAL'] }), mission)).toBe(false);
    expect(missionMatchesProgram(withFilters({ missionTypes: ['MISSION_TYPE_HELP'] }), mission)).toBe(false);
    expect(missionMatchesProgram(withFilters({ durations: ['half_day', 'day'] }), mission)).toBe(true);
    expect(missionMatchesProgram(withFilters({ durations: ['few_days'] }), mission)).toBe(true);
    expect(missionMatchesProgram(withFilters({ durations: ['long'] }), mission)).toBe(false);
    // No timeslot left: no duration to match.
    expect(missionMatchesProgram(withFilters({ durations: ['long'] }), { ...mission, durations: [] })).toBe(false);
    expect(missionMatchesProgram(withFilters({ attendabilities: ['family'] }), mission)).toBe(false);
    expect(missionMatchesProgram(withFilters({ remoteOnly: true }), mission)).toBe(false);
    expect(missionMatchesProgram(withFilters({ remoteOnly: true }), { ...mission, isRemote: true })).toBe(true);
  });

  it('accepts tax-exempt missions only when the selection does', () => {
    const taxExempt = { ...mission, isTaxExempt: true };
    expect(missionMatchesProgram(automatic, taxExempt)).toBe(false);
    expect(missionMatchesProgram({ ...automatic, acceptsTaxExemption: true }, taxExempt)).toBe(true);
    expect(missionMatchesProgram(withFilters({ taxExemptOnly: true }), taxExempt)).toBe(true);
    expect(missionMatchesProgram(withFilters({ taxExemptOnly: true }), mission)).toBe(false);
  });

  it("takes a company's own missions only into that company's selections, when asked", () => {
    const companyMission = { ...mission, publisherCompanyId: 1 };
    expect(missionMatchesProgram(automatic, companyMission)).toBe(false);
    expect(missionMatchesProgram({ ...automatic, includeCompanyMissions: true }, companyMission)).toBe(true);
    expect(missionMatchesProgram({ ...automatic, includeCompanyMissions: true }, { ...mission, publisherCompanyId: 2 })).toBe(false);
  });
});

describe('missionAttendabilities', () => {
  it('reads a group mission as open to groups, any other as open to individuals', () => {
    expect(missionAttendabilities({ isGroup: true })).toEqual(['group']);
    expect(missionAttendabilities({ isGroup: false })).toEqual(['individual']);
  });
});

describe('canEditProgram', () => {
  it('lets platform admins edit any selection, companies only their own', () => {
    expect(canEditProgram({ isPlatformAdmin: true, companyId: null }, { companyId: null })).toEqual({ ok: true });
    expect(canEditProgram({ isPlatformAdmin: true, companyId: null }, { companyId: 3 })).toEqual({ ok: true });
    expect(canEditProgram({ isPlatformAdmin: false, companyId: 3 }, { companyId: 3 })).toEqual({ ok: true });
    expect(canEditProgram({ isPlatformAdmin: false, companyId: 3 }, { companyId: 4 })).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(canEditProgram({ isPlatformAdmin: false, companyId: 3 }, { companyId: null })).toEqual({ ok: false, code: 'FORBIDDEN' });
  });
});
