/**
 * The admin audit log (issue 16, spec §6 'Admin'): which requests are recorded, and what a request's path says it is
 * about. Pure and zod-free: the server's audit middleware applies it, the admin pages label what it found.
 */

export const AUDITED_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type AuditedMethod = (typeof AUDITED_METHODS)[number];

/** What a recorded request may be about, read from its path. */
export const AUDIT_RESOURCE_TYPES = [
  'engagement',
  'engagement_date',
  'user',
  'mission',
  'company',
  'association',
  'holding',
  'quest',
  'level',
  'challenge',
] as const;
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number];

export interface AuditResource {
  type: AuditResourceType;
  id: string;
}

/** The browser's own reports (page views, script errors) change nothing anyone decided: they are not actions. */
const NOT_ACTIONS: ReadonlySet<string> = new Set(['/api/v1/analytics/events', '/api/v1/client-errors']);

/** A state-changing request that is an action (everything but the browser's own reports). */
export function isAuditedRequest(method: string, path: string): method is AuditedMethod {
  return (AUDITED_METHODS as readonly string[]).includes(method) && !NOT_ACTIONS.has(path.replace(/\/+$/, ''));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER = /^[1-9][0-9]{0,17}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A path segment naming a collection, the type of its items and the shape of their ids. */
const COLLECTIONS: Readonly<Record<string, readonly [AuditResourceType, RegExp]>> = {
  engagements: ['engagement', UUID],
  'published-mission-engagements': ['engagement', UUID],
  'engagement-timeslots': ['engagement_date', INTEGER],
  users: ['user', UUID],
  members: ['user', UUID],
  participants: ['user', UUID],
  // /impersonate/take/{userId}
  take: ['user', UUID],
  missions: ['mission', INTEGER],
  'published-missions': ['mission', INTEGER],
  companies: ['company', SLUG],
  associations: ['association', SLUG],
  'partner-associations': ['association', SLUG],
  holdings: ['holding', SLUG],
  quests: ['quest', INTEGER],
  levels: ['level', INTEGER],
  challenges: ['challenge', INTEGER],
  'my-challenges': ['challenge', INTEGER],
};

/**
 * What a request is about: the last item its path names (`/companies/acme/engagements/{id}/cancel` is the application,
 * `/companies/acme/settings/identity` the company), or null when the path names none (a creation, a search).
 */
export function auditResourceOf(path: string): AuditResource | null {
  const segments = path.split('?')[0]!.split('/').filter(Boolean);
  let found: AuditResource | null = null;
  for (let index = 0; index < segments.length - 1; index++) {
    const collection = COLLECTIONS[segments[index]!];
    if (!collection) continue;
    let id: string;
    try {
      id = decodeURIComponent(segments[index + 1]!);
    } catch {
      continue;
    }
    const [type, shape] = collection;
    if (id.length <= 200 && shape.test(id)) found = { type, id: type === 'engagement' || type === 'user' ? id.toLowerCase() : id };
  }
  return found;
}
