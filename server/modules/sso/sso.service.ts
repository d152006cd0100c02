import { lookup } from 'node:dns/promises';
import { isPublicRoutableHost } from '@better-auth/core/utils/host';
import { discoverOIDCConfig } from '@better-auth/sso';
import { samlify } from './samlify';
import { AppError, type FieldErrors } from '../../../shared/errors';
import { buildPath } from '../../../shared/routes';
import { type SsoMapping, type SsoProtocol, mappingWithDefaults, mayEnableSingleSignOn, ssoProviderId } from '../../../shared/sso/sso.rules';
import type { SsoSettings, SsoSettingsValues, SsoTestResult } from '../../../shared/sso/sso.schema';
import { validationMessage } from '../../../shared/validation/messages';
import type { AppDeps } from '../../http/types';
import { recordAnsweredTest } from './sso-identity.service';
import * as q from './sso.sql';

type Deps = Pick<AppDeps, 'sql' | 'env' | 'auth' | 'logger'>;
interface Company {
  id: number;
  slug: string;
}

/**
 * Single sign-on of a company (issue 21): its settings, the provider row better-auth's SSO plugin reads, our SAML
 * service provider's metadata, and the start of a sign-in or of the admin's login test. The answer of the identity
 * provider is verified by the plugin and decided by sso-identity.service.ts.
 */

const SAML_POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const FETCH_TIMEOUT_MS = 10_000;

/** Our SAML entity id for the company: the address of its metadata, as identity providers expect. */
export const spEntityId = (baseUrl: string, slug: string) => `${baseUrl}/saml2/${slug}/metadata`;
const acsUrl = (baseUrl: string, companyId: number) => `${baseUrl}/api/auth/sso/saml2/sp/acs/${ssoProviderId('saml', companyId)}`;
const oidcRedirectUrl = (baseUrl: string, companyId: number) => `${baseUrl}/api/auth/sso/callback/${ssoProviderId('oidc', companyId)}`;

interface StoredSamlConfig {
  issuer: string;
  entryPoint: string;
  idpMetadata: { metadata: string };
  spMetadata: { entityID: string };
  wantAssertionsSigned: boolean;
  identifierFormat: string;
  mapping: { email: string; firstName: string; lastName: string; extraFields: Record<string, string> };
}
interface StoredOidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  pkce: boolean;
  discoveryEndpoint: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksEndpoint: string;
  userInfoEndpoint?: string;
  tokenEndpointAuthentication?: 'client_secret_post' | 'client_secret_basic';
  scopes: string[];
  mapping: { id: string; email: string; name: string; extraFields: Record<string, string> };
}

/** The company's single sign-on, read outside better-auth's transactions. */
const settingsOf = (sql: Deps['sql'], companyId: number) => q.findCompanySso(q.readerFor(sql), companyId);

const parse = <T>(text: string | null): T | null => {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

/** The identity provider its metadata describes: entity id, sign-in address (redirect binding first), a signing certificate. */
export function readIdpMetadata(xml: string): { entityId: string; ssoUrl: string } | null {
  try {
    const idp = samlify.IdentityProvider({ metadata: xml });
    const meta = idp.entityMeta;
    // samlify names bindings by their short names ('redirect', 'post').
    const ssoUrl = (['redirect', 'post'] as const)
      .map((binding): unknown => meta.getSingleSignOnService(binding))
      .find((service): service is string => typeof service === 'string' && /^https?:\/\//.test(service));
    const cert = meta.getX509Certificate('signing');
    const hasCert = Array.isArray(cert) ? cert.length > 0 : typeof cert === 'string' && cert.trim() !== '';
    const entityId = meta.getEntityID();
    return entityId && ssoUrl && hasCert ? { entityId, ssoUrl } : null;
  } catch {
    return null;
  }
}

/** https on a host name or address of the public internet (not loopback, private, link-local or cloud metadata). */
function isPublicHttps(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && isPublicRoutableHost(parsed.hostname);
  } catch {
    return false;
  }
}

/**
 * Addresses the server may read for the company (metadata, discovery): an origin the platform trusts, or https on a
 * public host whose name resolves to public addresses only. A company admin's settings never make the server read
 * its own network.
 */
async function isFetchable(deps: Deps, url: string): Promise<boolean> {
  try {
    if ((await deps.auth.$context).isTrustedOrigin(url)) return true;
    if (!isPublicHttps(url)) return false;
    const addresses = await lookup(new URL(url).hostname, { all: true });
    return addresses.length > 0 && addresses.every(({ address }) => isPublicRoutableHost(address));
  } catch {
    return false;
  }
}

async function fetchMetadata(deps: Deps, url: string): Promise<string | null> {
  if (!(await isFetchable(deps, url))) return null;
  try {
    const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) return null;
    const text = await response.text();
    return text.length <= 100_000 ? text : null;
  } catch {
    return null;
  }
}

