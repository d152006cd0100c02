import type { Sql } from '../db/connect';
import { countCompanyEvents, recordEvents } from '../modules/analytics/events.service';
import { findCompanyBySlug } from '../modules/companies/companies.service';
import { findUserIdByEmail } from './sql';

const DAY = 86_400_000;

/** Who browsed which space in the demo's year of history: the pages they opened, and how often (views a week). */
const DEMO_VISITORS = [
  { email: 'salarie@acme.example', company: 'acme', space: 'collaborateur', pages: ['accueil', 'missions', 'mes-experiences', 'defis'], perWeek: 4 },
  { email: 'ambassadeur@acme.example', company: 'acme', space: 'collaborateur', pages: ['accueil', 'missions'], perWeek: 2 },
  { email: 'rh@acme.example', company: 'acme', space: 'entreprise', pages: ['', 'suivi-missions', 'volontaires'], perWeek: 3 },
  { email: 'salarie@acme-services.example', company: 'acme-services', space: 'collaborateur', pages: ['accueil', 'missions'], perWeek: 2 },
] as const;

/**
 * The dashboards' demo (issue 15): a year of page views of Acme's and Acme Services' people, written through the
 * analytics use case, so the activity charts have months to show. Deterministic (no randomness: a visitor's
 * weeks alternate between busier and calmer) and idempotent: a company that already has events is left as it is.
 */
export async function seedDemoDashboard(deps: { sql: Sql }, options: { now?: Date } = {}): Promise<{ eventsCreated: number }> {
  const now = options.now ?? new Date();
  let eventsCreated = 0;
  const started = new Map<string, boolean>();
  for (const visitor of DEMO_VISITORS) {
    const company = await findCompanyBySlug(deps.sql, visitor.company);
    const userId = await findUserIdByEmail(deps.sql, visitor.email);
    if (!company || !userId) continue;
    if (!started.has(visitor.company)) started.set(visitor.company, (await countCompanyEvents(deps.sql, company.id)) > 0);
    if (started.get(visitor.company)) continue;
    const events = [];
    // 52 weeks back to this one; the visits of a week spread over its working days, at 10:00 Paris (09:00 UTC in winter).
    for (let week = 51; week >= 0; week--) {
      const visits = visitor.perWeek + (week % 3 === 0 ? 2 : week % 2);
      for (let visit = 0; visit < visits; visit++) {
        const at = now.getTime() - week * 7 * DAY - (visit % 5) * DAY - 3_600_000 * (1 + (visit % 4));
        const page = visitor.pages[(week + visit) % visitor.pages.length]!;
        events.push({ kind: 'page_view' as const, path: `/${visitor.space}/${visitor.company}${page ? `/${page}` : ''}`, at });
      }
    }
    for (let from = 0; from < events.length; from += 50) {
      eventsCreated += await recordEvents(deps.sql, userId, events.slice(from, from + 50), { now, keepSince: new Date(now.getTime() - 400 * DAY) });
    }
  }
  return { eventsCreated };
}
