import { describe, expect, it } from 'vitest';
import { associationRegistrationInputSchema, employeeRegistrationInputSchema, mayRegisterWithEmail, selfRegistrationPolicy } from './registration.schema';

describe('who may self-register in a company', () => {
  const acme = { allowedEmailDomains: ['acme.example'] };
  it('is open with e-mail domains, invitation only without', () => {
    expect(selfRegistrationPolicy(acme)).toBe('open');
    expect(selfRegistrationPolicy({ allowedEmailDomains: [] })).toBe('invitation_only');
  });
  it.each([
    ['lea@acme.example', true],
    ['LEA@ACME.EXAMPLE', true],
    ['lea@lyon.acme.example', true],
    ['lea@notacme.example', false],
    ['lea@acme.example.evil', false],
    ['lea', false],
  ])('%s -> %s', (email, allowed) => {
    expect(mayRegisterWithEmail(acme, email)).toBe(allowed);
  });
});

describe('registration inputs', () => {
  const password = { password: 'Solide2026', password_confirmation: 'Solide2026' };
  it('needs terms and GDPR consent from employees', () => {
    expect(employeeRegistrationInputSchema.safeParse({ email: 'a@acme.example', ...password, terms_of_use_accepted: true, gdpr_consent: true }).success).toBe(true);
    expect(employeeRegistrationInputSchema.safeParse({ email: 'a@acme.example', ...password, terms_of_use_accepted: true }).success).toBe(false);
  });
  it('needs the eligibility acknowledgement from associations', () => {
    const association = { associationName: 'Les Jardins', firstName: 'Inès', lastName: 'Moreau', email: 'i@j.example', ...password, terms_of_use_accepted: true };
    expect(associationRegistrationInputSchema.safeParse({ ...association, eligibility_acknowledged: true }).success).toBe(true);
    expect(associationRegistrationInputSchema.safeParse(association).success).toBe(false);
  });
});