function presentTest(row: q.CompanySsoRow | undefined): SsoTestResult | null {
  if (!row?.testedAt) return null;
  const result = (row.testResult ?? {}) as Partial<SsoTestResult>;
  return { at: row.testedAt.toISOString(), succeeded: row.testSucceeded === true, profile: result.profile ?? null, attributes: result.attributes ?? {}, error: result.error ?? null };
}

export async function getSsoSettings(deps: Pick<Deps, 'sql' | 'env'>, company: Company): Promise<SsoSettings> {
  const row = await settingsOf(deps.sql, company.id);
  const saml = parse<StoredSamlConfig>(row?.samlConfig ?? null);
  const oidc = parse<StoredOidcConfig>(row?.oidcConfig ?? null);
  const idp = saml ? readIdpMetadata(saml.idpMetadata.metadata) : null;
  const base = deps.env.baseUrl;
  const context = { type: 'public' } as const;
  return {
    protocol: row?.protocol ?? null,
    enabled: row?.enabled ?? false,
    domains: row?.domains ?? [],
    mapping: mappingWithDefaults(row?.protocol ?? 'saml', row?.mapping),
    saml: {
      spEntityId: saml?.spMetadata.entityID ?? spEntityId(base, company.slug),
      acsUrl: acsUrl(base, company.id),
      metadataUrl: `${base}${buildPath('sso.samlMetadata', context, { companySlug: company.slug })}`,
      metadataExportUrl: `${base}${buildPath('sso.samlMetadataExport', context, { companySlug: company.slug })}`,
      loginUrl: buildPath('sso.samlLogin', context, { companySlug: company.slug }),
      testUrl: buildPath('sso.samlLoginTest', context, { companySlug: company.slug }),
      idpEntityId: idp?.entityId ?? null,
      idpSsoUrl: idp?.ssoUrl ?? null,
      idpMetadataUrl: row?.protocol === 'saml' ? row.idpMetadataUrl : null,
      hasMetadata: saml !== null,
    },
    oidc: {
      redirectUrl: oidcRedirectUrl(base, company.id),
      loginUrl: buildPath('sso.oidcLogin', context, { companySlug: company.slug }),
      testUrl: buildPath('sso.oidcLoginTest', context, { companySlug: company.slug }),
      issuer: oidc?.issuer ?? null,
      clientId: oidc?.clientId ?? null,
      hasSecret: Boolean(oidc?.clientSecret),
    },
    lastTest: presentTest(row),
  };
}

const invalid = (fields: FieldErrors) => new AppError('VALIDATION_FAILED', undefined, { fields });

/** The plugin's SAML configuration: signed assertions required, our entity id, the company's attribute names. */
async function samlProvider(deps: Deps, company: Company, input: SsoSettingsValues, mapping: SsoMapping, previous: StoredSamlConfig | null) {
  let metadata = input.metadataXml;
  if (!metadata && input.metadataUrl) {
    metadata = await fetchMetadata(deps, input.metadataUrl);
    if (!metadata) throw invalid({ metadataUrl: [validationMessage('sso_metadata_unreachable')] });
  }
  metadata ??= previous?.idpMetadata.metadata ?? null;
  if (!metadata) throw invalid({ metadataXml: [validationMessage('sso_metadata_required')] });
  const idp = readIdpMetadata(metadata);
  if (!idp) throw invalid({ [input.metadataXml ? 'metadataXml' : 'metadataUrl']: [validationMessage('sso_metadata_invalid')] });
  const entityID = previous?.spMetadata.entityID ?? spEntityId(deps.env.baseUrl, company.slug);
  const config: StoredSamlConfig = {
    issuer: entityID,
    entryPoint: idp.ssoUrl,
    idpMetadata: { metadata },
    spMetadata: { entityID },
    wantAssertionsSigned: true,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    // The plugin reads e-mail and names itself; every fact is also handed to provisionUser under our own names.
    mapping: { email: mapping.email || 'email', firstName: mapping.firstName, lastName: mapping.lastName, extraFields: extraFields(mapping) },
  };
  return { issuer: idp.entityId, samlConfig: JSON.stringify(config), oidcConfig: null };
}

