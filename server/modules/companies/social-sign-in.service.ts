import {
  SOCIAL_PROVIDERS,
  type SocialProvider,
  type SocialSignInAction,
  type SocialSignInInput,
  type SocialSignInRefusal,
  type SocialSignInSettings,
  offeredSocialProviders,
  socialSignInRefusal,
} from '../../../shared/users/social-sign-in';
import type { Sql } from '../../db/connect';
import type { SocialProvidersConfig } from '../../env';
import * as q from './social-sign-in.sql';

export type { SocialSignInCompany } from './social-sign-in.sql';

/** The providers the platform has credentials for (server/env.ts). */
export function configuredSocialProviders(config: SocialProvidersConfig | undefined): ReadonlySet<SocialProvider> {
  return new Set(SOCIAL_PROVIDERS.filter((provider) => config?.[provider]));
}

/** `GET /companies/{slug}/social-sign-in`: each provider, switched on or not, and whether the platform can offer it. */
export async function getSocialSignInSettings(sql: Sql, slug: string, configured: ReadonlySet<SocialProvider>): Promise<SocialSignInSettings> {
  const company = await q.findSocialSignInCompanyBySlug(sql, slug);
  return {
    providers: SOCIAL_PROVIDERS.map((provider) => ({ provider, enabled: company?.switches[provider] ?? false, configured: configured.has(provider) })),
  };
}

/**
 * Saves the company's switches. A provider the platform has no credentials for may still be switched on: it is
 * offered from the moment the platform is given them (the settings say it is not available meanwhile).
 */
export async function saveSocialSignIn(sql: Sql, companyId: number, input: SocialSignInInput) {
  await q.updateSocialSignIn(sql, companyId, input);
}

/** The providers a company's sign-in pages offer (its public page carries them). */
export async function companySocialProviders(sql: Sql, companyId: number, configured: ReadonlySet<SocialProvider>): Promise<SocialProvider[]> {
  const company = await q.findSocialSignInCompanyById(sql, companyId);
  return company ? offeredSocialProviders(company.switches, configured) : [];
}

/** The company a social sign-in starts from, when it offers that provider; undefined otherwise. */
export async function companyOfferingProvider(sql: Sql, slug: string, provider: SocialProvider, configured: ReadonlySet<SocialProvider>) {
  const company = await q.findSocialSignInCompanyBySlug(sql, slug);
  if (!company?.isActive || !offeredSocialProviders(company.switches, configured).includes(provider)) return undefined;
  return company;
}

/**
 * Decision 007 at the provider's callback: the company the flow started from must still offer the provider, and the
 * account (found by the provider's verified address, or already linked) must be one of its employees. No account is
 * created on the way.
 */
export async function socialSignInCheck(
  sql: Sql,
  input: { companyId: number | undefined; provider: SocialProvider; action: SocialSignInAction; userId: string | undefined },
  configured: ReadonlySet<SocialProvider>,
): Promise<SocialSignInRefusal | null> {
  // Creating is refused whatever the company says, and better-auth asks inside its own transaction: read nothing then
  // (on the embedded database's single connection, a query beside that transaction would wait for it forever).
  if (input.action === 'create-user') return socialSignInRefusal({ action: input.action, companyKnown: input.companyId !== undefined, offered: true, member: false });
  const company = input.companyId === undefined ? undefined : await q.findSocialSignInCompanyById(sql, input.companyId);
  const offered = Boolean(company?.isActive && offeredSocialProviders(company.switches, configured).includes(input.provider));
  const member = Boolean(company && input.userId && (await q.isCompanyMember(sql, company.id, input.userId)));
  return socialSignInRefusal({ action: input.action, companyKnown: company !== undefined, offered, member });
}
