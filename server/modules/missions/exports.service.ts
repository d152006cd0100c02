import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { AppError } from '../../../shared/errors';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { instantToParis } from '../../../shared/time/paris';
import type { AppDeps } from '../../http/types';
import * as q from './exports.sql';

/** Spec §7 downloads of the association space: a mission's applications and its waiting lists. */
export const MISSION_EXPORT_KINDS = ['engagements', 'subscribers'] as const;
export type MissionExportKind = (typeof MISSION_EXPORT_KINDS)[number];
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
/** File names stay ASCII (the mission's slug), so every browser and OS keeps them as they are. */
export const FILE_STEMS: Record<MissionExportKind, string> = { engagements: 'candidatures', subscribers: 'liste-d-attente' };

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Uint8Array;
}

type Texts = Record<string, Record<string, unknown>>;
const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../shared/locales');
const textCache = new Map<string, Texts>();

/** The labels of a namespace, read from the locale files (French, the source of truth, by default). */
export function texts(language: Language, namespace: string): Texts {
  const key = `${language}/${namespace}`;
  let loaded = textCache.get(key);
  if (!loaded) {
    loaded = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as Texts;
    textCache.set(key, loaded);
  }
  return loaded;
}

export function label(language: Language, namespace: string, group: string, value: string | null): string {
  if (value === null) return '';
  const found = texts(language, namespace)[group]?.[value];
  return typeof found === 'string' ? found : value;
}

/** DD/MM/YYYY HH:mm, Paris time (spec §1 dates, whatever the zone of the server). */
export function formatParisDateTime(instant: Date | string): string {
  const { date, time } = instantToParis(instant);
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time}`;
}

/** A timeslot as 'DD/MM/YYYY HH:mm-HH:mm', or with both dates when it spans several days. */
export function formatParisSlot(startsAt: Date | string, endsAt: Date | string): string {
  const start = formatParisDateTime(startsAt);
  const end = formatParisDateTime(endsAt);
  return start.slice(0, 10) === end.slice(0, 10) ? `${start}-${end.slice(11)}` : `${start} - ${end}`;
}

export interface Column {
  key: string;
  width: number;
}
export type Row = Record<string, string>;

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

/**
 * A cell a spreadsheet would read as a formula (`=HYPERLINK(...)`, `+1`, `-1+1`,
 * `@SUM(...)`, or one hidden behind a tab or carriage return) gets a leading
 * apostrophe, the mark spreadsheets themselves use for 'this is text' (OWASP,
 * CSV injection). What users typed — names, messages, reasons — reaches every
 * export only through this.
 */
export function spreadsheetText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const safeRow = (row: Row): Row => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, spreadsheetText(value)]));

export async function toXlsx(sheetName: string, headers: string[], columns: Column[], rows: Row[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Solidaire';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({ header: headers[index], key: column.key, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(safeRow(row));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** CSV as French Excel opens it: UTF-8 with a BOM, ';' between fields, CRLF line ends. */
export function toCsv(headers: string[], columns: Column[], rows: Row[]): Uint8Array {
  const text = stringify(rows.map(safeRow), {
    header: true,
    columns: columns.map((column, index) => ({ key: column.key, header: headers[index]! })),
    delimiter: ';',
    bom: true,
    record_delimiter: 'windows',
  });
  return new TextEncoder().encode(text);
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
