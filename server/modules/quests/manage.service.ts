import { AppError, type FieldErrors } from '../../../shared/errors';
import { canChangeAnswerType } from '../../../shared/levels/level.rules';
import type { LevelInput } from '../../../shared/levels/level.schema';
import type { CompanyQuestDetail, CompanyQuestList, CompanyQuestListItem } from '../../../shared/quests/quest-api.schema';
import { type QuestAction, type QuestContext, questMachine } from '../../../shared/quests/quest.machine';
import type { QuestInput } from '../../../shared/quests/quest.schema';
import { slugify } from '../../../shared/validation/inputs';
import { validationMessage } from '../../../shared/validation/messages';
import type { Sql, TransactionSql } from '../../db/connect';
import { errorMessage } from '../../http/messages';
import { presentLevel, presentQuest } from './present';
import * as q from './quests.sql';

type Deps = { sql: Sql };
type Tx = Sql | TransactionSql;

/**
 * The quests of a company as its admins build them (wizard: presentation, levels, publishing). The route has
 * checked `canManageCompany`; every use case names the company of the request, so another company's quest (or a
 * deleted one) is a 404. Each write is one transaction on the locked quest row, and dates the quest (its points
 * and its level order are part of it).
 */

/** What the quest machine's guards read: how many levels (publish) and participants (delete). */
function contextOf(row: q.QuestRow): QuestContext {
  return { levelsCount: row.levelIds.length, participantsCount: row.participantsCount };
}

function actionsOf(row: q.QuestRow): QuestAction[] {
  return questMachine.availableActions(row.state, undefined, contextOf(row));
}

function listItemOf(row: q.QuestRow): CompanyQuestListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    coverImage: row.coverImage,
    state: row.state,
    levelsCount: row.levelIds.length,
    points: row.points,
    participantsCount: row.participantsCount,
    updatedAt: row.updatedAt.toISOString(),
    availableActions: actionsOf(row),
  };
}

