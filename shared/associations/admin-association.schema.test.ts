import { beforeAll, describe, expect, it } from 'vitest';
import { frenchValidationMessages } from '../validation/french';
import { setValidationTranslator } from '../validation/translator';
import { associationPatchOf, associationStateOf } from './admin-association.rules';
import { adminAssociationBulkInputSchema, adminAssociationIdentityInputSchema, adminAssociationListQuerySchema } from './admin-association.schema';

beforeAll(() => setValidationTranslator(frenchValidationMessages));

describe('the associations list’s query', () => {
  it('reads its search, filters, sort and page', () => {
    expect(
      adminAssociationListQuerySchema.parse({ q: 'amis', city: 'Lyon', label: 'ESUS', intermission: 'yes', branches: 'no', state: 'active', sort: '-missions', page: '2' }),
    ).toEqual({ q: 'amis', city: 'Lyon', label: 'ESUS', intermission: 'yes', branches: 'no', state: 'active', sort: '-missions', page: 2 });
    expect(adminAssociationListQuerySchema.parse({ label: 'certified' }).label).toBe('certified');
  });

  it('drops an unknown label, state or sort rather than refusing the page', () => {
    expect(adminAssociationListQuerySchema.parse({ label: 'ISO_99999', state: 'closed', sort: 'size', q: '' })).toEqual({ sort: 'name', page: 1 });
  });
});

describe('bulk actions', () => {
  it.each([
    ['certify', 'B_CORP', { certifiedLabel: 'B_CORP' }],
    ['uncertify', undefined, { certifiedLabel: null }],
    ['mark_eligible', undefined, { intermissionEligible: true }],
    ['unmark_eligible', undefined, { intermissionEligible: false }],
  ] as const)('%s writes %o', (action, label, patch) => {
    expect(associationPatchOf(action, label)).toEqual(patch);
  });

  it('refuses to certify without a label, on the label’s field', () => {
    const parsed = adminAssociationBulkInputSchema.safeParse({ associationIds: [1], action: 'certify' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]).toMatchObject({ path: ['certifiedLabel'], message: 'Choisissez le label de certification.' });
  });

  it('refuses an empty or repeated selection', () => {
    expect(adminAssociationBulkInputSchema.safeParse({ associationIds: [], action: 'uncertify' }).success).toBe(false);
    expect(adminAssociationBulkInputSchema.safeParse({ associationIds: [1, 1], action: 'uncertify' }).success).toBe(false);
  });
});


describe('identity', () => {
  it('reads an empty link as « on the platform », and refuses a link that is none', () => {
    expect(adminAssociationIdentityInputSchema.parse({ name: 'Asso', areBranchesActivated: false, migratedToUrl: ' ' }).migratedToUrl).toBeNull();
    const refused = adminAssociationIdentityInputSchema.safeParse({ name: 'Asso', areBranchesActivated: false, migratedToUrl: 'ailleurs' });
    expect(refused.error!.issues[0]).toMatchObject({ path: ['migratedToUrl'], message: 'Saisissez un lien complet commençant par https://.' });
  });

  it('says whether the association moved to another tool', () => {
    expect(associationStateOf({ migratedToUrl: null })).toBe('active');
    expect(associationStateOf({ migratedToUrl: 'https://ailleurs.example' })).toBe('migrated');
  });
});
