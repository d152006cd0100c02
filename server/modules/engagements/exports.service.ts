import { AppError } from '../../../shared/errors';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { canReadEngagement } from '../../../shared/permissions/policies';
import type { Actor } from '../../../shared/permissions/actor';
import { validationMessage } from '../../../shared/validation/messages';
import { defaultDateRange } from '../../../shared/time/relative-date';
import { endOfParisDay, parisToInstant, parisToday } from '../../../shared/time/paris';
import type { AppDeps } from '../../http/types';
import { CONTENT_TYPES, type Column, type ExportFile, type ExportFormat, type Row, toCsv, toXlsx } from '../../http/download';
import { formatParisDateTime, formatParisSlot, label, texts } from '../../http/labels';
import { type MissionExportKind, buildMissionExport } from '../missions/exports.service';
import { renderAgreementPdf } from './agreement.pdf';
import * as q from './exports.sql';

type Deps = Pick<AppDeps, 'sql'>;

/** A mission as a company sees it (any association or platform mission, or one it published); another company's: undefined. */
export function findCompanyVisibleMission(sql: Deps['sql'], companyId: number, missionId: number) {
  return q.findCompanyVisibleMission(sql, companyId, missionId);
}

/**
 * Spec §7 `GET /companies/{slug}/exports/missions/{id}/engagements|subscribers`:
 * the association's export, restricted to this company's own employees.
 */
export async function exportCompanyMission(
  deps: Deps,
  companyId: number,
  missionId: number,
  kind: MissionExportKind,
  format: ExportFormat,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ExportFile> {
  const mission = await q.findCompanyVisibleMission(deps.sql, companyId, missionId);
  if (!mission) throw new AppError('NOT_FOUND');
  return buildMissionExport(deps, { companyId }, mission, kind, format, language);
}

const TIMESLOT_COLUMNS: Column[] = [
  { key: 'last_name', width: 20 },
  { key: 'first_name', width: 18 },
  { key: 'email', width: 32 },
  { key: 'mission', width: 36 },
  { key: 'association', width: 26 },
  { key: 'engagement_state', width: 20 },
  { key: 'time_type', width: 26 },
  { key: 'timeslot', width: 28 },
  { key: 'validation_state', width: 20 },
  { key: 'validator', width: 26 },
  { key: 'decided_at', width: 20 },
  { key: 'review_status', width: 22 },
];

/** The period of the timeslots export: `from`/`to` (YYYY-MM-DD, Paris days, both included), the last 12 months by default. */
export function exportPeriod(query: { from?: string; to?: string }, now: Date = new Date()): { from: Date; to: Date; fromDay: string; toDay: string } {
  const today = parisToday(now);
  const fallback = defaultDateRange('last_12_months', parisToInstant(today, '12:00'));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const fromDay = query.from ?? day(fallback.from);
  const toDay = query.to ?? today;
  if (fromDay > toDay) throw new AppError('VALIDATION_FAILED', undefined, { fields: { to: [validationMessage('date_order')] } });
  return { from: parisToInstant(fromDay), to: endOfParisDay(toDay), fromDay, toDay };
}

/** Spec §7 `GET /companies/{slug}/exports/engagement-timeslots`: the dates of the company's employees in a period. */
export async function exportCompanyTimeslots(
  deps: Deps,
  company: { id: number; slug: string },
  period: { from: Date; to: Date; fromDay: string; toDay: string },
  format: ExportFormat,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ExportFile> {
  const found = await q.listCompanyEngagementTimeslotsForExport(deps.sql, company.id, period.from, period.to);
  const rows: Row[] = found.map((row) => ({
    last_name: row.lastName ?? '',
    first_name: row.firstName ?? '',
    email: row.email,
    mission: row.missionTitle,
    association: row.organiserName ?? '',
    engagement_state: label(language, 'engagements', 'states', row.engagementState),
    time_type: label(language, 'engagements', 'time_types', row.timeType),
    timeslot: formatParisSlot(row.startsAt, row.endsAt),
    validation_state: label(language, 'engagements', 'timeslot_states', row.state),
    validator: label(language, 'engagements', 'validator_types', row.validatorType),
    decided_at: row.decidedAt ? formatParisDateTime(row.decidedAt) : '',
    review_status: label(language, 'engagements', 'review_statuses', row.reviewStatus),
  }));
  const missionColumns = (texts(language, 'missions').exports as { columns: Record<string, string> }).columns;
  const own = texts(language, 'engagements').exports as { timeslots_sheet: string; columns: Record<string, string> };
  const headers = TIMESLOT_COLUMNS.map((column) => own.columns[column.key] ?? missionColumns[column.key] ?? column.key);
  const body = format === 'xlsx' ? await toXlsx(own.timeslots_sheet, headers, TIMESLOT_COLUMNS, rows) : toCsv(headers, TIMESLOT_COLUMNS, rows);
  return { fileName: `creneaux-${company.slug}-${period.fromDay}-${period.toDay}.${format}`, contentType: CONTENT_TYPES[format], body };
}

/**
 * The agreement PDF of one application. From the company path: the employee
 * themself, or the company's admins, ambassadors and holding admins
 * (canReadEngagement); from the association path: members of the association
 * running the mission. Another tenant's application is not found.
 */
export async function exportAgreement(
  deps: Deps,
  actor: Actor,
  engagementId: string,
  scope: { companyId: number } | { associationId: number },
): Promise<ExportFile> {
  const row = await q.findAgreement(deps.sql, engagementId, scope);
  const readable =
    row &&
    canReadEngagement(actor, {
      employeeId: row.userId,
      companyId: row.companyId,
      holdingId: row.holdingId,
      associationId: 'associationId' in scope ? row.associationId : null,
    });
  if (!row || !readable) throw new AppError('NOT_FOUND');
  const stem = (texts('fr', 'engagements').agreement_pdf as Record<string, string>).file_stem ?? 'convention-d-engagement';
  return { fileName: `${stem}-${row.id.slice(0, 8)}.pdf`, contentType: 'application/pdf', body: await renderAgreementPdf(row) };
}