async function findOrThrow(sql: Tx, companyId: number, questId: number): Promise<q.QuestRow> {
  const row = await q.findCompanyQuest(sql, companyId, questId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Locks the quest, then reads it with its counts. */
async function lockOrThrow(tx: Tx, companyId: number, questId: number): Promise<q.QuestRow> {
  if (!(await q.lockCompanyQuest(tx, companyId, questId))) throw new AppError('NOT_FOUND');
  return findOrThrow(tx, companyId, questId);
}

async function detailOf(sql: Tx, companyId: number, row: q.QuestRow): Promise<CompanyQuestDetail> {
  const levels = await q.listQuestLevels(sql, companyId, row.id);
  return { quest: presentQuest(row), levels: levels.map(presentLevel), availableActions: actionsOf(row) };
}

/** The quest as the use case left it (a deletion included: answered once, with no action left). */
async function freshDetail(tx: Tx, companyId: number, questId: number): Promise<CompanyQuestDetail> {
  return detailOf(tx, companyId, (await q.findCompanyQuest(tx, companyId, questId, { includeDeleted: true }))!);
}

function throwIfFields(fields: FieldErrors) {
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', undefined, { fields });
}

/** The new level order must name each of the quest's levels once, and nothing else. */
function checkLevelOrder(current: readonly number[], wanted: readonly number[] | undefined, fields: FieldErrors) {
  if (wanted === undefined) return;
  const same = wanted.length === current.length && wanted.every((id) => current.includes(id));
  if (!same) fields.levelIds = [validationMessage('level_order_invalid')];
}

function questValues(input: QuestInput, currentSlug?: string): q.QuestValues {
  return {
    // Links carry `{id}-{slug}`: the slug follows the title when the form gives none, and stays once made.
    slug: input.slug ?? currentSlug ?? slugify(input.title),
    title: input.title,
    description: input.description,
    coverImage: input.coverImage,
    thematics: input.thematics,
    goals: input.goals,
  };
}

// ---- Reading

export async function listCompanyQuests(deps: Deps, companyId: number): Promise<CompanyQuestList> {
  return { quests: (await q.listCompanyQuests(deps.sql, companyId)).map(listItemOf) };
}

export async function getCompanyQuest(deps: Deps, companyId: number, questId: number): Promise<CompanyQuestDetail> {
  return detailOf(deps.sql, companyId, await findOrThrow(deps.sql, companyId, questId));
}

// ---- Quests

/** Step 1 of the wizard: a new draft with its presentation and partners. */
export async function createCompanyQuest(deps: Deps, companyId: number, createdBy: string, input: QuestInput): Promise<CompanyQuestDetail> {
  return deps.sql.begin(async (tx) => {
    const fields: FieldErrors = {};
    checkLevelOrder([], input.levelIds, fields);
    throwIfFields(fields);
    const id = await q.insertQuest(tx, companyId, createdBy, questValues(input));
    await q.replacePartners(tx, id, input.partners);
    return freshDetail(tx, companyId, id);
  });
}

/** The presentation, the partners (replaced as a list) and, when given, the order of the levels. */
export async function updateCompanyQuest(deps: Deps, companyId: number, questId: number, input: QuestInput): Promise<CompanyQuestDetail> {
  return deps.sql.begin(async (tx) => {
    const current = await lockOrThrow(tx, companyId, questId);
    const fields: FieldErrors = {};
    checkLevelOrder(current.levelIds, input.levelIds, fields);
    throwIfFields(fields);
    await q.updateQuest(tx, companyId, questId, questValues(input, current.slug));
    await q.replacePartners(tx, questId, input.partners);
    if (input.levelIds) await q.reorderLevels(tx, companyId, questId, input.levelIds);
    return freshDetail(tx, companyId, questId);
  });
}

export const QUEST_TRANSITIONS = ['publish', 'deactivate', 'archive', 'restore', 'delete'] as const satisfies readonly QuestAction[];

/**
 * Publish, deactivate, archive, restore or delete, through the quest machine on the locked row: publishing needs
 * a level (QUEST_INCOMPLETE), deleting a quest nobody took part in (QUEST_HAS_PARTICIPANTS). A deletion is soft:
 * the answers keep their quest. Answers the quest as the transition left it (a deleted one with no action left).
 */
export async function transitionCompanyQuest(deps: Deps, companyId: number, questId: number, action: QuestAction): Promise<CompanyQuestDetail> {
  return deps.sql.begin(async (tx) => {
    const current = await lockOrThrow(tx, companyId, questId);
    const result = questMachine.authorize(current.state, action, undefined, contextOf(current));
    if (!result.ok) throw new AppError(result.code);
    await q.setQuestState(tx, companyId, questId, result.next);
    return freshDetail(tx, companyId, questId);
  });
}

// ---- Levels

function levelValues(input: LevelInput): q.LevelValues {
  return {
    title: input.title,
    steps: input.steps,
    description: input.description,
    instructions: input.instructions,
    durationMinutes: input.durationMinutes,
    rewardPoints: input.rewardPoints,
    question: input.question,
    answerType: input.answerType,
    options: input.options,
    rightAnswer: input.rightAnswer,
    quizUrl: input.quizUrl,
    surveyUrl: input.surveyUrl,
    onlineEventAt: input.onlineEventAt,
    coverImage: input.coverImage,
  };
}

async function levelOrThrow(tx: Tx, companyId: number, questId: number, levelId: number): Promise<q.LevelRow> {
  const level = await q.findQuestLevel(tx, companyId, questId, levelId);
  if (!level) throw new AppError('NOT_FOUND');
  return level;
}

/** Step 2 of the wizard: a level after the quest's last one. Answers the whole quest (its points and order change). */
export async function createQuestLevel(deps: Deps, companyId: number, questId: number, input: LevelInput): Promise<CompanyQuestDetail> {
  return deps.sql.begin(async (tx) => {
    await lockOrThrow(tx, companyId, questId);
    await q.insertLevel(tx, questId, levelValues(input));
    await q.touchQuest(tx, companyId, questId);
    return freshDetail(tx, companyId, questId);
  });
}

/**
 * A level's new content. Spec §4: its answer type cannot change once answers exist (ANSWER_TYPE_CHANGED, on the
 * field); the database trigger `levels_answer_type_locked` refuses the same change should an answer arrive meanwhile.
 */
export async function updateQuestLevel(deps: Deps, companyId: number, questId: number, levelId: number, input: LevelInput): Promise<CompanyQuestDetail> {
  return deps.sql.begin(async (tx) => {
    await lockOrThrow(tx, companyId, questId);
    const current = await levelOrThrow(tx, companyId, questId, levelId);
    const rule = canChangeAnswerType({ current: current.answerType, next: input.answerType, answersCount: current.answersCount });
    if (!rule.ok) throw new AppError(rule.code, undefined, { fields: { answerType: [errorMessage(rule.code)] } });
    await q.updateLevel(tx, companyId, questId, levelId, levelValues(input));
    await q.touchQuest(tx, companyId, questId);
    return freshDetail(tx, companyId, questId);
  });
}

/** A level nobody answered (LEVEL_HAS_ANSWERS otherwise); the others close ranks. */
export async function deleteQuestLevel(deps: Deps, companyId: number, questId: number, levelId: number): Promise<CompanyQuestDetail> {
  return deps.sql.begin(async (tx) => {
    const quest = await lockOrThrow(tx, companyId, questId);
    const level = await levelOrThrow(tx, companyId, questId, levelId);
    if (level.answersCount > 0) throw new AppError('LEVEL_HAS_ANSWERS');
    await q.deleteLevel(tx, companyId, questId, levelId);
    await q.reorderLevels(tx, companyId, questId, quest.levelIds.filter((id) => id !== levelId));
    await q.touchQuest(tx, companyId, questId);
    return freshDetail(tx, companyId, questId);
  });
}
