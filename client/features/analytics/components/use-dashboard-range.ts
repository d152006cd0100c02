import { useSearchParams } from 'react-router';
import {
  DEFAULT_DASHBOARD_PERIOD,
  type DashboardPeriod,
  type DayRange,
  type RangeProblem,
  periodOf,
  resolveRange,
} from '../../../../shared/analytics/dashboard-range';
import { parisToday } from '../../../../shared/time/paris';

export interface DashboardRangeControl {
  period: DashboardPeriod;
  /** The days of a custom range as the URL holds them (`du`, `au`). */
  custom: { from: string; to: string };
  /** The range to show, or null while the URL's custom range is refused (its problems are in `problems`). */
  range: DayRange | null;
  problems: { from?: RangeProblem; to?: RangeProblem };
  apply(period: DashboardPeriod, range?: DayRange): void;
}

/**
 * The dashboard's range, kept in the URL (`?periode=12-mois|annee|personnalisee&du=YYYY-MM-DD&au=YYYY-MM-DD`), so a
 * reload, a shared link and the back button show the same figures. Resolved on today's Paris day by the shared rule.
 */
export function useDashboardRange(): DashboardRangeControl {
  const [params, setParams] = useSearchParams();
  const period = periodOf(params.get('periode'));
  const custom = { from: params.get('du') ?? '', to: params.get('au') ?? '' };
  const resolved = resolveRange(period, parisToday(), custom);
  return {
    period,
    custom,
    range: resolved.ok ? resolved.range : null,
    problems: resolved.ok ? {} : resolved.fields,
    apply: (next, range) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_DASHBOARD_PERIOD) updated.delete('periode');
        else updated.set('periode', next);
        if (next === 'personnalisee' && range) {
          updated.set('du', range.from);
          updated.set('au', range.to);
        } else {
          updated.delete('du');
          updated.delete('au');
        }
        return updated;
      }),
  };
}
