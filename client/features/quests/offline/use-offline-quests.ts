import type { EmployeeQuestDetail, EmployeeQuestList } from '../../../../shared/quests/quest-api.schema';
import { questProgress } from '../../../../shared/quests/quest.rules';
import { type OfflineAware, useReplicaFirst } from '../../../lib/replica-fallback';
import type { ReplicaDatabase } from '../../../lib/sync/db';
import { useRefreshOnAcknowledgement } from '../../../lib/sync/hooks';
import { employeeQuestsKey, useEmployeeQuest, useEmployeeQuests } from '../api/employee-quests';
import { compareIso } from '../../../../shared/time/compare-iso';

const ANSWER_INTENTS = ['level.answer'] as const;

/** The quests of the company as the device kept them (published ones only are synced), with the employee's progress. */
export async function replicaQuestList(db: ReplicaDatabase): Promise<EmployeeQuestList | undefined> {
  const quests = (await db.entity('quest').toArray()).map((row) => row.data);
  if (quests.length === 0) return undefined;
  const answers = (await db.entity('level_answer').toArray()).map((row) => row.data);
  const cards = quests
    .sort((a, b) => compareIso(b.publishedAt ?? '', a.publishedAt ?? '') || b.id - a.id)
    .map((quest) => ({ quest, progress: questProgress(quest.levelIds, answers) }));
  return { quests: cards, pointsEarned: answers.reduce((total, answer) => total + answer.pointsEarned, 0) };
}

/** One quest as the device kept it: its levels in play order and the employee's own scored answers. */
export async function replicaQuestDetail(db: ReplicaDatabase, id: number): Promise<EmployeeQuestDetail | undefined> {
  const quest = (await db.entity('quest').get(String(id)))?.data;
  if (!quest) return undefined;
  const levels = (await db.entity('level').where('data.questId').equals(id).toArray()).map((row) => row.data);
  const order = new Map(quest.levelIds.map((levelId, index) => [levelId, index]));
  levels.sort((a, b) => (order.get(a.id) ?? a.position) - (order.get(b.id) ?? b.position));
  const levelIds = new Set(levels.map((level) => level.id));
  const answers = (await db.entity('level_answer').toArray()).map((row) => row.data).filter((answer) => levelIds.has(answer.levelId));
  return { quest, levels, answers };
}

/** The employee's quests, from the replica until the server answers (and offline). */
export function useEmployeeQuestsOffline(slug: string): OfflineAware<EmployeeQuestList> {
  const online = useEmployeeQuests(slug);
  useRefreshOnAcknowledgement(ANSWER_INTENTS, employeeQuestsKey(slug));
  return useReplicaFirst(online, replicaQuestList, []);
}

/** One quest, from the replica until the server answers (and offline); refreshed once a queued answer is scored. */
export function useEmployeeQuestOffline(slug: string, id: number): OfflineAware<EmployeeQuestDetail> {
  const online = useEmployeeQuest(slug, id);
  useRefreshOnAcknowledgement(ANSWER_INTENTS, employeeQuestsKey(slug));
  return useReplicaFirst(online, (db) => replicaQuestDetail(db, id), [id]);
}
