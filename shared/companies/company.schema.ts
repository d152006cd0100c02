import * as z from 'zod/mini';
import { requiredText, slugSchema } from '../validation/inputs';
import { FEATURES, PLANS } from './plans';
import { SOCIAL_PROVIDERS } from '../users/social-sign-in';

export const holdingSchema = z.object({ id: z.int(), slug: z.string(), name: z.string() });
export type Holding = z.infer<typeof holdingSchema>;

/**
 * Spec §3 Company and §6 feature gating: `enabledFeatures` (what the company
 * switched on), `allowedFeatures` per product ("{product}_allowed_features":
 * what the provider sells it) and `completelyActivatedFeatures` (set up end to end).
 */
export const companySchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  holdingId: z.nullable(z.int()),
  publisherId: z.nullable(z.int()),
  plans: z.array(z.enum(PLANS)).check(z.minLength(1)),
  isActive: z.boolean(),
  enabledFeatures: z.array(z.enum(FEATURES)),
  allowedFeatures: z.partialRecord(z.enum(PLANS), z.array(z.enum(FEATURES))),
  completelyActivatedFeatures: z.array(z.enum(FEATURES)),
  /** Dates of work time must be validated by the employee's manager. */
  managerValidation: z.boolean(),
  /** Who may self-register: addresses of these domains; empty = invitation only. */
  allowedEmailDomains: z.array(z.string()),
  /** Self-registered accounts wait for an admin's validation (state toValidate). */
  validatesNewAccounts: z.boolean(),
  /** Solidarity days granted to each employee per year (credit 'initial'). */
  yearlyCreditDays: z.number().check(z.nonnegative()),
  /** The company's platform has moved to another provider (banner). */
  movedToProviderUrl: z.nullable(z.string()),
  privacyPolicyFilepath: z.nullable(z.string()),
  termsOfUseFilepath: z.nullable(z.string()),
});
export type Company = z.infer<typeof companySchema>;

/** `GET /companies/{slug}/public`: what anyone may know of a company (its public pages, registration). */
export const companyPublicSchema = z.extend(
  z.pick(companySchema, { id: true, slug: true, name: true, isActive: true, allowedEmailDomains: true, movedToProviderUrl: true, privacyPolicyFilepath: true }),
  {
    selfRegistration: z.enum(['open', 'invitation_only']),
    // The company's settings shown on its public pages (optional: a public page cached by an older client still reads).
    termsOfUseFilepath: z.optional(z.nullable(z.string())),
    logo: z.optional(z.nullable(z.string())),
    communication: z.optional(z.nullable(z.object({ text: z.nullable(z.string()), image: z.nullable(z.string()) }))),
    /** Where its employees sign in through the company's identity provider, once its single sign-on is on (issue 21). */
    singleSignOnPath: z.optional(z.nullable(z.string())),
    // The social sign-in buttons of its login pages: switched on by the company, configured on the platform (issue 21).
    socialSignIn: z.optional(z.array(z.enum(SOCIAL_PROVIDERS))),
  },
);
export type CompanyPublic = z.infer<typeof companyPublicSchema>;

export const companyInputSchema = z.object({
  slug: slugSchema,
  name: requiredText(120, 'company_name_required'),
  holdingId: z.nullish(z.int()),
  plans: z.array(z.enum(PLANS)).check(z.minLength(1)),
});

/** An entity of a company (subsidiary, site, department): missions can target entities. */
export const entitySchema = z.object({ id: z.int(), companyId: z.int(), name: z.string() });
export type Entity = z.infer<typeof entitySchema>;
