import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../../shared/errors';
import type { Feature } from '../../shared/companies/plans';
import { isFeatureAvailable } from '../../shared/permissions/features';
import { canManageCompany, canManagePlatform, hasAssociationAccess, hasCompanyAccess } from '../../shared/permissions/policies';
import { type RequestSession, readSessionToken, sessionNeedsBetterAuth } from '../auth/session-cookie';
import type { Sql } from '../db/connect';
import { type AssociationRecord, associationRecordJson, findAssociationBySlug } from '../modules/associations/associations.service';
import { type CompanyRecord, companyRecordJson, featureListsOf, findCompanyBySlug } from '../modules/companies/companies.service';
import { type RequestActor, findActor, findSessionContext } from '../modules/users/service';
import type { AppDeps, AppEnv } from './types';

/** The tenant a path of the API names (`/api/v1/companies/{slug}/...`, `/api/v1/associations/{slug}/...`), if any. */
function tenantOfPath(path: string): { space: 'companies' | 'associations'; slug: string } | null {
  const match = /^\/api\/v1\/(companies|associations)\/([^/]+)/.exec(path);
  if (!match) return null;
  try {
    return { space: match[1] as 'companies' | 'associations', slug: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}

/**
 * Who is asking, read once before any route of the API, in one statement: the session of the signed
 * session cookie, its user, the actor's memberships (requireActor) and the tenant the path names
 * (companyScope, associationScope, so the tenant gate reads nothing more). A session past its expiry or
 * due for its daily renewal is handed to better-auth's own get-session, which deletes or renews it as it
 * always has; no session row for the token (signed out, deleted with a disabled account) is no session.
 */
export function readRequestContext(deps: Pick<AppDeps, 'sql' | 'auth'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('session', null);
    const token = await readSessionToken(c.req.raw.headers, deps.auth);
    if (token) {
      const tenant = tenantOfPath(c.req.path);
      const tenantRecord =
        tenant?.space === 'companies' ? companyRecordJson(deps.sql, tenant.slug) : tenant ? associationRecordJson(deps.sql, tenant.slug) : null;
      const found = await findSessionContext(deps.sql, token, tenantRecord);
      let session = found?.session ?? null;
      if (found && (await sessionNeedsBetterAuth(deps.auth, found.session.session.expiresAt))) {
        const checked = await deps.auth.api.getSession({ headers: c.req.raw.headers });
        session = checked?.user.id === found.actor.userId ? checked : null;
      }
      if (found && session) {
        c.set('session', session);
        c.set('actor', found.actor);
        if (found.also && tenant?.space === 'companies') c.set('company', found.also as CompanyRecord);
        if (found.also && tenant?.space === 'associations') c.set('association', found.also as AssociationRecord);
      }
    }
    await next();
  };
}

/** The signed-in session, or 401. */
export function requireSession(c: Context<AppEnv>): RequestSession {
  const session = c.get('session');
  if (!session) throw new AppError('UNAUTHENTICATED');
  return session;
}

/** The acting user as the shared permission functions see it (read once per request, with the session on the API). */
export async function requireActor(c: Context<AppEnv>, sql: Sql): Promise<RequestActor> {
  const cached = c.get('actor');
  if (cached) return cached;
  const session = requireSession(c);
  const actor = await findActor(sql, session.user.id);
  if (!actor) throw new AppError('UNAUTHENTICATED');
  c.set('actor', actor);
  return actor;
}

/** Authorisation is answered by a shared permission function; a refusal is 403. */
export function authorize(allowed: boolean): void {
  if (!allowed) throw new AppError('FORBIDDEN');
}

/** For the sub-apps of the admin space: 401 for visitors, 403 for anyone but a platform admin, before anything else. */
export function platformAdminOnly(sql: Sql): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    authorize(canManagePlatform(await requireActor(c, sql)));
    await next();
  };
}

/**
 * The company a request is about, from the route's slug. The client also sends
 * X-Company-Id; when it disagrees with the slug the request is refused, so a
 * request can never be read in one tenant and applied in another.
 */
export async function companyScope(c: Context<AppEnv>, sql: Sql, slug: string): Promise<CompanyRecord> {
  const cached = c.get('company');
  const company = cached?.slug === slug ? cached : await findCompanyBySlug(sql, slug);
  if (!company) throw new AppError('NOT_FOUND');
  c.set('company', company);
  const header = c.req.header('x-company-id');
  if (header && Number(header) !== company.id) throw new AppError('FORBIDDEN');
  return company;
}

/** The company of the path, for one of its managers (its admins, its holding's, the platform's); 403 for anyone else. */
export async function managedCompanyScope(c: Context<AppEnv>, sql: Sql, slug: string): Promise<{ actor: RequestActor; company: CompanyRecord }> {
  const actor = await requireActor(c, sql);
  const company = await companyScope(c, sql, slug);
  authorize(canManageCompany(actor, company));
  return { actor, company };
}

export async function associationScope(c: Context<AppEnv>, sql: Sql, slug: string): Promise<AssociationRecord> {
  const cached = c.get('association');
  const association = cached?.slug === slug ? cached : await findAssociationBySlug(sql, slug);
  if (!association) throw new AppError('NOT_FOUND');
  c.set('association', association);
  const header = c.req.header('x-association-id');
  if (header && Number(header) !== association.id) throw new AppError('FORBIDDEN');
  return association;
}

/**
 * The first gate of every route of a tenant (`/companies/{slug}/...`, `/associations/{slug}/...`), before its
 * body or query is validated: 401 without a session, 404 for an unknown slug, 403 for whoever holds no role
 * there, so a stranger never learns a route's shape from a 400. Each route then asks its own rule. The
 * tenant's public pages (`publicPages`, matched on what follows the slug) are left to their routes.
 */
export function tenantGate(sql: Sql, space: 'company' | 'association', publicPages: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const slug = c.req.param('slug')!;
    const page = /\/(?:companies|associations)\/[^/]+\/(.*)$/.exec(c.req.path)?.[1] ?? '';
    if (!publicPages.includes(page)) {
      const actor = await requireActor(c, sql);
      if (space === 'company') authorize(hasCompanyAccess(actor, await companyScope(c, sql, slug)));
      else authorize(hasAssociationAccess(actor, (await associationScope(c, sql, slug)).id));
    }
    await next();
  };
}

/**
 * Spec §6 feature gating, after the tenant's gate: a feature the company's plans do not allow, or that it switched
 * off, answers 403 FEATURE_DISABLED on every route of the feature. Platform admins act in the admin context, which
 * passes every check (read from their account, never from a header a client could set).
 */
export function featureGate(sql: Sql, feature: Feature): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const company = await companyScope(c, sql, c.req.param('slug')!);
    const actor = await requireActor(c, sql);
    const context = canManagePlatform(actor) ? 'admin' : 'company';
    if (!isFeatureAvailable(featureListsOf(company), feature, context)) throw new AppError('FEATURE_DISABLED');
    await next();
  };
}
