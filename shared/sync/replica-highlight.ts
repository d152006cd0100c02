import type { EmployeeHighlightDetail, EmployeeHighlightList } from '../highlights/highlight-api';
import { highlightTiming, isHighlightCurrent } from '../highlights/highlight.rules';
import type { MissionCard } from '../missions/mission-search.schema';
import { questProgress } from '../quests/quest.rules';
import { instantToParis } from '../time/paris';
import { fromReplicaMission } from './replica-mission';
import type { SyncEntityData } from './sync.schema';

type ReplicaHighlight = SyncEntityData<'highlight'>;

/** What the replica holds that a highlight may name: the missions and quests open to the employee, and their answers. */
export interface ReplicaHighlightContent {
  missions: ReadonlyMap<number, SyncEntityData<'mission'>>;
  associations: ReadonlyMap<number, SyncEntityData<'association'>>;
  quests: ReadonlyMap<number, SyncEntityData<'quest'>>;
  answers: readonly SyncEntityData<'level_answer'>[];
}

/**
 * A highlight's missions and quests among those the replica holds, in the highlight's order: the replica holds only
 * what is open to the employee (the server's rules chose it), so this is what the server's page would show of them.
 * Its events are read online only: none here.
 */
function contentOf(highlight: ReplicaHighlight, held: ReplicaHighlightContent, now: Date) {
  const missions: MissionCard[] = highlight.missionIds.flatMap((id) => {
    const row = held.missions.get(id);
    if (!row) return [];
    return [fromReplicaMission(row, row.associationId === null ? undefined : held.associations.get(row.associationId), now)];
  });
  const quests = highlight.questIds.flatMap((id) => {
    const quest = held.quests.get(id);
    return quest ? [{ quest, progress: questProgress(quest.levelIds, held.answers) }] : [];
  });
  return { missions, quests };
}

/** The home's « Temps forts du moment » from the replica: the current ones (Paris days), latest moment first. */
export function replicaCurrentHighlights(highlights: readonly ReplicaHighlight[], held: ReplicaHighlightContent, now: Date = new Date()): EmployeeHighlightList {
  const today = instantToParis(now).date;
  return {
    highlights: highlights
      .filter((highlight) => isHighlightCurrent(highlight, today))
      .sort((a, b) => (b.startsOn ?? '').localeCompare(a.startsOn ?? '') || b.id - a.id)
      .map((highlight) => {
        const content = contentOf(highlight, held, now);
        return {
          id: highlight.id,
          slug: highlight.slug,
          title: highlight.title,
          coverImage: highlight.coverImage,
          startsOn: highlight.startsOn,
          endsOn: highlight.endsOn,
          counts: { missions: content.missions.length, quests: content.quests.length, challenges: 0 },
        };
      }),
  };
}

/** A highlight's page from the replica: the highlight, where its moment stands, and its missions and quests held. */
export function replicaHighlightDetail(highlight: ReplicaHighlight, held: ReplicaHighlightContent, now: Date = new Date()): EmployeeHighlightDetail {
  const { missionIds: _missions, questIds: _quests, challengeIds, ...shown } = highlight;
  return {
    highlight: shown,
    timing: highlightTiming(highlight, instantToParis(now).date),
    ...contentOf(highlight, held, now),
    challenges: [],
    ...(challengeIds.length > 0 ? { challengesOnlineOnly: true } : {}),
  };
}
