import * as z from 'zod/mini';
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
  companyId: z.int(),
  role: z.enum(COMPANY_ROLES),
  /** Matricule in the company's HR system ('employee sso id'). */
  ssoId: z.nullable(z.string()),
  entityId: z.nullable(z.int()),
  managerEmail: z.nullable(z.string()),
});

export const associationMembershipSchema = z.object({
  associationId: z.int(),
  role: z.enum(ASSOCIATION_ROLES),
  branchId: z.nullable(z.int()),
});

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  fullName: z.string(),
  phone: z.nullable(z.string()),
  jobTitle: z.nullable(z.string()),
  country: z.nullable(z.string().check(z.length(2))),
  lang: z.nullable(z.enum(LANGUAGES)),
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
  phone: z.nullish(phoneSchema),
  jobTitle: optionalText(120),
  lang: z.nullish(z.enum(LANGUAGES)),
});

/** Employee self-registration, step 1 (create account). */
export const employeeSignUpInputSchema = z.intersection(
  z.intersection(z.object({ email: emailSchema }), passwordWithConfirmationSchema),
  z.object({ terms_of_use_accepted: termsAcceptedSchema, gdpr_consent: gdprConsentSchema }),
);

/** Step 2: the 6-digit code received by e-mail. */
export const emailVerificationInputSchema = z.object({ email: emailSchema, code: emailCodeSchema });

/** Company admins invite several employees at once (addresses separated by spaces or commas). */
export { emailListSchema as invitationEmailsSchema } from '../validation/inputs';
