import { describe, expect, it } from 'vitest';
import { registrationSettingsInputSchema } from './registration-settings.schema';

describe('company registration settings', () => {
  it('keeps valid domains in lower case', () => {
    expect(registrationSettingsInputSchema.parse({ allowedEmailDomains: ['Acme.fr', 'lyon.acme.fr'], validatesNewAccounts: true })).toEqual({
      allowedEmailDomains: ['acme.fr', 'lyon.acme.fr'],
      validatesNewAccounts: true,
    });
  });
  it.each([['@acme.fr'], ['https://acme.fr'], ['acme'], ['acme..fr']])('refuses %s', (domain) => {
    const result = registrationSettingsInputSchema.safeParse({ allowedEmailDomains: [domain], validatesNewAccounts: false });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(`L'étiquette « ${domain} » n'est pas valide.`);
  });
  it('refuses the same domain twice', () => {
    expect(registrationSettingsInputSchema.safeParse({ allowedEmailDomains: ['acme.fr', 'ACME.fr'], validatesNewAccounts: false }).success).toBe(false);
  });
});
