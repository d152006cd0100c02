/**
 * Single sign-on of a company's employees (issue 21, spec §1 and §2): which attribute of the identity provider's
 * answer holds which fact of the employee, and the checks that decide who may come in through it. Pure: the
 * server applies them to a verified SAML assertion or OpenID Connect ID token, the settings form shows them.
 */
import { EMAIL_PATTERN } from '../validation/email';

export const SSO_PROTOCOLS = ['saml', 'oidc'] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

/** The employee's facts an identity provider may give, in the order the settings list them. */
export const SSO_FIELDS = ['email', 'firstName', 'lastName', 'ssoId', 'entity', 'managerEmail'] as const;
export type SsoField = (typeof SSO_FIELDS)[number];
/** For each fact, the name of the attribute (SAML) or claim (OpenID Connect) that carries it; empty: not given. */
export type SsoMapping = Record<SsoField, string>;

/**
 * The names most identity providers use out of the box: Microsoft Entra ID's claim URIs are common in France, but
 * Okta, Google Workspace and Keycloak send short names; the admin changes them in the settings.
 */
export const DEFAULT_MAPPINGS: Record<SsoProtocol, SsoMapping> = {
  saml: { email: 'email', firstName: 'firstName', lastName: 'lastName', ssoId: 'employeeNumber', entity: 'department', managerEmail: 'managerEmail' },
  oidc: { email: 'email', firstName: 'given_name', lastName: 'family_name', ssoId: 'employee_number', entity: 'department', managerEmail: 'manager_email' },
};

export function mappingWithDefaults(protocol: SsoProtocol, mapping: Partial<Record<string, unknown>> | null | undefined): SsoMapping {
  const defaults = DEFAULT_MAPPINGS[protocol];
  return Object.fromEntries(
    SSO_FIELDS.map((field) => {
      const value = mapping?.[field];
      return [field, typeof value === 'string' ? value.trim() : defaults[field]];
    }),
  ) as SsoMapping;
}

export interface SsoProfile {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  ssoId: string | null;
  entity: string | null;
  managerEmail: string | null;
}

function firstText(value: unknown): string | null {
  const first = Array.isArray(value) ? value.find((entry) => typeof entry === 'string' && entry.trim() !== '') : value;
  if (typeof first === 'number') return String(first);
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : null;
}

const emailOrNull = (value: string | null) => (value && EMAIL_PATTERN.test(value) ? value.toLowerCase() : null);

/**
 * The employee the identity provider describes, read through the company's mapping. A multi-valued attribute gives
 * its first value; e-mail addresses are lower-cased, and one that is not an address counts as not given. Without a
 * mapped e-mail attribute, the SAML NameID (or the OpenID `email` claim) is the address, when it is one.
 */
export function profileFromAttributes(attributes: Readonly<Record<string, unknown>>, mapping: SsoMapping, subjectEmail?: string | null): SsoProfile {
  const read = (field: SsoField) => (mapping[field] ? firstText(attributes[mapping[field]]) : null);
  return {
    email: emailOrNull(read('email')) ?? emailOrNull(firstText(subjectEmail)),
    firstName: read('firstName'),
    lastName: read('lastName'),
    ssoId: read('ssoId'),
    entity: read('entity'),
    managerEmail: emailOrNull(read('managerEmail')),
  };
}

/** `Acme.example, @acme.fr ; sub.acme.fr` → ['acme.example', 'acme.fr', 'sub.acme.fr']: lower case, each once. */
export function parseDomains(text: string): string[] {
  const domains = text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim().replace(/^@/, '').toLowerCase())
    .filter(Boolean);
  return [...new Set(domains)];
}

export const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The address is at one of the domains (or a subdomain of one). */
export function isEmailInDomains(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const host = email.slice(at + 1).toLowerCase();
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** Who may come in through the company's identity provider, and how. */
export type SsoAdmission =
  | { kind: 'link'; userId: string }
  | { kind: 'create' }
  | { kind: 'refuse'; reason: 'no_email' | 'domain' | 'other_organisation' | 'disabled' };

/**
 * The decision for an answer of the company's identity provider about `email`:
 * - an address outside the company's domains is refused: the company's IdP speaks for the company's addresses only;
 * - an account that belongs to the company signs in (linked to the IdP); one that belongs to no organisation joins it;
 * - an account of another company, of an association or of the platform's staff is refused: another tenant's IdP
 *   never opens it;
 * - a disabled account stays out;
 * - no account: the employee is created in the company (just in time).
 */
export function decideAdmission(
  email: string | null,
  domains: readonly string[],
  account: { userId: string; state: string; memberOfCompany: boolean; otherMemberships: number; isPlatformAdmin: boolean } | null,
): SsoAdmission {
  if (!email) return { kind: 'refuse', reason: 'no_email' };
  if (!isEmailInDomains(email, domains)) return { kind: 'refuse', reason: 'domain' };
  if (!account) return { kind: 'create' };
  if (account.state === 'disabled') return { kind: 'refuse', reason: 'disabled' };
  if (account.isPlatformAdmin || (!account.memberOfCompany && account.otherMemberships > 0)) return { kind: 'refuse', reason: 'other_organisation' };
  return { kind: 'link', userId: account.userId };
}

/**
 * Employees come in through the company's identity provider only once a login test of this very provider has passed:
 * a changed provider (metadata, issuer, client) needs a new test, so a wrong set-up never locks anyone out.
 */
export function mayEnableSingleSignOn(provider: { changedSinceTest: boolean; lastTestSucceeded: boolean | null }): boolean {
  return !provider.changedSinceTest && provider.lastTestSucceeded === true;
}

/** The provider ids of better-auth's SSO plugin, one per company and protocol. */
export const ssoProviderId = (protocol: SsoProtocol, companyId: number) => `${protocol}-${companyId}`;
export function companyIdOfProvider(providerId: string): { protocol: SsoProtocol; companyId: number } | null {
  const match = /^(saml|oidc)-(\d{1,10})$/.exec(providerId);
  return match ? { protocol: match[1] as SsoProtocol, companyId: Number(match[2]) } : null;
}
