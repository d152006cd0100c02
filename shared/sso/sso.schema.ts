import * as z from 'zod/mini';
import { msg, validationMessage } from '../validation/messages';
import { emailSchema, optionalText } from '../validation/inputs';
import { DOMAIN_PATTERN, SSO_FIELDS, SSO_PROTOCOLS, type SsoField, type SsoMapping, type SsoProfile, type SsoProtocol, parseDomains } from './sso.rules';

/**
 * The company admins' single sign-on settings (`/entreprise/{slug}/parametres`, « Authentification unique (SSO) »):
 * `GET` and `PUT /api/v1/companies/{slug}/sso`, `DELETE` to remove it. The sign-in itself starts at
 * `/saml2/{slug}/login` or `/oidc/{slug}/login`, and the admin's try at `.../login-test`.
 */

export const SSO_ATTRIBUTE_MAX_LENGTH = 300;
export const SSO_METADATA_MAX_LENGTH = 100_000;

const domainsSchema = z.pipe(
  z.string(msg('sso_domains_required')),
  z.transform((text, payload) => {
    const domains = parseDomains(text);
    if (domains.length === 0) payload.issues.push({ code: 'custom', input: text, message: validationMessage('sso_domains_required') });
    const wrong = domains.find((domain) => !DOMAIN_PATTERN.test(domain));
    if (wrong) payload.issues.push({ code: 'custom', input: text, message: validationMessage('sso_domain_invalid', { domain: wrong }) });
    return domains;
  }),
);

const mappingSchema = z.object(
  Object.fromEntries(SSO_FIELDS.map((field) => [field, z.optional(z.string().check(z.trim(), z.maxLength(SSO_ATTRIBUTE_MAX_LENGTH, msg('too_long', { max: SSO_ATTRIBUTE_MAX_LENGTH }))))])) as Record<
    SsoField,
    z.ZodMiniOptional<z.ZodMiniString>
  >,
);

export const ssoSettingsInputSchema = z.object({
  protocol: z.enum(SSO_PROTOCOLS, msg('choose_from_list')),
  enabled: z.boolean(),
  domains: domainsSchema,
  mapping: mappingSchema,
  /** SAML: the identity provider's metadata, pasted or read from a file, or the address it is published at. */
  metadataXml: optionalText(SSO_METADATA_MAX_LENGTH),
  metadataUrl: optionalText(2000),
  /** OpenID Connect: the issuer (its discovery document is read from it), the client, its secret (kept when left empty). */
  issuer: optionalText(2000),
  clientId: optionalText(500),
  clientSecret: optionalText(2000),
});
export type SsoSettingsInput = z.input<typeof ssoSettingsInputSchema>;
export type SsoSettingsValues = z.output<typeof ssoSettingsInputSchema>;

/** The last login test: what the identity provider answered, read through the mapping, or why it failed. */
export interface SsoTestResult {
  at: string;
  succeeded: boolean;
  profile: SsoProfile | null;
  /** Every attribute (or claim) received, by name, to set the mapping from. */
  attributes: Record<string, string[]>;
  error: string | null;
}

export interface SsoSettings {
  /** null: the company has no single sign-on yet. */
  protocol: SsoProtocol | null;
  enabled: boolean;
  domains: string[];
  mapping: SsoMapping;
  saml: {
    /** Ours, to give the identity provider. */
    spEntityId: string;
    acsUrl: string;
    metadataUrl: string;
    metadataExportUrl: string;
    loginUrl: string;
    testUrl: string;
    /** The identity provider's, as read from its metadata. */
    idpEntityId: string | null;
    idpSsoUrl: string | null;
    idpMetadataUrl: string | null;
    hasMetadata: boolean;
  };
  oidc: { redirectUrl: string; loginUrl: string; testUrl: string; issuer: string | null; clientId: string | null; hasSecret: boolean };
  lastTest: SsoTestResult | null;
}

/** `GET /api/v1/sso/discover?email=`: `{ path }`, the company sign-in page of the address's domain, or null. */
export const ssoDiscoveryQuerySchema = z.object({ email: emailSchema });
export interface SsoDiscovery {
  path: string | null;
}
