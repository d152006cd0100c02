import { AppError } from '../../../shared/errors';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { CONTENT_TYPES, type Column, type ExportFile, type ExportFormat, type Row, toCsv, toXlsx } from '../../http/download';
import { formatParisDateTime, formatParisSlot, label, texts } from '../../http/labels';
import type { AppDeps } from '../../http/types';
import * as q from './exports.sql';

/** Spec §7 downloads of the association space: a mission's applications and its waiting lists. */
export const MISSION_EXPORT_KINDS = ['engagements', 'subscribers'] as const;
export type MissionExportKind = (typeof MISSION_EXPORT_KINDS)[number];
/** File names stay ASCII (the mission's slug), so every browser and OS keeps them as they are. */
export const FILE_STEMS: Record<MissionExportKind, string> = { engagements: 'candidatures', subscribers: 'liste-d-attente' };

export const ENGAGEMENT_COLUMNS: Column[] = [
  { key: 'last_name', width: 20 },
  { key: 'first_name', width: 18 },
  { key: 'email', width: 32 },
  { key: 'company', width: 22 },
  { key: 'state', width: 16 },
  { key: 'time_type', width: 26 },
  { key: 'timeslots', width: 40 },
  { key: 'applied_at', width: 20 },
  { key: 'message', width: 50 },
  { key: 'cancel_reason', width: 32 },
];

export const SUBSCRIBER_COLUMNS: Column[] = [
  { key: 'last_name', width: 20 },
  { key: 'first_name', width: 18 },
  { key: 'company', width: 22 },
  { key: 'timeslot', width: 28 },
  { key: 'state', width: 14 },
  { key: 'subscribed_at', width: 20 },
];

export function engagementRows(language: Language, rows: q.EngagementExportRow[]): Row[] {
  return rows.map((row) => ({
    last_name: row.lastName ?? '',
    first_name: row.firstName ?? '',
    email: row.email,
    company: row.companyName,
    state: label(language, 'engagements', 'states', row.state),
    time_type: label(language, 'engagements', 'time_types', row.timeType),
    timeslots: row.timeslots.map((slot) => formatParisSlot(slot.startsAt, slot.endsAt)).join(', '),
    applied_at: formatParisDateTime(row.createdAt),
    message: row.message ?? '',
    cancel_reason:
      row.cancelReason === 'other' && row.cancelOtherReason
        ? `${label(language, 'engagements', 'cancel_reasons', 'other')} : ${row.cancelOtherReason}`
        : label(language, 'engagements', 'cancel_reasons', row.cancelReason),
  }));
}

export function subscriberRows(language: Language, rows: q.SubscriberExportRow[]): Row[] {
  return rows.map((row) => ({
    last_name: row.lastName ?? '',
    first_name: row.firstName ?? '',
    company: row.companyName,
    timeslot: formatParisSlot(row.startsAt, row.endsAt),
    state: label(language, 'missions', 'subscriber_states', row.state),
    subscribed_at: formatParisDateTime(row.createdAt),
  }));
}

/** Whose export: an association (every application to its mission) or a company (its own employees only). */
export type { ExportScope } from './exports.sql';

/**
 * Builds one download for a mission of the association. The mission is looked
 * up within the association, so another association's mission is a 404.
 */
export async function exportMission(
  deps: Pick<AppDeps, 'sql'>,
  associationId: number,
  missionId: number,
  kind: MissionExportKind,
  format: ExportFormat,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ExportFile> {
  const mission = await q.findAssociationMission(deps.sql, associationId, missionId);
  if (!mission) throw new AppError('NOT_FOUND');
  return buildMissionExport(deps, { associationId }, mission, kind, format, language);
}

/**
 * The download of a mission's applications or waiting list, once the caller has found the mission in its
 * tenant (the association's export above, the company's in the engagements module): the scope then limits
 * the rows, a company seeing only its own employees.
 */
export async function buildMissionExport(
  deps: Pick<AppDeps, 'sql'>,
  scope: q.ExportScope,
  mission: { id: number; slug: string },
  kind: MissionExportKind,
  format: ExportFormat,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ExportFile> {
  const missionId = mission.id;
  const columns = kind === 'engagements' ? ENGAGEMENT_COLUMNS : SUBSCRIBER_COLUMNS;
  const rows =
    kind === 'engagements'
      ? engagementRows(language, await q.listMissionEngagementsForExport(deps.sql, scope, missionId))
      : subscriberRows(language, await q.listMissionSubscribersForExport(deps.sql, scope, missionId));
  const exportTexts = texts(language, 'missions').exports as { engagements_sheet: string; subscribers_sheet: string; columns: Record<string, string> };
  const headers = columns.map((column) => exportTexts.columns[column.key] ?? column.key);
  const sheetName = kind === 'engagements' ? exportTexts.engagements_sheet : exportTexts.subscribers_sheet;

  const body = format === 'xlsx' ? await toXlsx(sheetName, headers, columns, rows) : toCsv(headers, columns, rows);
  return { fileName: `${FILE_STEMS[kind]}-${mission.id}-${mission.slug}.${format}`, contentType: CONTENT_TYPES[format], body };
}
