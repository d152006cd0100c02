import type { BetterAuthOptions, BetterAuthPlugin } from 'better-auth';
import { APIError, addOAuthServerContext, createAuthMiddleware, getOAuthState } from 'better-auth/api';
import { buildPath } from '../../shared/routes';
import { type SocialProvider, isSocialProvider } from '../../shared/users/social-sign-in';
import type { Sql } from '../db/connect';
import type { SocialProvidersConfig } from '../env';
import { errorMessage } from '../http/messages';
import { companyOfferingProvider, configuredSocialProviders, socialSignInCheck } from '../modules/companies/social-sign-in.service';

/** Where every failed social sign-in ends: the French SSO error screen (spec §8), never a JSON page. */
export const SOCIAL_SIGN_IN_ERROR_PATH = buildPath('loginSsoError', { type: 'public' });

/** The key under which the company a flow started from travels in better-auth's state (server-set, not the client's). */
const COMPANY_KEY = 'socialSignInCompanyId';

/**
 * better-auth's own Google and Microsoft (Entra ID) providers, for the platform's credentials (server/env.ts).
 * A provider without credentials is left out: better-auth then answers that it does not know it.
 */
export function socialProviders(config: SocialProvidersConfig | undefined): NonNullable<BetterAuthOptions['socialProviders']> {
  const google = config?.google;
  const microsoft = config?.microsoft;
  return {
    ...(google && { google: { clientId: google.clientId, clientSecret: google.clientSecret, prompt: 'select_account' as const } }),
    ...(microsoft && {
      microsoft: {
        clientId: microsoft.clientId,
        clientSecret: microsoft.clientSecret,
        tenantId: microsoft.tenantId,
        // A national cloud's sign-in address (login.microsoftonline.us...); Microsoft's public cloud otherwise.
        ...(microsoft.authority && { authority: microsoft.authority }),
        prompt: 'select_account' as const,
        // No call to Microsoft Graph for a picture the product does not show.
        disableProfilePhoto: true,
        // Entra ID says an address is verified through the optional claim `xms_edov` (the domain's owner was
        // verified) when it does not send `email_verified`: without either, no existing account is linked.
        mapProfileToUser: (profile: Record<string, unknown>) => (profile.xms_edov === true || profile.xms_edov === '1' ? { emailVerified: true } : {}),
      },
    }),
  };
}

/**
 * The per-company rules of social sign-in (decision 007), as a better-auth plugin:
 * - starting (`POST /sign-in/social`): the company's slug comes in `additionalData.companySlug`; the flow starts
 *   only if that company offers the provider, ends on the company's employee home or on the SSO error screen
 *   whatever the page asked, and carries the company's id in better-auth's server context (the client cannot change
 *   it). Signing in with a bare ID token (no redirect, no company) is refused.
 * - the provider's callback (`user.validateUserInfo`, on creating, linking or signing in): the account must be an
 *   employee of that company, which must still offer the provider; no account is created.
 */
export function socialSignIn(sql: Sql, config: SocialProvidersConfig | undefined): BetterAuthPlugin {
  const configured = configuredSocialProviders(config);
  const unavailable = () => new APIError('FORBIDDEN', { code: 'SOCIAL_SIGN_IN_UNAVAILABLE', message: errorMessage('SOCIAL_SIGN_IN_UNAVAILABLE') });
  return {
    id: 'solidaire-social-sign-in',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/sign-in/social',
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as { provider?: unknown; idToken?: unknown; additionalData?: { companySlug?: unknown } };
            const slug = body.additionalData?.companySlug;
            if (!isSocialProvider(body.provider) || body.idToken !== undefined || typeof slug !== 'string') throw unavailable();
            const company = await companyOfferingProvider(sql, slug, body.provider, configured);
            if (!company) throw unavailable();
            await addOAuthServerContext({ [COMPANY_KEY]: company.id });
            return {
              context: {
                body: {
                  ...body,
                  callbackURL: buildPath('space.home', { type: 'employee', companySlug: company.slug }),
                  errorCallbackURL: SOCIAL_SIGN_IN_ERROR_PATH,
                  newUserCallbackURL: undefined,
                  requestSignUp: undefined,
                },
              },
            };
          }),
        },
      ],
    },
    // better-auth merges a plugin's options under the configuration's own: a `user.validateUserInfo` written in
    // options.ts would replace this one. Compose them there if one is ever needed (the tests fail without this rule).
    init: () => ({
      options: {
        user: {
          async validateUserInfo({ user, source }) {
            const provider = source.oauth?.providerId;
            // Other ways in (passwords, codes, the SSO plugin) have their own rules.
            if (source.method !== 'oauth' || !isSocialProvider(provider)) return;
            const state = await getOAuthState();
            const companyId = state?.serverContext?.[COMPANY_KEY];
            const refusal = await socialSignInCheck(
              sql,
              {
                companyId: typeof companyId === 'number' ? companyId : undefined,
                provider: provider satisfies SocialProvider,
                action: source.action,
                userId: typeof user.id === 'string' ? user.id : undefined,
              },
              configured,
            );
            return refusal ? { error: refusal, errorDescription: errorMessage(refusal) } : undefined;
          },
        },
      },
    }),
  };
}
