import { describe, expect, it } from 'vitest';
import { FEATURES, PLAN_FEATURES } from '../companies/plans';
import { CONTEXT_TYPES } from '../contexts';
import { type FeatureLists, allowedFeaturesOf, availableFeatures, isFeatureAllowed, isFeatureAvailable, isFeatureCompletelyActivated, isFeatureEnabled } from './features';

const company: FeatureLists = {
  plans: ['solidarite', 'mobilisation'],
  enabledFeatures: ['missions', 'quests'],
  allowedFeatures: { solidarite: ['missions', 'credits'], mobilisation: ['quests'] },
  completelyActivatedFeatures: ['missions'],
};
const bare: FeatureLists = { plans: ['custom'], enabledFeatures: [], allowedFeatures: {}, completelyActivatedFeatures: [] };

describe('feature gating (spec §6)', () => {
  it('reads the three lists in the company contexts', () => {
    for (const context of ['employee', 'company'] as const) {
      expect(isFeatureEnabled(company, 'quests', context)).toBe(true);
      expect(isFeatureEnabled(company, 'credits', context)).toBe(false);
      expect(isFeatureAllowed(company, 'credits', context)).toBe(true); // allowed by the solidarite product
      expect(isFeatureAllowed(company, 'quests', context)).toBe(true); // allowed by the mobilisation product
      expect(isFeatureAllowed(company, 'team_building', context)).toBe(false);
      expect(isFeatureCompletelyActivated(company, 'missions', context)).toBe(true);
      expect(isFeatureCompletelyActivated(company, 'quests', context)).toBe(false);
      expect(isFeatureAvailable(company, 'quests', context)).toBe(true);
      expect(isFeatureAvailable(company, 'credits', context)).toBe(false);
    }
  });

  it('lets admin, association and public contexts pass the enabled and allowed checks', () => {
    for (const context of ['admin', 'association', 'public'] as const) {
      expect(isFeatureEnabled(bare, 'team_building', context)).toBe(true);
      expect(isFeatureAllowed(bare, 'team_building', context)).toBe(true);
      expect(isFeatureAvailable(bare, 'team_building', context)).toBe(true);
    }
  });

  it('lets only admin and association pass the completely-activated check', () => {
    const passing = CONTEXT_TYPES.filter((context) => isFeatureCompletelyActivated(bare, 'missions', context));
    expect(passing).toEqual(['admin', 'association']);
  });
});

describe('the provider lists per plan', () => {
  it.each([
    { plans: ['custom'] as const, own: {}, expected: { custom: FEATURES } },
    { plans: ['mobilisation'] as const, own: {}, expected: { mobilisation: PLAN_FEATURES.mobilisation } },
    // A company's own list for a plan replaces what the plan sells; the other plans keep theirs.
    { plans: ['mobilisation', 'solidarite'] as const, own: { mobilisation: ['missions'] as const }, expected: { mobilisation: ['missions'], solidarite: PLAN_FEATURES.solidarite } },
  ])('$plans with own lists $own', ({ plans, own, expected }) => {
    expect(allowedFeaturesOf(plans, own)).toEqual(expected);
  });

  it('lists what a company context can reach: allowed by a plan and enabled', () => {
    const lists: FeatureLists = { plans: ['mobilisation'], enabledFeatures: ['missions', 'quests', 'project_calls'], allowedFeatures: allowedFeaturesOf(['mobilisation'], {}), completelyActivatedFeatures: [] };
    expect(availableFeatures(lists, 'employee')).toEqual(['missions', 'quests']);
    expect(availableFeatures(lists, 'admin')).toEqual([...FEATURES]);
  });
});
