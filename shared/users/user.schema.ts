import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { ASSOCIATION_ROLES, COMPANY_ROLES } from '../permissions/roles';
import {
  emailCodeSchema,
  emailSchema,
  gdprConsentSchema,
  optionalText,
  passwordWithConfirmationSchema,
  requiredText,
  termsAcceptedSchema,
} from '../validation/inputs';
import { phoneSchema } from '../validation/phone';
import { USER_STATES } from './user-states';

export { USER_STATES, type UserState, canSignIn, isAccountValidated } from './user-states';

export const companyMembershipSchema = z.object({
  companyId: z.number().int(),
  role: z.enum(COMPANY_ROLES),
  /** Matricule in the company's HR system ('employee sso id'). */
  ssoId: z.string().nullable(),
  entityId: z.number().int().nullable(),
  managerEmail: z.string().nullable(),
});

export const associationMembershipSchema = z.object({
  associationId: z.number().int(),
  role: z.enum(ASSOCIATION_ROLES),
  branchId: z.number().int().nullable(),
});

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  country: z.string().length(2).nullable(),
  lang: z.enum(LANGUAGES).nullable(),
  isAdmin: z.boolean(),
  state: z.enum(USER_STATES),
  companies: z.array(companyMembershipSchema),
  associations: z.array(associationMembershipSchema),
  hasMultipleOrganisations: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** `/mon-compte?bar_tab=preferences`: names, phone, job title, language. */
export const profileInputSchema = z.object({
  firstName: requiredText(100, 'first_name_required'),
  lastName: requiredText(100, 'last_name_required'),
  phone: phoneSchema.nullish(),
  jobTitle: optionalText(120),
  lang: z.enum(LANGUAGES).nullish(),
});

/** Employee self-registration, step 1 (create account). */
export const employeeSignUpInputSchema = z
  .object({ email: emailSchema })
  .and(passwordWithConfirmationSchema)
  .and(z.object({ terms_of_use_accepted: termsAcceptedSchema, gdpr_consent: gdprConsentSchema }));

/** Step 2: the 6-digit code received by e-mail. */
export const emailVerificationInputSchema = z.object({ email: emailSchema, code: emailCodeSchema });

/** Company admins invite several employees at once (addresses separated by spaces or commas). */
export { emailListSchema as invitationEmailsSchema } from '../validation/inputs';
