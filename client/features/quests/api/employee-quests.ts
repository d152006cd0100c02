import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeQuestDetail, EmployeeQuestList, PublicQuest } from '../../../../shared/quests/quest-api.schema';
import { apiFetch } from '../../../lib/api';

/** The company's published quests as an employee plays them: `/api/v1/companies/{slug}/employee-quests`. */
const employeeQuestsPath = (slug: string) => `/companies/${encodeURIComponent(slug)}/employee-quests`;

export const employeeQuestsKey = (slug: string) => ['quests', slug, 'employee'] as const;

export const employeeQuestsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: [...employeeQuestsKey(slug), 'list'] as const, queryFn: () => apiFetch<EmployeeQuestList>(employeeQuestsPath(slug)) });

export const employeeQuestQueryOptions = (slug: string, id: number) =>
  queryOptions({
    queryKey: [...employeeQuestsKey(slug), 'detail', id] as const,
    queryFn: () => apiFetch<EmployeeQuestDetail>(`${employeeQuestsPath(slug)}/${id}`),
  });

export const useEmployeeQuests = (slug: string) => useQuery(employeeQuestsQueryOptions(slug));
export const useEmployeeQuest = (slug: string, id: number) => useQuery(employeeQuestQueryOptions(slug, id));

/** A published quest's presentation, for anyone with its link. */
export const publicQuestQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['quests', 'public', id] as const, queryFn: () => apiFetch<PublicQuest>(`/quests/${id}`) });

export const usePublicQuest = (id: number) => useQuery(publicQuestQueryOptions(id));
