import { describe, expect, it } from 'vitest';
import { associationJoinInputSchema, associationSettingsInputSchema, showsBranchField } from './association.schema';

describe('association join form (spec §2)', () => {
  const form = {
    first_name: 'Bruno',
    last_name: 'Lefèvre',
    phone: '06 12 34 56 78',
    password: 'Solide2026',
    password_confirmation: 'Solide2026',
    terms_of_use_accepted: 'on',
  };
  it('reads a classic form post (checkbox "on", branch as text)', async () => {
    expect(await associationJoinInputSchema.parseAsync({ ...form, branch_id: '4' })).toMatchObject({ branch_id: 4, phone: '+33612345678', terms_of_use_accepted: true });
    expect((await associationJoinInputSchema.parseAsync(form)).branch_id).toBeUndefined();
  });
  it('requires first name, last name, phone, password and terms', async () => {
    const result = await associationJoinInputSchema.safeParseAsync({ password: 'x', password_confirmation: 'y' });
    const fields = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['first_name', 'last_name', 'phone', 'terms_of_use_accepted', 'password']));
  });
  it('shows the branch field only with activated branches that exist', () => {
    expect(showsBranchField({ areBranchesActivated: true, branches: [{ id: 1, name: 'Nord' }] })).toBe(true);
    expect(showsBranchField({ areBranchesActivated: true, branches: [] })).toBe(false);
    expect(showsBranchField({ areBranchesActivated: false, branches: [{ id: 1, name: 'Nord' }] })).toBe(false);
  });
});

describe('association settings', () => {
  it('refuses two branches with the same name', () => {
    const settings = { name: 'Les Amis', intermissionEligible: false, areBranchesActivated: true, certifiedLabel: 'ESUS' };
    expect(associationSettingsInputSchema.safeParse({ ...settings, branches: ['Nord', 'Sud'] }).success).toBe(true);
    expect(associationSettingsInputSchema.safeParse({ ...settings, branches: ['Nord', 'nord'] }).success).toBe(false);
    expect(associationSettingsInputSchema.safeParse({ ...settings, branches: [], certifiedLabel: 'FAKE' }).success).toBe(false);
  });
});
