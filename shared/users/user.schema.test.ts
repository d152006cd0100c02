import { describe, expect, it } from 'vitest';
import { USER_STATES, canSignIn, emailVerificationInputSchema, employeeSignUpInputSchema, isAccountValidated, profileInputSchema } from './user.schema';

describe('user states (spec §3)', () => {
  it('lets every state but disabled sign in', () => {
    expect(USER_STATES.filter(canSignIn)).toEqual(['created', 'invited', 'registered', 'toValidate']);
  });
  it('counts only registered accounts as validated', () => {
    expect(USER_STATES.filter(isAccountValidated)).toEqual(['registered']);
  });
});

describe('registration and profile inputs (spec §5)', () => {
  const signUp = { email: 'camille@acme.example', password: 'Solide2026', password_confirmation: 'Solide2026', terms_of_use_accepted: true, gdpr_consent: true };
  it('accepts a complete sign-up', () => {
    expect(employeeSignUpInputSchema.safeParse(signUp).success).toBe(true);
  });
  it('requires terms acceptance and GDPR consent', () => {
    const result = employeeSignUpInputSchema.safeParse({ ...signUp, terms_of_use_accepted: false, gdpr_consent: undefined });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      "Vous devez accepter les conditions d'utilisation.",
      'Vous devez accepter le traitement de vos données personnelles.',
    ]);
  });
  it('checks the 6-digit code', () => {
    expect(emailVerificationInputSchema.safeParse({ email: 'a@b.fr', code: '123456' }).success).toBe(true);
    expect(emailVerificationInputSchema.safeParse({ email: 'a@b.fr', code: '12345' }).success).toBe(false);
  });
  it('reads the preferences form', async () => {
    expect(await profileInputSchema.parseAsync({ firstName: 'Camille', lastName: 'Martin', phone: '06 12 34 56 78', jobTitle: '', lang: 'fr' })).toEqual({
      firstName: 'Camille',
      lastName: 'Martin',
      phone: '+33612345678',
      jobTitle: null,
      lang: 'fr',
    });
    expect((await profileInputSchema.safeParseAsync({ firstName: 'Camille', lastName: 'Martin', lang: 'ja' })).success).toBe(false);
  });
});
