import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { buildPath } from '../../../shared/routes';
import type { SsoProtocol } from '../../../shared/sso/sso.rules';
import { ssoDiscoveryQuerySchema, ssoSettingsInputSchema } from '../../../shared/sso/sso.schema';
import { companyScope, managedCompanyScope } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { deleteSsoSettings, discoverSingleSignOn, getSsoSettings, samlServiceProviderMetadata, saveSsoSettings, startSsoSignIn } from './sso.service';

const companyParams = z.object({ slug: z.string() });
const PUBLIC = { type: 'public' } as const;

const managedCompany = (c: Context<AppEnv>, deps: AppDeps, slug: string) => managedCompanyScope(c, deps.sql, slug);

/** The company admins' single sign-on settings (`/entreprise/{slug}/parametres`). */
export function ssoSettingsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/companies/:slug/sso', validate('param', companyParams), async (c) => {
      const { company } = await managedCompany(c, deps, c.req.valid('param').slug);
      c.header('Cache-Control', 'no-store');
      return c.json(await getSsoSettings(deps, company));
    })
    .put('/companies/:slug/sso', validate('param', companyParams), validate('json', ssoSettingsInputSchema), async (c) => {
      const { actor, company } = await managedCompany(c, deps, c.req.valid('param').slug);
      return c.json(await saveSsoSettings(deps, company, actor.userId, c.req.valid('json')));
    })
    // Public: which single sign-on an address goes to, if any (it names a company's sign-in page, never an account).
    .get('/sso/discover', validate('query', ssoDiscoveryQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ path: await discoverSingleSignOn(deps.sql, c.req.valid('query').email) });
    })
    .delete('/companies/:slug/sso', validate('param', companyParams), async (c) => {
      const { company } = await managedCompany(c, deps, c.req.valid('param').slug);
      await deleteSsoSettings(deps, company);
      return c.body(null, 204);
    });
}

/**
 * The pages a browser opens (spec §2 'SSO and provisioning'): the sign-in through the company's identity provider,
 * the admin's login test, and our SAML metadata for the provider. A person never gets a JSON error here: anything
 * that stops a sign-in ends on the SSO error screen, a test that cannot start on the sign-in page.
 */
export function ssoPageRoutes(deps: AppDeps) {
  const errorScreen = (code: string) => `${buildPath('loginSsoError', PUBLIC)}?error=${encodeURIComponent(code)}`;

  const start = (protocol: SsoProtocol, mode: 'login' | 'test') => async (c: Context<AppEnv>) => {
    const slug = c.req.param('slug') ?? '';
    c.header('Cache-Control', 'no-store');
    let company;
    try {
      if (mode === 'test') c.set('session', await deps.auth.api.getSession({ headers: c.req.raw.headers }));
      company = mode === 'test' ? (await managedCompany(c, deps, slug)).company : await companyScope(c, deps.sql, slug);
    } catch (error) {
      if (mode === 'test' && error instanceof AppError && error.code === 'UNAUTHENTICATED') {
        return c.redirect(buildPath('login', PUBLIC, {}, { 'redirect-back': c.req.path }), 303);
      }
      if (error instanceof AppError && ['NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED'].includes(error.code)) return c.redirect(errorScreen(error.code), 303);
      throw error;
    }
    const started = await startSsoSignIn(deps, company, protocol, mode, c.req.raw.headers);
    if (started.kind === 'unavailable') return c.redirect(errorScreen('SSO_NOT_ENABLED'), 303);
    for (const cookie of started.cookies) c.header('Set-Cookie', cookie, { append: true });
    return c.redirect(started.url, 303);
  };

  const metadata = (attachment: boolean) => async (c: Context<AppEnv>) => {
    const company = await companyScope(c, deps.sql, c.req.param('slug') ?? '');
    const xml = await samlServiceProviderMetadata(deps, company);
    c.header('Content-Type', 'application/samlmetadata+xml; charset=utf-8');
    if (attachment) c.header('Content-Disposition', `attachment; filename="metadata-${company.slug}.xml"`);
    return c.body(xml);
  };

  return new Hono<AppEnv>()
    .get('/saml2/:slug/login', start('saml', 'login'))
    .get('/saml2/:slug/login-test', start('saml', 'test'))
    .get('/saml2/:slug/metadata', metadata(false))
    .get('/saml2/:slug/metadata/export', metadata(true))
    .get('/oidc/:slug/login', start('oidc', 'login'))
    .get('/oidc/:slug/login-test', start('oidc', 'test'));
}
