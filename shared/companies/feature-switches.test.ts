import { describe, expect, it } from 'vitest';
import { yearlyCreditDaysOf, yearlyCreditHoursOf } from './credit-policy';
import { featureSwitches, switchFeature } from './feature-switches';
import { FEATURES, type Feature, type Plan } from './plans';

const company = (plans: Plan[], enabled: readonly Feature[] = FEATURES, own: Partial<Record<Plan, Feature[]>> = {}) => ({ plans, enabledFeatures: enabled, ownAllowedFeatures: own });
const allowedOf = (lines: ReturnType<typeof featureSwitches>) => lines.filter((line) => line.allowed).map((line) => line.feature);

describe('featureSwitches: what « Fonctionnalités » lists', () => {
  it.each<[string, Plan[], Partial<Record<Plan, Feature[]>>, Feature[]]>([
    ['custom sells everything', ['custom'], {}, [...FEATURES]],
    ['solidarite + mobilisation: all but intermission', ['solidarite', 'mobilisation'], {}, FEATURES.filter((feature) => feature !== 'intermission')],
    ['intermission', ['intermission'], {}, ['missions', 'credits', 'manager_validation', 'tax_exemption', 'intermission', 'self_registration']],
    ['an own list replaces the plan’s catalogue', ['mobilisation'], { mobilisation: ['missions', 'quests'] }, ['missions', 'quests']],
    ['an own list for one plan, the catalogue for the other', ['mobilisation', 'intermission'], { mobilisation: ['quests'] }, ['missions', 'credits', 'manager_validation', 'quests', 'tax_exemption', 'intermission', 'self_registration']],
  ])('%s', (_, plans, own, allowed) => {
    const lines = featureSwitches(company(plans, FEATURES, own));
    expect(lines.map((line) => line.feature)).toEqual([...FEATURES]);
    expect(allowedOf(lines)).toEqual(allowed);
  });

  it('says each feature’s own switch, allowed or not', () => {
    const lines = featureSwitches(company(['mobilisation'], ['quests', 'intermission']));
    expect(lines.find((line) => line.feature === 'quests')).toEqual({ feature: 'quests', allowed: true, enabled: true });
    expect(lines.find((line) => line.feature === 'challenges')).toEqual({ feature: 'challenges', allowed: true, enabled: false });
    expect(lines.find((line) => line.feature === 'intermission')).toEqual({ feature: 'intermission', allowed: false, enabled: true });
  });
});

describe('switchFeature: the enabled list after one switch moved', () => {
  const lines = featureSwitches(company(['mobilisation'], ['missions', 'quests', 'intermission']));
  it.each<[Feature, boolean, Feature[] | null]>([
    ['quests', false, ['missions', 'intermission']],
    ['challenges', true, ['missions', 'quests', 'challenges', 'intermission']],
    ['quests', true, ['missions', 'quests', 'intermission']],
    ['intermission', false, ['missions', 'quests']],
    ['intermission', true, null],
    ['project_calls', true, null],
    ['project_calls', false, ['missions', 'quests', 'intermission']],
  ])('%s -> %s', (feature, enabled, expected) => {
    expect(switchFeature(lines, feature, enabled)).toEqual(expected);
  });
});

describe('the yearly solidarity days, kept in hours', () => {
  it.each([
    [21, 3],
    [0, 0],
    [35, 5],
    [10, 1.4],
  ])('%i h -> %s days', (hours, days) => expect(yearlyCreditDaysOf(hours)).toBe(days));
  it.each([
    [3, 21],
    [0, 0],
    [60, 420],
  ])('%i days -> %i h', (days, hours) => expect(yearlyCreditHoursOf(days)).toBe(hours));
});
