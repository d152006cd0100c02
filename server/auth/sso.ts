import { sso } from '@better-auth/sso';
import type { Sql } from '../db/connect';
import type { Logger } from '../http/logger';
import { provisionSsoUser, resolveSsoUser } from '../modules/sso/sso-identity.service';

/** Tolerance between the identity provider's clock and ours on an assertion's dates. */
export const SSO_CLOCK_SKEW_MS = 3 * 60_000;

/**
 * better-auth's SSO plugin: OpenID Connect and SAML 2.0 per company (issue 21). It verifies what the identity
 * provider answers (signature required on SAML assertions, audience, recipient, dates within SSO_CLOCK_SKEW_MS, an
 * assertion used once, the answer to a request we sent); `resolveUser` and `provisionUser` decide who comes in and
 * make them an employee of the company. Providers are written by the company settings only: the plugin's own
 * registration and management endpoints are switched off (options.ts `disabledPaths`).
 */
export function ssoPlugin(deps: { sql: Sql; logger?: Logger }) {
  return sso({
    modelName: 'sso_providers',
    fields: {
      issuer: 'issuer',
      oidcConfig: 'oidc_config',
      samlConfig: 'saml_config',
      userId: 'user_id',
      providerId: 'provider_id',
      organizationId: 'organization_id',
      domain: 'domain',
    },
    providersLimit: 0,
    disableImplicitSignUp: false,
    provisionUserOnEveryLogin: true,
    organizationProvisioning: { disabled: true },
    saml: {
      enableInResponseToValidation: true,
      allowIdpInitiated: false,
      clockSkew: SSO_CLOCK_SKEW_MS,
      requireTimestamps: true,
      algorithms: { onDeprecated: 'reject' },
    },
    resolveUser: (input) => resolveSsoUser(deps, input),
    provisionUser: ({ user, userInfo, provider }) => provisionSsoUser(deps, { userId: user.id, providerId: provider.providerId, userInfo }),
  });
}

/** The plugin's endpoints nobody calls: providers are managed from the company settings (`/api/v1/companies/{slug}/sso`). */
export const SSO_DISABLED_PATHS = ['/sso/register', '/sso/providers', '/sso/get-provider', '/sso/update-provider', '/sso/delete-provider', '/sso/saml2/sp/metadata'];
