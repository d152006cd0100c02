import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { CONTENT_TYPES, type Column, type ExportFile, type Row, toXlsxSheets } from '../../http/download';
import { formatParisDateTime, label, texts } from '../../http/labels';
import type { Sql } from '../../db/connect';
import * as q from './team-building.sql';

export const REQUEST_COLUMNS: Column[] = [
  { key: 'request', width: 10 },
  { key: 'team_building', width: 36 },
  { key: 'date', width: 12 },
  { key: 'state', width: 14 },
  { key: 'cancel_reason', width: 30 },
  { key: 'group_size', width: 12 },
  { key: 'participants', width: 14 },
  { key: 'requested_by', width: 24 },
  { key: 'requested_at', width: 18 },
];

export const PARTICIPANT_COLUMNS: Column[] = [
  { key: 'request', width: 10 },
  { key: 'team_building', width: 36 },
  { key: 'date', width: 12 },
  { key: 'last_name', width: 20 },
  { key: 'first_name', width: 18 },
  { key: 'email', width: 32 },
  { key: 'registered_at', width: 18 },
  { key: 'testimony', width: 60 },
];

/** DD/MM/YYYY from an ISO day (spec §1 dates). */
const day = (iso: string) => iso.split('-').reverse().join('/');

export function requestRows(language: Language, rows: q.RequestRow[]): Row[] {
  return rows.map((row) => ({
    request: row.id,
    team_building: row.teamBuildingTitle,
    date: day(row.desiredDate),
    state: label(language, 'team-building', 'request_states', row.state),
    cancel_reason: label(language, 'team-building', 'cancel_reasons', row.cancelReason),
    group_size: row.participantsCount,
    participants: row.joinedCount,
    requested_by: row.requestedByName ?? '',
    requested_at: formatParisDateTime(row.createdAt),
  }));
}

export function participantRows(rows: q.ExportParticipantRow[]): Row[] {
  return rows.map((row) => ({
    request: row.requestId,
    team_building: row.title,
    date: day(row.desiredDate),
    last_name: row.lastName ?? '',
    first_name: row.firstName ?? '',
    email: row.email,
    registered_at: formatParisDateTime(row.registeredAt),
    testimony: row.testimony ?? '',
  }));
}

/**
 * Spec §7 `GET /companies/{slug}/exports/solidarity_team_building`: the company's team-building requests and their
 * participants, one sheet each, through the writers every export uses.
 */
export async function exportSolidarityTeamBuilding(sql: Sql, companyId: number, today: string, language: Language = DEFAULT_LANGUAGE): Promise<ExportFile> {
  const [requests, participants] = await Promise.all([q.listCompanyRequests(sql, companyId), q.listExportParticipants(sql, companyId)]);
  const words = texts(language, 'team-building').exports as { requests_sheet: string; participants_sheet: string; columns: Record<string, string> };
  const headers = (columns: Column[]) => columns.map((column) => words.columns[column.key] ?? column.key);
  const body = await toXlsxSheets([
    { name: words.requests_sheet, headers: headers(REQUEST_COLUMNS), columns: REQUEST_COLUMNS, rows: requestRows(language, requests) },
    { name: words.participants_sheet, headers: headers(PARTICIPANT_COLUMNS), columns: PARTICIPANT_COLUMNS, rows: participantRows(participants) },
  ]);
  return { fileName: `team-building-${today}.xlsx`, contentType: CONTENT_TYPES.xlsx, body };
}
