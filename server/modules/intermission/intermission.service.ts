import { type IntermissionOverview, type IntermissionPeriodInput, type IntermissionPeriodView, checkDateRange, checkIntermissionPeriod } from '../../../shared/intermission/intermission';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../../shared/permissions/actor';
import { TAX_REDUCTION_RATE, taxEstimate } from '../../../shared/tax-receipts/tax-receipt.rules';
import { fullName } from '../../../shared/users/me';
import type { Sql } from '../../db/connect';
import { type ExportFile, toXlsx } from '../../http/download';
import { label } from '../../http/labels';
import { errorMessage } from '../../http/messages';
import { type Outcome, Refusal, runMutation } from '../../http/mutation';
import * as q from './intermission.sql';

function present(row: q.PeriodRow): IntermissionPeriodView {
  const estimate = taxEstimate({ days: row.sevenths / 7, averageDailyRateCents: row.averageDailyRateCents });
  return {
    id: row.id,
    employeeName: fullName(row.firstName, row.lastName, row.email),
    employeeEmail: row.email,
    association: { id: row.associationId, name: row.associationName },
    support: row.support,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    sevenths: row.sevenths,
    averageDailyRateCents: row.averageDailyRateCents,
    ...estimate,
  };
}

/** The offer (intermission-eligible associations) and the periods: the company's for its managers, one's own for an employee. */
export async function intermissionOverview(sql: Sql, companyId: number, onlyUserId: string | null): Promise<IntermissionOverview> {
  const [associations, rows] = await Promise.all([q.listEligibleAssociations(sql), q.listPeriods(sql, { companyId, userId: onlyUserId ?? undefined })]);
  const periods = rows.map(present);
  const sevenths = periods.reduce((sum, period) => sum + period.sevenths, 0);
  const valuedAmountCents = periods.reduce((sum, period) => sum + period.valuedAmountCents, 0);
  return { associations, periods, totals: { sevenths, valuedAmountCents, taxReductionCents: Math.round(valuedAmountCents * TAX_REDUCTION_RATE) } };
}

const refuse = (code: 'DATE_RANGE_REVERSED' | 'DURATION_NOT_IN_SEVENTHS' | 'INTERMISSION_PERIOD_OVERLAP' | 'ASSOCIATION_NOT_INTERMISSION_ELIGIBLE' | 'INTERMISSION_EMPLOYEE_UNKNOWN', field: string) =>
  new Refusal(code, { fields: { [field]: [errorMessage(code)] } });

/**
 * A company manager records a period an employee lends to an eligible
 * association: one transaction, the membership locked while the employee's
 * periods are checked for overlap.
 */
export function recordIntermissionPeriod(deps: { sql: Sql }, actor: Actor, companyId: number, input: IntermissionPeriodInput): Promise<Outcome<{ period: { id: number } }>> {
  return runMutation(deps.sql, async (tx) => {
    const member = await q.lockMemberByEmail(tx, companyId, input.employeeEmail);
    if (!member) throw refuse('INTERMISSION_EMPLOYEE_UNKNOWN', 'employeeEmail');
    if (!(await q.isEligibleAssociation(tx, input.associationId))) throw refuse('ASSOCIATION_NOT_INTERMISSION_ELIGIBLE', 'associationId');
    const checked = checkIntermissionPeriod(input, await q.memberPeriods(tx, companyId, member.userId));
    if (!checked.ok) throw refuse(checked.code, checked.field);
    const id = await q.insertPeriod(tx, { ...input, companyId, userId: member.userId, sevenths: checked.sevenths, createdBy: actor.userId });
    return { result: { status: 'ok', period: { id } }, mails: [] };
  });
}

/** `?from&to` of the intermission exports: a reversed range is refused in French. */
export function exportRange(query: { from?: string; to?: string }) {
  const range = checkDateRange(query);
  if (!range.ok) throw new AppError(range.code, undefined, { fields: { to: [errorMessage(range.code)] } });
  return query;
}

/** The intermission periods of a company (or of every company: null) overlapping the range, as XLSX. */
export async function exportIntermission(sql: Sql, companyId: number | null, range: { from?: string; to?: string }): Promise<ExportFile> {
  const rows = (await q.listPeriods(sql, { companyId, ...range })).map((row) => ({ row, view: present(row) }));
  const columns = [
    { key: 'company', width: 24 },
    { key: 'employee', width: 26 },
    { key: 'email', width: 30 },
    { key: 'association', width: 28 },
    { key: 'support', width: 26 },
    { key: 'starts_on', width: 12 },
    { key: 'ends_on', width: 12 },
    { key: 'days', width: 10 },
    { key: 'rate', width: 16 },
    { key: 'valued', width: 16 },
    { key: 'reduction', width: 18 },
  ];
  const headers = ['Entreprise', 'Salarié', 'Adresse e-mail', 'Association', 'Dispositif', 'Début', 'Fin', 'Jours', 'Taux journalier moyen (€)', 'Montant valorisé (€)', 'Réduction d\u2019impôt estimée (€)'];
  const french = (iso: string) => iso.split('-').reverse().join('/');
  return {
    fileName: `intermission${range.from ? `-${range.from}` : ''}${range.to ? `-${range.to}` : ''}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: await toXlsx(
      'Intermission',
      headers,
      columns,
      rows.map(({ row, view }) => ({
        company: row.companyName,
        employee: view.employeeName,
        email: view.employeeEmail,
        association: view.association.name,
        support: label('fr', 'intermission', 'supports', view.support),
        starts_on: french(view.startsOn),
        ends_on: french(view.endsOn),
        days: Math.round((view.sevenths / 7) * 100) / 100,
        rate: view.averageDailyRateCents / 100,
        valued: view.valuedAmountCents / 100,
        reduction: view.taxReductionCents / 100,
      })),
    ),
  };
}
