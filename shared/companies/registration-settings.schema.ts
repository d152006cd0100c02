import * as z from 'zod/mini';
import { tagsSchema } from '../validation/inputs';

/** A domain name as typed by an admin ('acme.fr'), without '@' or scheme. */
export const EMAIL_DOMAIN_PATTERN = /^(?=.{3,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/**
 * Who may self-register in a company (`/entreprise/{slug}/parametres`): the
 * e-mail domains allowed (none: invitation only), and whether new accounts
 * wait for an admin's validation.
 */
export const registrationSettingsInputSchema = z.object({
  allowedEmailDomains: z.pipe(
    tagsSchema({ maxCount: 20, maxLength: 253, pattern: EMAIL_DOMAIN_PATTERN }),
    z.transform((domains) => domains.map((domain) => domain.trim().toLowerCase())),
  ),
  validatesNewAccounts: z.boolean(),
});
export type RegistrationSettingsInput = z.infer<typeof registrationSettingsInputSchema>;
