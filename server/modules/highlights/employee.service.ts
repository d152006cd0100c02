import { AppError } from '../../../shared/errors';
import type { EmployeeHighlightDetail, EmployeeHighlightList } from '../../../shared/highlights/highlight-api';
import { highlightTiming, isHighlightCurrent } from '../../../shared/highlights/highlight.rules';
import type { Sql } from '../../db/connect';
import { listEmployeeChallenges } from '../challenges/challenges.service';
import { type CompanyRecord, companyReaches } from '../companies/companies.service';
import { employeeAudience, listVisibleMissionCards } from '../missions/search.service';
import { listEmployeeQuests } from '../quests/play.service';
import type { SyncEntityData } from '../../../shared/sync/sync.schema';
import type { RequestActor } from '../users/service';
import { parisToday } from './content';
import * as q from './highlights.sql';
import { presentEmployeeHighlight } from './present';

/**
 * Highlights as the company's employees see them (the route has checked `isCompanyMember`): the company's published
 * highlights and the catalogue highlights it selected once published, each with only what the employee sees: the
 * missions open to them (one archived or unpublished since is left out), the published quests with their progress,
 * the events listed for them. A feature the company does not reach (spec §6) shows nothing of it.
 */

/** What the employee sees of the given highlights' content: the missions, quests and events, each read once. */
async function visibleContent(sql: Sql, actor: RequestActor, company: CompanyRecord, rows: readonly q.HighlightRow[], now: Date) {
  const missionIds = [...new Set(rows.flatMap((row) => row.missionIds))];
  const wantsQuests = rows.some((row) => row.questIds.length > 0) && companyReaches(company, 'quests');
  const wantsChallenges = rows.some((row) => row.challengeIds.length > 0) && companyReaches(company, 'challenges');
  const [missions, quests, challenges] = await Promise.all([
    companyReaches(company, 'missions') ? listVisibleMissionCards(sql, employeeAudience(actor, company), missionIds, now) : [],
    wantsQuests ? listEmployeeQuests({ sql }, company.id, actor.userId).then((list) => list.quests) : [],
    wantsChallenges ? listEmployeeChallenges(sql, company.id, actor.userId, now) : [],
  ]);
  const missionById = new Map(missions.map((mission) => [mission.id, mission]));
  const questById = new Map(quests.map((card) => [card.quest.id, card]));
  const challengeById = new Map(challenges.map((challenge) => [challenge.id, challenge]));
  /** The highlight's content the employee sees, in the highlight's order. */
  return (row: q.HighlightRow) => ({
    missions: row.missionIds.flatMap((id) => missionById.get(id) ?? []),
    quests: row.questIds.flatMap((id) => questById.get(id) ?? []),
    challenges: row.challengeIds.flatMap((id) => challengeById.get(id) ?? []),
  });
}

/** The company's current highlights (started, not over, Paris days) for the employee's home, with what each holds for them. */
export async function listCurrentEmployeeHighlights(sql: Sql, actor: RequestActor, company: CompanyRecord, now = new Date()): Promise<EmployeeHighlightList> {
  const today = parisToday(now);
  const rows = (await q.listEmployeeHighlights(sql, company.id)).filter((row) => isHighlightCurrent(row, today));
  const contentOf = await visibleContent(sql, actor, company, rows, now);
  return {
    highlights: rows.map((row) => {
      const content = contentOf(row);
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        coverImage: row.coverImage,
        startsOn: row.startsOn,
        endsOn: row.endsOn,
        counts: { missions: content.missions.length, quests: content.quests.length, challenges: content.challenges.length },
      };
    }),
  };
}

/** A highlight's page: any the employees see (an upcoming or past one too, with where its moment stands); else 404. */
export async function getEmployeeHighlight(sql: Sql, actor: RequestActor, company: CompanyRecord, highlightId: number, now = new Date()): Promise<EmployeeHighlightDetail> {
  const [row] = await q.listEmployeeHighlights(sql, company.id, highlightId);
  if (!row) throw new AppError('NOT_FOUND');
  const content = (await visibleContent(sql, actor, company, [row], now))(row);
  return {
    highlight: presentEmployeeHighlight(row),
    timing: highlightTiming(row, parisToday(now)),
    ...content,
  };
}

/**
 * The highlights the company's employees see, by id list or page, as an employee's replica keeps them (`highlight`
 * rows): the highlight and the ids of its content; the replica shows the missions and quests it holds of those.
 */
export async function readEmployeeHighlights(sql: Sql, companyId: number, selection: { ids: number[] } | { after: number | null; limit: number }): Promise<Array<SyncEntityData<'highlight'>>> {
  const rows = await q.listEmployeeHighlightRows(sql, companyId, selection);
  return rows.map((row) => ({ ...presentEmployeeHighlight(row), missionIds: row.missionIds, questIds: row.questIds, challengeIds: row.challengeIds }));
}
