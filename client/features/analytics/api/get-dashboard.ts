import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DayRange } from '../../../../shared/analytics/dashboard-range';
import type { CompanyDashboard, HoldingDashboard } from '../../../../shared/analytics/dashboard.schema';
import { apiFetch } from '../../../lib/api';

const rangeQuery = (range: DayRange) => `from=${range.from}&to=${range.to}`;

/** `GET /companies/{slug}/dashboard?from&to`: the company's impact figures over a range. */
export function getCompanyDashboard(slug: string, range: DayRange): Promise<CompanyDashboard> {
  return apiFetch<CompanyDashboard>(`/companies/${encodeURIComponent(slug)}/dashboard`, { query: { ...range } });
}

export const companyDashboardQueryOptions = (slug: string, range: DayRange) =>
  queryOptions({ queryKey: ['analytics', 'company', slug, range.from, range.to] as const, queryFn: () => getCompanyDashboard(slug, range) });

/** The previous range's figures stay on screen (marked busy) while the next range loads: nothing jumps. */
export function useCompanyDashboard(slug: string, range: DayRange | null, enabled = true) {
  return useQuery({
    ...companyDashboardQueryOptions(slug, range ?? { from: '', to: '' }),
    enabled: enabled && range !== null,
    placeholderData: keepPreviousData,
  });
}

/** `GET /holdings/{holdingSlug}/dashboard?from&to`: the holding's companies and their figures summed. */
export function getHoldingDashboard(holdingSlug: string, range: DayRange): Promise<HoldingDashboard> {
  return apiFetch<HoldingDashboard>(`/holdings/${encodeURIComponent(holdingSlug)}/dashboard`, { query: { ...range } });
}

export const holdingDashboardQueryOptions = (holdingSlug: string, range: DayRange) =>
  queryOptions({ queryKey: ['analytics', 'holding', holdingSlug, range.from, range.to] as const, queryFn: () => getHoldingDashboard(holdingSlug, range) });

export function useHoldingDashboard(holdingSlug: string, range: DayRange | null) {
  return useQuery({ ...holdingDashboardQueryOptions(holdingSlug, range ?? { from: '', to: '' }), enabled: range !== null, placeholderData: keepPreviousData });
}

/** The impact reports (spec §7 downloads), over the same range as the figures on screen. */
export const companyImpactReportPath = (slug: string, range: DayRange) =>
  `/companies/${encodeURIComponent(slug)}/exports/reporting-impacts-for-company?${rangeQuery(range)}`;
export const holdingImpactReportPath = (holdingSlug: string, range: DayRange) => `/holdings/${encodeURIComponent(holdingSlug)}/exports/reporting-impacts?${rangeQuery(range)}`;