const extraFields = (mapping: SsoMapping) => Object.fromEntries(Object.entries(mapping).filter(([, attribute]) => attribute !== ''));

/** The plugin's OpenID Connect configuration, its endpoints read once from the issuer's discovery document. */
async function oidcProvider(deps: Deps, input: SsoSettingsValues, mapping: SsoMapping, previous: StoredOidcConfig | null) {
  const fields: FieldErrors = {};
  if (!input.issuer) fields.issuer = [validationMessage('required')];
  if (!input.clientId) fields.clientId = [validationMessage('sso_client_id_required')];
  const issuer = (input.issuer ?? '').replace(/\/$/, '');
  const secret = input.clientSecret ?? (previous && previous.issuer === issuer ? previous.clientSecret : null);
  if (!secret) fields.clientSecret = [validationMessage('sso_client_secret_required')];
  if (Object.keys(fields).length > 0) throw invalid(fields);
  const trusted = await deps.auth.$context;
  // The plugin's own check of private hosts gives way to whatever this predicate accepts: the discovery document is
  // read only when its address may be (isFetchable), and its endpoints must be trusted or public https.
  const readable = await isFetchable(deps, `${issuer}/.well-known/openid-configuration`);
  const discovered = !readable
    ? null
    : await discoverOIDCConfig({ issuer, isTrustedOrigin: (url: string) => trusted.isTrustedOrigin(url) || isPublicHttps(url) }).catch((error: unknown) => {
        deps.logger?.info({ msg: 'oidc discovery failed', issuer, error: String(error) });
        return null;
      });
  if (!discovered?.authorizationEndpoint || !discovered.tokenEndpoint || !discovered.jwksEndpoint) throw invalid({ issuer: [validationMessage('sso_issuer_invalid')] });
  const config: StoredOidcConfig = {
    issuer,
    clientId: input.clientId!,
    clientSecret: secret!,
    pkce: true,
    discoveryEndpoint: discovered.discoveryEndpoint,
    authorizationEndpoint: discovered.authorizationEndpoint,
    tokenEndpoint: discovered.tokenEndpoint,
    jwksEndpoint: discovered.jwksEndpoint,
    userInfoEndpoint: discovered.userInfoEndpoint,
    tokenEndpointAuthentication: discovered.tokenEndpointAuthentication === 'client_secret_post' ? 'client_secret_post' : 'client_secret_basic',
    scopes: ['openid', 'email', 'profile'],
    mapping: { id: 'sub', email: mapping.email || 'email', name: 'name', extraFields: extraFields(mapping) },
  };
  return { issuer, samlConfig: null, oidcConfig: JSON.stringify(config) };
}

/**
 * Saves the company's single sign-on. Employees sign in through it only once it is enabled, and it can be enabled
 * only after a successful login test of this very identity provider: a wrong set-up never locks anyone out.
 */
export async function saveSsoSettings(deps: Deps, company: Company, actorId: string, input: SsoSettingsValues): Promise<SsoSettings> {
  const current = await settingsOf(deps.sql, company.id);
  const mapping = mappingWithDefaults(input.protocol, input.mapping);
  const samePrevious = current?.protocol === input.protocol;
  const provider =
    input.protocol === 'saml'
      ? await samlProvider(deps, company, input, mapping, samePrevious ? parse<StoredSamlConfig>(current.samlConfig) : null)
      : await oidcProvider(deps, input, mapping, samePrevious ? parse<StoredOidcConfig>(current.oidcConfig) : null);
  const previousConfig = input.protocol === 'saml' ? current?.samlConfig : current?.oidcConfig;
  const providerChanged = !samePrevious || identityOf(previousConfig ?? null) !== identityOf(provider.samlConfig ?? provider.oidcConfig);
  if (input.enabled && !mayEnableSingleSignOn({ changedSinceTest: providerChanged, lastTestSucceeded: current?.testSucceeded ?? null })) {
    throw invalid({ enabled: [validationMessage('sso_enable_untested')] });
  }
  await deps.sql.begin((tx) =>
    q.saveCompanySso(
      tx,
      {
        companyId: company.id,
        protocol: input.protocol,
        enabled: input.enabled,
        domains: input.domains,
        idpMetadataUrl: input.protocol === 'saml' ? (input.metadataUrl ?? (input.metadataXml ? null : (current?.idpMetadataUrl ?? null))) : null,
        mapping,
        updatedBy: actorId,
        provider: { providerId: ssoProviderId(input.protocol, company.id), ...provider },
      },
      providerChanged,
    ),
  );
  return getSsoSettings(deps, company);
}

