import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyChallenge } from '../../../../shared/challenges/challenge.views';
import { apiFetch } from '../../../lib/api';
import { challengesKey, companyChallengesPath } from './keys';

/** `GET /companies/{slug}/challenges`: every event of the company (its admins). */
export function getCompanyChallenges(companySlug: string): Promise<{ challenges: CompanyChallenge[] }> {
  return apiFetch(companyChallengesPath(companySlug));
}

export const companyChallengesQueryOptions = (companySlug: string) =>
  queryOptions({ queryKey: [...challengesKey(companySlug), 'company'] as const, queryFn: () => getCompanyChallenges(companySlug) });

export function useCompanyChallenges(companySlug: string) {
  return useQuery(companyChallengesQueryOptions(companySlug));
}

/** `GET /companies/{slug}/challenges/{id}`: one event, for its form. */
export function getCompanyChallenge(companySlug: string, id: number): Promise<{ challenge: CompanyChallenge }> {
  return apiFetch(`${companyChallengesPath(companySlug)}/${id}`);
}

export const companyChallengeQueryOptions = (companySlug: string, id: number) =>
  queryOptions({ queryKey: [...challengesKey(companySlug), 'company', 'detail', id] as const, queryFn: () => getCompanyChallenge(companySlug, id) });

export function useCompanyChallenge(companySlug: string, id: number) {
  return useQuery(companyChallengeQueryOptions(companySlug, id));
}
