import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LevelInput } from '../../../../shared/levels/level.schema';
import type { QuestAction } from '../../../../shared/quests/quest.machine';
import type { CompanyQuestDetail, CompanyQuestList } from '../../../../shared/quests/quest-api.schema';
import type { QuestInput } from '../../../../shared/quests/quest.schema';
import { apiFetch } from '../../../lib/api';

/** The quests a company builds (company space): `/api/v1/companies/{slug}/quests`. */
const questsPath = (slug: string) => `/companies/${encodeURIComponent(slug)}/quests`;
const questPath = (slug: string, id: number) => `${questsPath(slug)}/${id}`;

export const companyQuestsKey = (slug: string) => ['quests', slug, 'company'] as const;

export const companyQuestsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: [...companyQuestsKey(slug), 'list'] as const, queryFn: () => apiFetch<CompanyQuestList>(questsPath(slug)) });

export const companyQuestQueryOptions = (slug: string, id: number) =>
  queryOptions({ queryKey: [...companyQuestsKey(slug), 'detail', id] as const, queryFn: () => apiFetch<CompanyQuestDetail>(questPath(slug, id)) });

export const useCompanyQuests = (slug: string) => useQuery(companyQuestsQueryOptions(slug));
export const useCompanyQuest = (slug: string, id: number) => useQuery(companyQuestQueryOptions(slug, id));

/** After any change: the server's answer (the whole quest: its levels, points and actions) is the detail, and the list is reloaded. */
function useRefreshQuest(slug: string) {
  const queryClient = useQueryClient();
  return (questId: number, detail: CompanyQuestDetail) => {
    queryClient.setQueryData(companyQuestQueryOptions(slug, questId).queryKey, detail);
    void queryClient.invalidateQueries({ queryKey: [...companyQuestsKey(slug), 'list'] });
  };
}

export function useSaveQuest(slug: string) {
  const refresh = useRefreshQuest(slug);
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: QuestInput }) =>
      id === null
        ? apiFetch<CompanyQuestDetail>(questsPath(slug), { method: 'POST', body: input })
        : apiFetch<CompanyQuestDetail>(questPath(slug, id), { method: 'PUT', body: input }),
    onSuccess: (detail) => refresh(detail.quest.id, detail),
  });
}

export function useQuestAction(slug: string) {
  const refresh = useRefreshQuest(slug);
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: QuestAction }) => apiFetch<CompanyQuestDetail>(`${questPath(slug, id)}/${action}`, { method: 'POST' }),
    onSuccess: (detail) => refresh(detail.quest.id, detail),
  });
}

export function useSaveLevel(slug: string, questId: number) {
  const refresh = useRefreshQuest(slug);
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: LevelInput }) =>
      id === null
        ? apiFetch<CompanyQuestDetail>(`${questPath(slug, questId)}/levels`, { method: 'POST', body: input })
        : apiFetch<CompanyQuestDetail>(`${questPath(slug, questId)}/levels/${id}`, { method: 'PUT', body: input }),
    onSuccess: (detail) => refresh(questId, detail),
  });
}

export function useDeleteLevel(slug: string, questId: number) {
  const refresh = useRefreshQuest(slug);
  return useMutation({
    mutationFn: (levelId: number) => apiFetch<CompanyQuestDetail>(`${questPath(slug, questId)}/levels/${levelId}`, { method: 'DELETE' }),
    onSuccess: (detail) => refresh(questId, detail),
  });
}

/** The XLSX downloads of spec §7 (the caller shows « Le téléchargement du fichier a échoué. » on failure). */
export const questAchievementsExportPath = (slug: string, questId: number) => `/companies/${encodeURIComponent(slug)}/exports/quests/${questId}/achievements`;
export const levelAchievementsExportPath = (slug: string, levelId: number) => `/companies/${encodeURIComponent(slug)}/exports/levels/${levelId}/achievements`;