/** What identifies the provider in a stored configuration (its metadata, or issuer and client): a change needs a new test. */
function identityOf(config: string | null): string {
  const parsed = parse<Partial<StoredSamlConfig & StoredOidcConfig>>(config);
  if (!parsed) return '';
  return JSON.stringify([parsed.idpMetadata?.metadata ?? null, parsed.issuer ?? null, parsed.clientId ?? null, parsed.clientSecret ?? null]);
}

export async function deleteSsoSettings(deps: Pick<Deps, 'sql'>, company: Company): Promise<void> {
  await deps.sql.begin((tx) => q.deleteCompanySso(tx, company.id));
}

/** Our SAML service provider's metadata for the company (`/saml2/{slug}/metadata`), built by the plugin's samlify. */
export async function samlServiceProviderMetadata(deps: Pick<Deps, 'sql' | 'env'>, company: Company): Promise<string> {
  const row = await settingsOf(deps.sql, company.id);
  const saml = row?.protocol === 'saml' ? parse<StoredSamlConfig>(row.samlConfig) : null;
  const entityID = saml?.spMetadata.entityID ?? spEntityId(deps.env.baseUrl, company.slug);
  return samlify
    .SPMetadata({
      entityID,
      assertionConsumerService: [{ Binding: SAML_POST, Location: acsUrl(deps.env.baseUrl, company.id) }],
      wantAssertionsSigned: true,
      authnRequestsSigned: false,
      nameIDFormat: ['urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'],
    })
    .getMetadata();
}

export type SsoStart = { kind: 'redirect'; url: string; cookies: string[] } | { kind: 'unavailable' };

/**
 * Starts a sign-in through the company's identity provider: the address to send the browser to. `test` is the
 * admin's try: its answer is shown in the settings and signs nobody in; it works before the set-up is enabled.
 */
export async function startSsoSignIn(deps: Deps, company: Company, protocol: SsoProtocol, mode: 'login' | 'test', headers: Headers): Promise<SsoStart> {
  const row = await settingsOf(deps.sql, company.id);
  if (!row || row.protocol !== protocol || (mode === 'login' && !row.enabled)) return { kind: 'unavailable' };
  const context = { type: 'public' } as const;
  const settings = testedSettingsPath(company.slug);
  const home = buildPath('space.home', { type: 'employee', companySlug: company.slug });
  const retry = buildPath(protocol === 'saml' ? 'sso.samlLogin' : 'sso.oidcLogin', context, { companySlug: company.slug });
  const errorPage = `${buildPath('loginSsoError', context)}?retry=${encodeURIComponent(retry)}`;
  const { response: answer, headers: answerHeaders } = await deps.auth.api.signInSSO({
    returnHeaders: true,
    body: {
      providerId: ssoProviderId(protocol, company.id),
      providerType: protocol,
      callbackURL: mode === 'test' ? settings : home,
      errorCallbackURL: mode === 'test' ? settings : errorPage,
    },
    headers,
  });
  const url = new URL(answer.url);
  if (mode === 'test') {
    const state = url.searchParams.get(protocol === 'saml' ? 'RelayState' : 'state');
    if (!state) throw new AppError('INTERNAL', 'sign-in request without state');
    await q.startTest(deps.sql, company.id, state);
  }
  // OpenID Connect keeps its state and PKCE verifier in a cookie for the callback.
  return { kind: 'redirect', url: answer.url, cookies: answerHeaders.getSetCookie() };
}

