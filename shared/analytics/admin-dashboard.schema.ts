import type { EngagementState } from '../engagements/engagement.machine';
import type { MissionState } from '../missions/mission-state';
import type { UserState } from '../users/user-states';

/**
 * `GET /api/v1/admin/dashboard` (issue 16): the platform's figures for its administrators. Each count is the total
 * now, and the rows created in this Paris month and in the one before it (`month`, `previousMonth`); states are the
 * rows' states now. `months` are the last 12 Paris months (this one included), with the applications sent and the
 * accounts created in each.
 */
export interface MonthComparison {
  total: number;
  thisMonth: number;
  lastMonth: number;
}

export interface AdminDashboard {
  month: string;
  previousMonth: string;
  associations: MonthComparison;
  companies: MonthComparison;
  users: MonthComparison & { byState: Record<UserState, MonthComparison> };
  missions: MonthComparison & { byState: Record<MissionState, MonthComparison> };
  applications: MonthComparison & { byState: Record<EngagementState, MonthComparison> };
  months: Array<{ month: string; applications: number; users: number }>;
}

export const emptyComparison = (): MonthComparison => ({ total: 0, thisMonth: 0, lastMonth: 0 });

/** A platform with no organisation and no mission yet: the page says so instead of showing zeros. */
export const isEmptyAdminDashboard = (dashboard: AdminDashboard): boolean =>
  dashboard.associations.total + dashboard.companies.total + dashboard.missions.total + dashboard.applications.total === 0;
