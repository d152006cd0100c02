import { addMonths } from 'date-fns';
import { type AdminDashboard, type MonthComparison, emptyComparison } from '../../../shared/analytics/admin-dashboard.schema';
import { ENGAGEMENT_STATES } from '../../../shared/engagements/engagement.machine';
import { MISSION_STATES } from '../../../shared/missions/mission-state';
import { parisToInstant, parisToday } from '../../../shared/time/paris';
import { USER_STATES } from '../../../shared/users/user-states';
import type { Sql } from '../../db/connect';
import * as q from './admin-dashboard.sql';

/** The Paris month `offset` months from `month` (YYYY-MM). */
const shiftMonth = (month: string, offset: number) => addMonths(new Date(`${month}-15T12:00:00Z`), offset).toISOString().slice(0, 7);

/** Counts by state: every state present (with zeros), and the table's total. */
function byState<State extends string>(states: readonly State[], rows: q.CountRow[]): MonthComparison & { byState: Record<State, MonthComparison> } {
  const counts = Object.fromEntries(states.map((state) => [state, emptyComparison()])) as Record<State, MonthComparison>;
  let total = emptyComparison();
  for (const { key, ...figures } of rows) {
    if (key === null) total = figures;
    else if ((states as readonly string[]).includes(key)) counts[key as State] = figures;
  }
  return { ...total, byState: counts };
}

/**
 * `GET /api/v1/admin/dashboard` (issue 16): associations, companies, users, missions and applications, each now and
 * new this Paris month against the one before, by state where they have one; and the applications and accounts of
 * the last 12 months. Five statements side by side on the pool (a read: no transaction).
 */
export async function adminDashboard(sql: Sql, now: Date = new Date()): Promise<AdminDashboard> {
  const month = parisToday(now).slice(0, 7);
  const months = Array.from({ length: 12 }, (_, index) => shiftMonth(month, index - 11));
  const bounds: q.AdminBounds = {
    thisMonth: parisToInstant(`${month}-01`),
    lastMonth: parisToInstant(`${shiftMonth(month, -1)}-01`),
    monthStarts: months.map((start) => parisToInstant(`${start}-01`)),
  };
  const [organisations, users, missions, applications, monthly] = await Promise.all([
    q.organisationCounts(sql, bounds),
    q.userCounts(sql, bounds),
    q.missionCounts(sql, bounds),
    q.applicationCounts(sql, bounds),
    q.monthlyNew(sql, bounds),
  ]);
  const organisation = (key: string) => {
    const { key: _, ...figures } = organisations.find((row) => row.key === key) ?? { key, ...emptyComparison() };
    return figures;
  };
  return {
    month,
    previousMonth: shiftMonth(month, -1),
    associations: organisation('associations'),
    companies: organisation('companies'),
    users: byState(USER_STATES, users),
    missions: byState(MISSION_STATES, missions),
    applications: byState(ENGAGEMENT_STATES, applications),
    months: months.map((key, index) => {
      const row = monthly.find((found) => found.bucket === index + 1);
      return { month: key, applications: row?.applications ?? 0, users: row?.users ?? 0 };
    }),
  };
}
