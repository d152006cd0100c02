import { AppError } from '../../../shared/errors';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { CONTENT_TYPES, type Column, type ExportFile, type ExportFormat, type Row, toCsv, toXlsx } from '../../http/download';
import { formatParisDateTime, texts } from '../../http/labels';
import type { Sql } from '../../db/connect';
import * as q from './exports.sql';

type Deps = { sql: Sql };

/** Spec §7 downloads of the company space about quests: who took part in a quest, and every answer to a level. */
export const QUEST_ACHIEVEMENT_COLUMNS: Column[] = [
  { key: 'last_name', width: 20 },
  { key: 'first_name', width: 18 },
  { key: 'email', width: 32 },
  { key: 'levels_done', width: 16 },
  { key: 'points', width: 12 },
  { key: 'last_answered_at', width: 22 },
];

export const LEVEL_ACHIEVEMENT_COLUMNS: Column[] = [
  { key: 'last_name', width: 20 },
  { key: 'first_name', width: 18 },
  { key: 'email', width: 32 },
  { key: 'answer', width: 50 },
  { key: 'result', width: 18 },
  { key: 'points', width: 12 },
  { key: 'answered_at', width: 20 },
];

interface ExportTexts {
  quest_sheet: string;
  level_sheet: string;
  right: string;
  wrong: string;
  columns: Record<string, string>;
}

const exportTexts = (language: Language) => texts(language, 'quests').exports as unknown as ExportTexts;

async function build(sheet: string, columns: Column[], rows: Row[], language: Language, format: ExportFormat, fileStem: string): Promise<ExportFile> {
  const headers = columns.map((column) => exportTexts(language).columns[column.key] ?? column.key);
  const body = format === 'xlsx' ? await toXlsx(sheet, headers, columns, rows) : toCsv(headers, columns, rows);
  // File names stay ASCII (the quest's slug), so every browser and OS keeps them as they are.
  return { fileName: `${fileStem}.${format}`, contentType: CONTENT_TYPES[format], body };
}

/** `GET /companies/{slug}/exports/quests/{id}/achievements`: one row per participant (levels done, points, last answer). */
export async function exportQuestAchievements(deps: Deps, companyId: number, questId: number, format: ExportFormat, language: Language = DEFAULT_LANGUAGE): Promise<ExportFile> {
  const quest = await q.findCompanyQuestForExport(deps.sql, companyId, questId);
  if (!quest) throw new AppError('NOT_FOUND');
  const rows: Row[] = (await q.listQuestAchievements(deps.sql, companyId, questId)).map((row) => ({
    last_name: row.lastName ?? '',
    first_name: row.firstName ?? '',
    email: row.email,
    levels_done: `${row.levelsDone} / ${quest.levelsCount}`,
    points: String(row.pointsEarned),
    last_answered_at: formatParisDateTime(row.lastAnsweredAt),
  }));
  return build(exportTexts(language).quest_sheet, QUEST_ACHIEVEMENT_COLUMNS, rows, language, format, `reussites-quete-${quest.id}-${quest.slug}`);
}

/** `GET /companies/{slug}/exports/levels/{id}/achievements`: one row per answer (the answer, right or wrong, points, date). */
export async function exportLevelAchievements(deps: Deps, companyId: number, levelId: number, format: ExportFormat, language: Language = DEFAULT_LANGUAGE): Promise<ExportFile> {
  const level = await q.findCompanyLevelForExport(deps.sql, companyId, levelId);
  if (!level) throw new AppError('NOT_FOUND');
  const words = exportTexts(language);
  const rows: Row[] = (await q.listLevelAchievements(deps.sql, companyId, levelId)).map((row) => ({
    last_name: row.lastName ?? '',
    first_name: row.firstName ?? '',
    email: row.email,
    answer: row.answers.join(', '),
    result: row.isCorrect ? words.right : words.wrong,
    points: String(row.pointsEarned),
    answered_at: formatParisDateTime(row.answeredAt),
  }));
  return build(words.level_sheet, LEVEL_ACHIEVEMENT_COLUMNS, rows, language, format, `reussites-niveau-${level.id}-${level.questSlug}`);
}
