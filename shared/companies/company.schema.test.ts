import { describe, expect, it } from 'vitest';
import { companyInputSchema, companySchema } from './company.schema';

describe('company schemas', () => {
  it('accepts plans and their combinations, never none', () => {
    expect(companyInputSchema.safeParse({ slug: 'acme', name: 'Acme', plans: ['solidarite', 'mobilisation'] }).success).toBe(true);
    expect(companyInputSchema.safeParse({ slug: 'acme', name: 'Acme', plans: [] }).success).toBe(false);
    expect(companyInputSchema.safeParse({ slug: 'acme', name: 'Acme', plans: ['gold'] }).success).toBe(false);
    expect(companyInputSchema.safeParse({ slug: 'Acme Corp', name: 'Acme', plans: ['custom'] }).success).toBe(false);
  });
  it('holds the three feature lists', () => {
    const company = {
      id: 1,
      slug: 'acme',
      name: 'Acme',
      holdingId: null,
      publisherId: null,
      plans: ['solidarite'],
      isActive: true,
      enabledFeatures: ['missions'],
      allowedFeatures: { solidarite: ['missions', 'credits'] },
      completelyActivatedFeatures: [],
      managerValidation: true,
      allowedEmailDomains: ['acme.example'],
      validatesNewAccounts: false,
      yearlyCreditDays: 3,
      movedToProviderUrl: null,
      privacyPolicyFilepath: null,
      termsOfUseFilepath: null,
    };
    expect(companySchema.safeParse(company).success).toBe(true);
    expect(companySchema.safeParse({ ...company, allowedFeatures: { gold: ['missions'] } }).success).toBe(false);
  });
});