/** A failed answer to a login test (refused before the plugin asked us): recorded for the settings page. */
export async function recordFailedTest(deps: Pick<Deps, 'sql'>, state: string, error: string): Promise<{ slug: string } | null> {
  const test = await q.findTestByState(deps.sql, state);
  if (!test) return null;
  await q.recordTest(deps.sql, test.companyId, state, { succeeded: false, result: { profile: null, attributes: {}, error } });
  const company = await q.companyOf(deps.sql, test.companyId);
  return company ? { slug: company.slug } : null;
}


/** Where the admin's login test ends: the settings, at the single sign-on section with its last test. */
const testedSettingsPath = (slug: string) => `${buildPath('companies.settings', { type: 'company', companySlug: slug })}?sso-test=1#sso`;

/** The plugin's paths that receive an identity provider's answer (SAML POST, OpenID Connect redirect). */
export const isSsoAnswerPath = (path: string) => path.startsWith('/api/auth/sso/saml2/sp/acs/') || path.startsWith('/api/auth/sso/callback/');

/** The state an answer carries, read without consuming the request. */
export async function ssoAnswerState(request: Request): Promise<string | null> {
  const fromQuery = new URL(request.url).searchParams.get('state');
  if (fromQuery) return fromQuery;
  if (request.method !== 'POST') return null;
  try {
    const form = await request.clone().formData();
    const value = form.get('RelayState') ?? form.get('state');
    return typeof value === 'string' && value !== '' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Where an identity provider's answer leaves the browser. The plugin redirects most failures itself (to the error
 * screen, or to the settings for a test); what it answers as an error body (an unreadable or unsigned response, an
 * unknown provider) also goes to the error screen, with its reason. A failed login test is recorded for the admin.
 */
export async function routeSsoAnswer(deps: Pick<Deps, 'sql' | 'env' | 'logger'>, state: string | null, response: Response): Promise<Response> {
  const tested = state ? await recordAnsweredTest(deps.sql, state) : null;
  if (tested) return redirectTo(testedSettingsPath(tested), response);
  const location = response.headers.get('location');
  const redirected = response.status >= 300 && response.status < 400 && location !== null;
  if (!redirected && response.status < 400) return response;
  let reason: string;
  if (redirected) {
    const target = new URL(location, deps.env.baseUrl);
    const error = target.searchParams.get('error');
    if (!error || error === 'SSO_LOGIN_TEST') return response;
    reason = [error, target.searchParams.get('error_description')].filter(Boolean).join(': ');
    // Already on its way to the error screen (or to the settings, for a test the plugin knew as one).
    if (target.pathname === buildPath('loginSsoError', { type: 'public' })) return response;
  } else {
    const body = (await response.clone().json().catch(() => ({}))) as { code?: string; message?: string };
    reason = [body.code, body.message].filter(Boolean).join(': ') || `HTTP ${response.status}`;
  }
  deps.logger?.info({ msg: 'sso answer refused', reason });
  const test = state ? await recordFailedTest(deps, state, reason) : null;
  if (test) return redirectTo(testedSettingsPath(test.slug), response);
  return redirectTo(`${buildPath('loginSsoError', { type: 'public' })}?error=${encodeURIComponent(reason.split(':')[0]!)}`, response);
}

function redirectTo(path: string, from: Response): Response {
  const headers = new Headers({ Location: path, 'Cache-Control': 'no-store' });
  for (const cookie of from.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

export const findCompanyBySlugForSso = (sql: Deps['sql'], slug: string) => q.companyBySlug(sql, slug);

/** Where the company's employees sign in through its identity provider; null until its single sign-on is on. */
export async function singleSignOnPath(sql: Deps['sql'], company: Company): Promise<string | null> {
  const row = await settingsOf(sql, company.id);
  if (!row?.enabled) return null;
  return buildPath(row.protocol === 'saml' ? 'sso.samlLogin' : 'sso.oidcLogin', { type: 'public' }, { companySlug: company.slug });
}

/**
 * Home realm discovery (`/login/complete-email`): the single sign-on to send an address to, when exactly one company
 * signs in that domain through its identity provider; null otherwise (the password step follows).
 */
export async function discoverSingleSignOn(sql: Deps['sql'], email: string): Promise<string | null> {
  const host = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const companies = await q.companiesSigningIn(sql, host);
  if (companies.length !== 1) return null;
  const [company] = companies;
  return buildPath(company!.protocol === 'saml' ? 'sso.samlLogin' : 'sso.oidcLogin', { type: 'public' }, { companySlug: company!.slug });
}
