import * as z from 'zod/mini';
import { eligibilityAcknowledgedSchema, emailCodeSchema, emailSchema, gdprConsentSchema, passwordWithConfirmationSchema, requiredText, termsAcceptedSchema } from '../validation/inputs';

/**
 * Spec §2 'Company registration': create account -> verify e-mail (6-digit
 * code) -> complete account -> complete profile. Step 1:
 */
export const employeeRegistrationInputSchema = z.intersection(
  z.object({ email: emailSchema, terms_of_use_accepted: termsAcceptedSchema, gdpr_consent: gdprConsentSchema }),
  passwordWithConfirmationSchema,
);
export type EmployeeRegistrationInput = z.infer<typeof employeeRegistrationInputSchema>;

/** `/inscription-association`: the association and the person who creates it. */
export const associationRegistrationInputSchema = z.intersection(
  z.object({
    associationName: requiredText(120, 'association_name_required'),
    firstName: requiredText(100, 'first_name_required'),
    lastName: requiredText(100, 'last_name_required'),
    email: emailSchema,
    eligibility_acknowledged: eligibilityAcknowledgedSchema,
    terms_of_use_accepted: termsAcceptedSchema,
  }),
  passwordWithConfirmationSchema,
);
export type AssociationRegistrationInput = z.infer<typeof associationRegistrationInputSchema>;

export const verifyEmailInputSchema = z.object({ email: emailSchema, code: emailCodeSchema });
export const resendCodeInputSchema = z.object({ email: emailSchema });

/** 'Complete profile' in a company: who validates my work-time dates, and my entity. */
export const membershipProfileInputSchema = z.object({
  managerEmail: z.nullish(emailSchema),
  entityId: z.nullish(z.int().check(z.positive())),
});
export type MembershipProfileInput = z.infer<typeof membershipProfileInputSchema>;

/** `GET /companies/{slug}/me`: my profile in the company and the entities I may choose. */
export const membershipProfileSchema = z.object({
  membership: z.object({ managerEmail: z.nullable(z.string()), entityId: z.nullable(z.int()) }),
  entities: z.array(z.object({ id: z.int(), name: z.string() })),
});
export type MembershipProfile = z.infer<typeof membershipProfileSchema>;

/**
 * Who may self-register in a company (a company setting): addresses of its
 * e-mail domains; a company without domains is invitation only.
 */
export function selfRegistrationPolicy(company: { allowedEmailDomains: readonly string[] }): 'open' | 'invitation_only' {
  return company.allowedEmailDomains.length > 0 ? 'open' : 'invitation_only';
}

export function mayRegisterWithEmail(company: { allowedEmailDomains: readonly string[] }, email: string): boolean {
  const domain = email.split('@')[1]?.toLowerCase();
  return Boolean(domain) && company.allowedEmailDomains.some((allowed) => domain === allowed.toLowerCase() || domain!.endsWith(`.${allowed.toLowerCase()}`));
}
