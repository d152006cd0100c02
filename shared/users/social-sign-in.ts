import * as z from 'zod/mini';

/**
 * Social sign-in per company (spec §1, issue 21): Google, and Microsoft (Entra ID) as the enterprise sign-in of the
 * Microsoft type. Each is offered to a company's employees only when the platform has the provider's credentials and
 * the company's admins switched it on (decision 007).
 */
export const SOCIAL_PROVIDERS = ['google', 'microsoft'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const isSocialProvider = (value: unknown): value is SocialProvider => SOCIAL_PROVIDERS.includes(value as SocialProvider);

/** The company's switches, as stored (`companies.google_sign_in`, `microsoft_sign_in`, migration 0038). */
export type SocialSignInSwitches = Record<SocialProvider, boolean>;

/** `PUT /companies/{slug}/social-sign-in`: both switches at once. */
export const socialSignInInputSchema = z.object({ google: z.boolean(), microsoft: z.boolean() });
export type SocialSignInInput = z.infer<typeof socialSignInInputSchema>;

/** `GET /companies/{slug}/social-sign-in`: each provider, whether the company switched it on and whether the platform can offer it. */
export interface SocialSignInSettings {
  providers: { provider: SocialProvider; enabled: boolean; configured: boolean }[];
}

/** The providers a company's sign-in pages offer: switched on by the company and configured on the platform. */
export function offeredSocialProviders(switches: SocialSignInSwitches, configured: ReadonlySet<SocialProvider>): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => switches[provider] && configured.has(provider));
}

/**
 * What better-auth is about to do with the provider's identity (its `validateUserInfo` actions): create a user for an
 * address it does not know, link the provider to the account with that address, or sign in an account already linked.
 */
export type SocialSignInAction = 'create-user' | 'link-account' | 'sign-in';

export interface SocialSignInFacts {
  action: SocialSignInAction;
  /** The company the flow was started from is known (it travels in better-auth's signed state). */
  companyKnown: boolean;
  /** The company still has the provider switched on and the platform still has its credentials. */
  offered: boolean;
  /** The account (existing, or linked) is a member of that company. */
  member: boolean;
}

export type SocialSignInRefusal = 'SOCIAL_SIGN_IN_UNAVAILABLE' | 'SOCIAL_SIGN_IN_NOT_EMPLOYEE';

/**
 * Whether a social identity may enter the company it came for (decision 007): never a company that has not switched
 * the provider on; an account of the company's employee only; and no account created on the way (no JIT): an
 * address the platform does not know is refused, whatever its domain.
 */
export function socialSignInRefusal(facts: SocialSignInFacts): SocialSignInRefusal | null {
  if (!facts.companyKnown || !facts.offered) return 'SOCIAL_SIGN_IN_UNAVAILABLE';
  if (facts.action === 'create-user') return 'SOCIAL_SIGN_IN_NOT_EMPLOYEE';
  return facts.member ? null : 'SOCIAL_SIGN_IN_NOT_EMPLOYEE';
}
