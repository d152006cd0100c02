import { describe, expect, it } from 'vitest';
import {
  adminInvitationOutcome,
  companyFormValuesOf,
  entityChanges,
  newCompanyFormValues,
  ownListsToStore,
  shownAllowedLists,
  withFeature,
  withPlans,
} from './admin-company.rules';
import { FEATURES, PLAN_FEATURES } from './plans';

describe('the provider’s lists per plan', () => {
  it('stores no list of its own for a plan whose list is its catalogue, whatever the order', () => {
    expect(ownListsToStore(['intermission'], { intermission: [...PLAN_FEATURES.intermission].reverse() })).toEqual({});
  });

  it('stores a list that differs from the catalogue, in the catalogue’s order', () => {
    expect(ownListsToStore(['solidarite'], { solidarite: ['tax_exemption', 'missions'] })).toEqual({ solidarite: ['missions', 'tax_exemption'] });
    expect(ownListsToStore(['custom'], { custom: [] })).toEqual({ custom: [] });
  });

  it('keeps nothing for a plan the company does not hold, nor for a plan the form left out', () => {
    expect(ownListsToStore(['mobilisation'], { solidarite: ['missions'] })).toEqual({});
  });

  it('shows the company’s own list, else the catalogue, for each of its plans only', () => {
    expect(shownAllowedLists(['mobilisation', 'solidarite'], { solidarite: ['project_calls', 'missions'], custom: ['quests'] })).toEqual({
      mobilisation: [...PLAN_FEATURES.mobilisation],
      solidarite: ['missions', 'project_calls'],
    });
  });
});

describe('entity changes', () => {
  const existing = [
    { id: 1, name: 'Siège' },
    { id: 2, name: 'Agence Lyon' },
    { id: 3, name: 'Agence Nantes' },
  ];

  it.each([
    ['nothing changes', [{ id: 1, name: 'Siège' }, { id: 2, name: 'Agence Lyon' }, { id: 3, name: 'Agence Nantes' }], { added: [], renamed: [], removed: [], unknown: [] }],
    ['one is added', [...existing, { name: 'Agence Lille' }], { added: ['Agence Lille'], renamed: [], removed: [], unknown: [] }],
    ['one is renamed, keeping its id', [{ id: 1, name: 'Siège social' }, existing[1]!, existing[2]!], { added: [], renamed: [{ id: 1, name: 'Siège social' }], removed: [], unknown: [] }],
    ['one is left out', [existing[0]!, existing[2]!], { added: [], renamed: [], removed: [{ id: 2, name: 'Agence Lyon' }], unknown: [] }],
    ['an id of another company', [...existing, { id: 99, name: 'Ailleurs' }], { added: [], renamed: [], removed: [], unknown: [99] }],
    ['every one goes and a new one comes', [{ id: null, name: 'Nouvelle' }], { added: ['Nouvelle'], renamed: [], removed: existing, unknown: [] }],
  ] as const)('%s', (_, wanted, expected) => {
    expect(entityChanges(existing, wanted)).toEqual(expected);
  });
});

describe('inviting an admin', () => {
  it.each([
    [undefined, 'new_member'],
    [{ role: 'COMPANY_COLLABORATOR' }, 'promote'],
    [{ role: 'COMPANY_AMBASSADOR' }, 'promote'],
    [{ role: 'COMPANY_ADMIN' }, 'unchanged'],
    [{ role: 'COMPANY_HOLDING_ADMIN' }, 'unchanged'],
  ] as const)('%o -> %s', (member, outcome) => {
    expect(adminInvitationOutcome(member)).toBe(outcome);
  });
});

describe('the company form’s values', () => {
  it('starts a new company active, with every feature on and no plan', () => {
    const values = newCompanyFormValues();
    expect(values).toMatchObject({ isActive: true, plans: [], allowedFeatures: {}, completelyActivatedFeatures: [], holdingMode: 'none', entities: [] });
    expect(values.enabledFeatures).toEqual([...FEATURES]);
  });

  it('reads an existing company: its own list for a plan, the catalogue for the others, its holding and entities', () => {
    const values = companyFormValuesOf({
      company: {
        slug: 'acme',
        name: 'Acme',
        plans: ['solidarite', 'mobilisation'],
        isActive: true,
        holding: { slug: 'groupe-demo' },
        enabledFeatures: ['quests', 'missions'],
        ownAllowedFeatures: { solidarite: ['project_calls', 'missions'] },
        completelyActivatedFeatures: [],
      },
      entities: [{ id: 4, name: 'Siège' }],
    });
    expect(values).toMatchObject({
      enabledFeatures: ['missions', 'quests'],
      allowedFeatures: { solidarite: ['missions', 'project_calls'], mobilisation: [...PLAN_FEATURES.mobilisation] },
      holdingMode: 'existing',
      holdingSlug: 'groupe-demo',
      entities: [{ id: 4, name: 'Siège' }],
    });
  });

  it('gives a plan ticked its catalogue, keeps a list changed before, and drops the list of a plan unticked', () => {
    const start = withPlans(newCompanyFormValues(), ['solidarite']);
    expect(start.allowedFeatures).toEqual({ solidarite: [...PLAN_FEATURES.solidarite] });
    const narrowed = { ...start, allowedFeatures: { solidarite: withFeature(start.allowedFeatures.solidarite!, 'tax_exemption', false) } };
    const both = withPlans(narrowed, ['solidarite', 'intermission']);
    expect(both.allowedFeatures.solidarite).not.toContain('tax_exemption');
    expect(both.allowedFeatures.intermission).toEqual([...PLAN_FEATURES.intermission]);
    expect(withPlans(both, ['intermission']).allowedFeatures).toEqual({ intermission: [...PLAN_FEATURES.intermission] });
  });

  it('keeps a list in the catalogue’s order, each feature once', () => {
    expect(withFeature(['quests'], 'missions', true)).toEqual(['missions', 'quests']);
    expect(withFeature(['missions', 'quests'], 'missions', true)).toEqual(['missions', 'quests']);
    expect(withFeature(['missions', 'quests'], 'missions', false)).toEqual(['quests']);
  });
});
