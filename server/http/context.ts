import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../../shared/errors';
import type { Actor } from '../../shared/permissions/actor';
import { canManagePlatform, hasAssociationAccess, hasCompanyAccess } from '../../shared/permissions/policies';
import type { UserState } from '../../shared/users/user.schema';
import type { AuthSession } from '../auth/auth';
import type { Sql } from '../db/connect';
import { type AssociationRecord, findAssociationBySlug } from '../modules/associations/associations.service';
import { type CompanyRecord, findCompanyBySlug } from '../modules/companies/companies.service';
import { findActor } from '../modules/users/service';
import type { AppEnv } from './types';

/** The signed-in session, or 401. */
export function requireSession(c: Context<AppEnv>): AuthSession {
  const session = c.get('session');
  if (!session) throw new AppError('UNAUTHENTICATED');
  return session;
}

/** The acting user as the shared permission functions see it (read once per request). */
export async function requireActor(c: Context<AppEnv>, sql: Sql): Promise<Actor> {
  const cached = c.get('actor');
  if (cached) return cached;
  const session = requireSession(c);
  const found = await findActor(sql, session.user.id);
  if (!found) throw new AppError('UNAUTHENTICATED');
  const actor: Actor = {
    userId: found.user.id,
    isPlatformAdmin: found.user.role === 'admin',
    state: found.user.state as UserState,
    companies: found.companies,
    associations: found.associations,
  };
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
