import * as z from 'zod/mini';
import { ENGAGEMENT_STATES, type EngagementState } from '../engagements/engagement.machine';
import { msg } from '../validation/messages';
import { type DayRange, checkCustomRange, lastTwelveMonths } from './dashboard-range';

/**
 * `GET /companies/{slug}/dashboard`, `GET /holdings/{holdingSlug}/dashboard` and the impact export
 * (`/companies/{slug}/exports/reporting-impacts-for-company`, `/holdings/{holdingSlug}/exports/reporting-impacts`):
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both or neither (neither: the last 12 months in Paris). The range rule is
 * `checkCustomRange`, so the API refuses what the page's form refuses, field by field.
 */
export const dashboardQuerySchema = z.pipe(
  z.object({ from: z.optional(z.string()), to: z.optional(z.string()) }),
  z.transform((query, ctx): DayRange | null => {
    if (query.from === undefined && query.to === undefined) return null;
    const checked = checkCustomRange(query.from ?? '', query.to ?? '');
    if (checked.ok) return checked.range;
    for (const [field, problem] of Object.entries(checked.fields)) {
      ctx.issues.push({ code: 'custom', path: [field], message: msg(problem, { years: 3 }).error(), input: query });
    }
    return z.NEVER;
  }),
);

/** The range a dashboard query names, or the default on `today` (a Paris day). */
export const rangeOrDefault = (range: DayRange | null, today: string): DayRange => range ?? lastTwelveMonths(today);

/**
 * What a company (or a holding, over its companies) did over a range. Each figure is defined once, in the SQL of
 * `server/modules/analytics/dashboard.sql.ts`:
 * - volunteers: distinct employees with an application created in the range; applications: those applications, and
 *   by their state now;
 * - hours given: finished applications, counted as the employee's home counts them (the revised duration, else the
 *   live dates, else the mission's estimate), on the day of their last live date (else of their last change);
 *   associations helped: the distinct associations of those;
 * - quests: answers given in the range, their points, and the distinct employees who answered;
 * - events: registrations to the events held in the range, attendance and the points awarded;
 * - page views and active employees (distinct employees with a page view): the first-party analytics.
 */
export interface DashboardFigures {
  volunteers: number;
  applications: number;
  hours: number;
  associations: number;
  questParticipants: number;
  questAnswers: number;
  questPoints: number;
  eventRegistrations: number;
  eventAttendance: number;
  eventPoints: number;
  pageViews: number;
  activeEmployees: number;
}
export const DASHBOARD_FIGURES = [
  'volunteers',
  'applications',
  'hours',
  'associations',
  'questParticipants',
  'questAnswers',
  'questPoints',
  'eventRegistrations',
  'eventAttendance',
  'eventPoints',
  'pageViews',
  'activeEmployees',
] as const satisfies ReadonlyArray<keyof DashboardFigures>;
export type DashboardFigure = (typeof DASHBOARD_FIGURES)[number];

export interface DashboardMonth extends DashboardFigures {
  /** YYYY-MM, a Paris month. */
  month: string;
}

/** The figures of a dashboard over its range. */
export interface DashboardData {
  range: DayRange;
  totals: DashboardFigures & { applicationsByState: Record<EngagementState, number> };
  /** Every month the range touches, in order, zeros included. */
  months: DashboardMonth[];
  /**
   * Whether the quest and event figures apply (spec §6): some company of the dashboard reaches the feature (its
   * figures are counted over those companies only); otherwise the page and the report leave them out.
   */
  sections: DashboardSections;
}

export interface DashboardSections {
  quests: boolean;
  events: boolean;
}

/** The figures a dashboard shows, by its sections. */
export function shownFigures(sections: DashboardSections): DashboardFigure[] {
  return DASHBOARD_FIGURES.filter((figure) => (sections.quests || !figure.startsWith('quest')) && (sections.events || !figure.startsWith('event')));
}

/** `GET /companies/{slug}/dashboard`: with the company's holding when the reader may open its page (a link to it). */
export interface CompanyDashboard extends DashboardData {
  holding: { slug: string; name: string } | null;
}

/** `GET /holdings/{holdingSlug}/dashboard`: the holding, its companies, and the figures summed over them. */
export interface HoldingDashboard extends DashboardData {
  holding: { slug: string; name: string };
  companies: Array<{ slug: string; name: string }>;
}

export const emptyFigures = (): DashboardFigures => Object.fromEntries(DASHBOARD_FIGURES.map((key) => [key, 0])) as unknown as DashboardFigures;
export const emptyStates = (): Record<EngagementState, number> => Object.fromEntries(ENGAGEMENT_STATES.map((state) => [state, 0])) as Record<EngagementState, number>;
