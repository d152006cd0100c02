import { AppError } from '../../../shared/errors';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { CONTENT_TYPES, type Column, type ExportFile, type ExportFormat, type Row, toCsv, toXlsx } from '../../http/download';
import { formatParisDateTime, texts } from '../../http/labels';
import type { Sql } from '../../db/connect';
import * as q from './challenges.sql';

export const PARTICIPATION_COLUMNS: Column[] = [
  { key: 'last_name', width: 20 },
  { key: 'first_name', width: 18 },
  { key: 'email', width: 32 },
  { key: 'registered_at', width: 20 },
  { key: 'attended', width: 12 },
  { key: 'points', width: 10 },
];

export function participationRows(language: Language, rows: q.ParticipationExportRow[]): Row[] {
  const words = texts(language, 'challenges').exports as { yes: string; no: string };
  return rows.map((row) => ({
    last_name: row.lastName ?? '',
    first_name: row.firstName ?? '',
    email: row.email,
    registered_at: formatParisDateTime(row.registeredAt),
    attended: row.attended ? words.yes : words.no,
    points: row.pointsEarned === null ? '' : String(row.pointsEarned),
  }));
}

/**
 * Spec §7 `GET /companies/{slug}/exports/challenges/{id}/participations`: one row per participant of an event of
 * the company (another company's event is a 404), through the writers every export uses.
 */
export async function exportChallengeParticipations(
  sql: Sql,
  companyId: number,
  challengeId: number,
  format: ExportFormat,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ExportFile> {
  const challenge = await q.findCompanyChallenge(sql, companyId, challengeId);
  if (!challenge) throw new AppError('NOT_FOUND');
  const rows = participationRows(language, await q.listParticipants(sql, companyId, challengeId));
  const exportTexts = texts(language, 'challenges').exports as { sheet: string; columns: Record<string, string> };
  const headers = PARTICIPATION_COLUMNS.map((column) => exportTexts.columns[column.key] ?? column.key);
  const body = format === 'xlsx' ? await toXlsx(exportTexts.sheet, headers, PARTICIPATION_COLUMNS, rows) : toCsv(headers, PARTICIPATION_COLUMNS, rows);
  return { fileName: `participants-evenement-${challenge.id}-${challenge.date}.${format}`, contentType: CONTENT_TYPES[format], body };
}
