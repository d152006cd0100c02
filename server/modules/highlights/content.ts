import { challengeVisibility } from '../../../shared/challenges/challenge.rules';
import type { FieldErrors } from '../../../shared/errors';
import type { HighlightContentItem } from '../../../shared/highlights/highlight-api';
import type { HighlightInput } from '../../../shared/highlights/highlight.schema';
import { OPEN_QUEST_STATES } from '../../../shared/quests/quest.machine';
import { instantToParis } from '../../../shared/time/paris';
import { validationMessage } from '../../../shared/validation/messages';
import type { Sql, TransactionSql } from '../../db/connect';
import { type Audience, listVisibleMissionCards } from '../missions/search.service';
import * as q from './highlights.sql';

type Tx = Sql | TransactionSql;

/**
 * Whose highlights are edited: a company's own (its admins), or the platform's catalogue (platform admins). The
 * scope says which rows are found, which missions may be picked, and whether quests and events may be.
 */
export type HighlightScope = { kind: 'company'; companyId: number } | { kind: 'catalogue' };

/**
 * The missions a company's highlight may show: those every employee of the company sees (open to everyone, to the
 * company, or published by it; a mission targeted at one entity or at intermission reaches only some of them). Each
 * employee's page then shows what is open to them.
 */
export function companyAudience(companyId: number): Audience {
  return { kind: 'employee', companyId, entityId: null, inIntermission: false };
}

/** The catalogue is offered to every company: its missions are the public ones. */
export function scopeAudience(scope: HighlightScope): Audience {
  return scope.kind === 'company' ? companyAudience(scope.companyId) : { kind: 'public' };
}

export const parisToday = (now: Date) => instantToParis(now).date;

function inOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What the highlight links, each with whether employees see it today (the editor's view). */
export async function contentItems(sql: Tx, scope: HighlightScope, row: q.HighlightRow, now: Date) {
  const [visible, missions, quests, challenges] = await Promise.all([
    listVisibleMissionCards(sql, scopeAudience(scope), row.missionIds, now),
    row.missionIds.length > 0 ? q.listMissionTitles(sql, row.missionIds) : [],
    scope.kind === 'company' && row.questIds.length > 0 ? q.listCompanyQuestOptions(sql, scope.companyId, row.questIds) : [],
    scope.kind === 'company' && row.challengeIds.length > 0 ? q.listCompanyChallengeOptions(sql, scope.companyId, parisToday(now), row.challengeIds) : [],
  ]);
  const shownMissions = new Set(visible.map((mission) => mission.id));
  return {
    missions: inOrder(row.missionIds, missions).map(
      (mission): HighlightContentItem => ({ id: mission.id, title: mission.title, detail: mission.associationName, shown: shownMissions.has(mission.id) }),
    ),
    quests: inOrder(row.questIds, quests).map((quest): HighlightContentItem => ({ id: quest.id, title: quest.title, detail: null, shown: OPEN_QUEST_STATES.includes(quest.state) })),
    challenges: inOrder(row.challengeIds, challenges).map(
      (challenge): HighlightContentItem => ({ id: challenge.id, title: challenge.name, detail: challenge.date, shown: challengeVisibility(challenge, now) === 'active' }),
    ),
  };
}

/**
 * What the form may link: missions the scope's audience sees, the company's own quests and events, and for the
 * catalogue missions only. What the highlight already links may stay (a mission archived since is left out of the
 * employees' page, not refused here). Each refusal names its field, in French.
 */
export async function contentFieldErrors(tx: Tx, scope: HighlightScope, input: HighlightInput, current: q.HighlightRow | null, now: Date): Promise<FieldErrors> {
  const added = (ids: readonly number[], linked: readonly number[] | undefined) => ids.filter((id) => !linked?.includes(id));
  const missions = added(input.missionIds, current?.missionIds);
  const quests = added(input.questIds, current?.questIds);
  const challenges = added(input.challengeIds, current?.challengeIds);
  const [visible, ownQuests, ownChallenges] = await Promise.all([
    listVisibleMissionCards(tx, scopeAudience(scope), missions, now),
    scope.kind === 'company' && quests.length > 0 ? q.listCompanyQuestOptions(tx, scope.companyId, quests) : [],
    scope.kind === 'company' && challenges.length > 0 ? q.listCompanyChallengeOptions(tx, scope.companyId, parisToday(now), challenges) : [],
  ]);
  const fields: FieldErrors = {};
  const refused = [validationMessage('choose_from_list')];
  if (visible.length !== missions.length) fields.missionIds = refused;
  if (ownQuests.length !== quests.length) fields.questIds = refused;
  if (ownChallenges.length !== challenges.length) fields.challengeIds = refused;
  return fields;
}
