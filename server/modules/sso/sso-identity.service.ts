import { tryGetCurrentAuthEndpointContext } from '@better-auth/core/context';
import { companyIdOfProvider, decideAdmission, mappingWithDefaults, profileFromAttributes, type SsoProfile, SSO_FIELDS } from '../../../shared/sso/sso.rules';
import type { Sql } from '../../db/connect';
import type { Logger } from '../../http/logger';
import * as q from './sso.sql';

/**
 * Who comes in through a company's identity provider, called by better-auth's SSO plugin once it has verified the
 * answer (SAML signature, audience, dates, replay; OpenID Connect ID token): its `resolveUser` decides, inside the
 * plugin's transaction, and its `provisionUser` writes the employee after every sign-in (just-in-time creation).
 */

/** The refusals the plugin turns into `?error=` on the error screen's address. */
export const SSO_REFUSALS = {
  test: 'SSO_LOGIN_TEST',
  notEnabled: 'SSO_NOT_ENABLED',
  no_email: 'SSO_NO_EMAIL',
  domain: 'SSO_EMAIL_DOMAIN',
  other_organisation: 'SSO_OTHER_ORGANISATION',
  disabled: 'ACCOUNT_DISABLED',
} as const;

type Attributes = Readonly<Record<string, unknown>>;

/** Login tests answered in this process, by their state, until the answer's request records them. */
const answeredTests = new Map<string, { companyId: number; succeeded: boolean; result: Record<string, unknown> }>();

/**
 * Records the login test this answer (by its state) was, if the identity provider's answer reached `resolveUser`;
 * returns the company's slug, for the way back to its settings.
 */
export async function recordAnsweredTest(sql: Sql, state: string): Promise<string | null> {
  const answered = answeredTests.get(state);
  if (!answered) return null;
  answeredTests.delete(state);
  await q.recordTest(sql, answered.companyId, state, { succeeded: answered.succeeded, result: answered.result });
  return (await q.companyOf(sql, answered.companyId))?.slug ?? null;
}

/** What the plugin gives `resolveUser` (the part we read). */
export interface SsoResolutionInput {
  protocol: 'saml' | 'oidc';
  providerId: string;
  accountKey: { accountId: string };
  providerUser: { email: string };
  providerAttributes?: Record<string, string | readonly string[]>;
  providerClaims?: Record<string, unknown>;
}
export type SsoResolution = { action: 'continue' } | { action: 'link'; userId: string; profile: 'preserve' } | { action: 'reject'; code: string; message?: string };

/** The state the identity provider sent back with its answer: SAML RelayState, OpenID `state`. */
function answerState(): string | null {
  const ctx = tryGetCurrentAuthEndpointContext() as { body?: Record<string, unknown>; query?: Record<string, unknown> } | undefined;
  const value = ctx?.body?.RelayState ?? ctx?.body?.state ?? ctx?.query?.state;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Every attribute received, as lists of text, for the login test to show (so the admin can set the mapping from it). */
function attributeLists(attributes: Attributes): Record<string, string[]> {
  const lists: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const values = (Array.isArray(value) ? value : [value]).filter((entry) => ['string', 'number', 'boolean'].includes(typeof entry)).map(String);
    if (values.length > 0) lists[name] = values.slice(0, 20);
  }
  return lists;
}

export async function resolveSsoUser(deps: { sql: Sql; logger?: Logger }, input: SsoResolutionInput): Promise<SsoResolution> {
  const owner = companyIdOfProvider(input.providerId);
  if (!owner) return { action: 'reject', code: SSO_REFUSALS.notEnabled };
  // Inside the plugin's transaction: read through it (on the embedded database, beside it would wait forever).
  const read = q.readerFor(deps.sql);
  const settings = await q.findCompanySso(read, owner.companyId);
  if (!settings || settings.protocol !== owner.protocol) return { action: 'reject', code: SSO_REFUSALS.notEnabled };
  const attributes: Attributes = (input.protocol === 'saml' ? input.providerAttributes : input.providerClaims) ?? {};
  const mapping = mappingWithDefaults(settings.protocol, settings.mapping);
  const profile = profileFromAttributes(attributes, mapping, input.protocol === 'saml' ? input.accountKey.accountId : input.providerUser.email);

  // The admin's login test: what came back is recorded for the settings page, and nobody is signed in.
  const state = answerState();
  if (state && settings.testState === state) {
    const admission = decideAdmission(profile.email, settings.domains, null);
    // Written once the plugin's transaction is over (it is rolled back by the refusal): routeSsoAnswer.
    answeredTests.set(state, {
      companyId: owner.companyId,
      succeeded: admission.kind !== 'refuse',
      result: { profile, attributes: attributeLists(attributes), error: admission.kind === 'refuse' ? SSO_REFUSALS[admission.reason] : null },
    });
    return { action: 'reject', code: SSO_REFUSALS.test };
  }

  if (!settings.enabled) return { action: 'reject', code: SSO_REFUSALS.notEnabled };
  const account = profile.email ? await q.findAccount(read, owner.companyId, profile.email) : undefined;
  const admission = decideAdmission(profile.email, settings.domains, account ?? null);
  if (admission.kind === 'refuse') {
    deps.logger?.info({ msg: 'sso sign-in refused', providerId: input.providerId, reason: admission.reason });
    return { action: 'reject', code: SSO_REFUSALS[admission.reason] };
  }
  return admission.kind === 'link' ? { action: 'link', userId: admission.userId, profile: 'preserve' } : { action: 'continue' };
}

/**
 * After each sign-in through the company's provider: the employee is in the company, with what the provider says.
 * The plugin gives the mapped facts as `userInfo` fields named after ours (the provider's mapping `extraFields`).
 */
export async function provisionSsoUser(deps: { sql: Sql }, input: { userId: string; providerId: string; userInfo: Attributes }): Promise<void> {
  const owner = companyIdOfProvider(input.providerId);
  if (!owner) return;
  const ownNames = Object.fromEntries(SSO_FIELDS.map((field) => [field, field])) as Record<(typeof SSO_FIELDS)[number], string>;
  const profile: SsoProfile = profileFromAttributes(input.userInfo, ownNames);
  await deps.sql.begin((tx) => q.provisionMember(tx, owner.companyId, input.userId, profile));
}
