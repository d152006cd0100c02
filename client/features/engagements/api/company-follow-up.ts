import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowUpList, MissionSubscribers, MissionVolunteers } from '../../../../shared/engagements/company-follow-up';
import type { EngagementState } from '../../../../shared/engagements/engagement.machine';
import type { TimeSpentReviewAction, TimeSpentReviewStatus } from '../../../../shared/engagements/time-spent-review.machine';
import { apiFetch } from '../../../lib/api';
import { engagementsKey } from './get-engagements';

const company = (slug: string) => `/companies/${encodeURIComponent(slug)}`;

/** Every company follow-up query of a company starts here (the engagement details share `engagementsKey`). */
export const companyFollowUpKey = (slug: string) => ['company-follow-up', slug] as const;

/** `/entreprise/{slug}/suivi-missions`: the company's employees' applications, optionally in one state. */
export function getCompanyFollowUp(slug: string, state: EngagementState | null): Promise<FollowUpList> {
  return apiFetch<FollowUpList>(`${company(slug)}/engagement-follow-up`, { query: { state } });
}

export const companyFollowUpQueryOptions = (slug: string, state: EngagementState | null) =>
  queryOptions({ queryKey: [...companyFollowUpKey(slug), 'list', state ?? 'all'] as const, queryFn: () => getCompanyFollowUp(slug, state) });

export function useCompanyFollowUp(slug: string, state: EngagementState | null) {
  return useQuery(companyFollowUpQueryOptions(slug, state));
}

export function getMissionVolunteers(slug: string, missionId: number): Promise<MissionVolunteers> {
  return apiFetch<MissionVolunteers>(`${company(slug)}/missions/${missionId}/volunteers`);
}

export const missionVolunteersQueryOptions = (slug: string, missionId: number) =>
  queryOptions({ queryKey: [...companyFollowUpKey(slug), 'volunteers', missionId] as const, queryFn: () => getMissionVolunteers(slug, missionId), retry: false });

export function useMissionVolunteers(slug: string, missionId: number) {
  return useQuery(missionVolunteersQueryOptions(slug, missionId));
}

export function getMissionSubscribers(slug: string, missionId: number): Promise<MissionSubscribers> {
  return apiFetch<MissionSubscribers>(`${company(slug)}/missions/${missionId}/subscribers`);
}

export const missionSubscribersQueryOptions = (slug: string, missionId: number) =>
  queryOptions({ queryKey: [...companyFollowUpKey(slug), 'subscribers', missionId] as const, queryFn: () => getMissionSubscribers(slug, missionId) });

export function useMissionSubscribers(slug: string, missionId: number, enabled = true) {
  return useQuery({ ...missionSubscribersQueryOptions(slug, missionId), enabled });
}

/** The review paths: /engagement-timeslots/{id}/review/{validate|challenge|process-challenge|cancel}. */
const REVIEW_PATH: Record<TimeSpentReviewAction, string> = {
  validate: 'validate',
  challenge: 'challenge',
  process_challenge: 'process-challenge',
  cancel: 'cancel',
};

export function reviewTimeSpent(slug: string, dateId: number, action: TimeSpentReviewAction) {
  return apiFetch<{ status: 'ok'; timeslot: { id: number; reviewStatus: TimeSpentReviewStatus } }>(
    `${company(slug)}/engagement-timeslots/${dateId}/review/${REVIEW_PATH[action]}`,
    { method: 'POST', body: {} },
  );
}

/** A company admin decides a date in the manager's place: /engagement-timeslots/{id}/{validate|reject}. */
export function decideInManagersPlace(slug: string, dateId: number, decision: 'validate' | 'reject') {
  return apiFetch<{ status: 'ok'; timeslot: { id: number; state: string } }>(`${company(slug)}/engagement-timeslots/${dateId}/${decision}`, { method: 'POST', body: {} });
}

/** Both change one date of an application: the detail and the lists are refetched. */
export function useCompanyDateChanges(slug: string) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: engagementsKey(slug) }), client.invalidateQueries({ queryKey: companyFollowUpKey(slug) })]);
  return {
    review: useMutation({ mutationFn: (input: { dateId: number; action: TimeSpentReviewAction }) => reviewTimeSpent(slug, input.dateId, input.action), onSettled: refresh }),
    decide: useMutation({ mutationFn: (input: { dateId: number; decision: 'validate' | 'reject' }) => decideInManagersPlace(slug, input.dateId, input.decision), onSettled: refresh }),
  };
}

/** Spec §7 company downloads about applications. */
export type CompanyExportFormat = 'xlsx' | 'csv';

export function companyTimeslotsExportPath(slug: string, format: CompanyExportFormat, period: { from?: string; to?: string } = {}): string {
  const query = new URLSearchParams({ format });
  if (period.from) query.set('from', period.from);
  if (period.to) query.set('to', period.to);
  return `${company(slug)}/exports/engagement-timeslots?${query.toString()}`;
}

export function companyMissionExportPath(slug: string, missionId: number, kind: 'engagements' | 'subscribers', format: CompanyExportFormat): string {
  return `${company(slug)}/exports/missions/${missionId}/${kind}?format=${format}`;
}
