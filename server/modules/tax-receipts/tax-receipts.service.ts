import { type TimeSpentReviewStatus, timeSpentReviewMachine } from '../../../shared/engagements/time-spent-review.machine';
import type { Actor } from '../../../shared/permissions/actor';
import type { AdminTaxExemptionListItem, AdminTaxExemptionView, TaxLineView, TaxOverview, TaxReceiptCreateInput, TaxReceiptIssueInput, TaxReceiptView } from '../../../shared/tax-receipts/tax-receipt.api';
import { type TaxReceiptAction, taxReceiptMachine } from '../../../shared/tax-receipts/tax-receipt.machine';
import { taxReductionOf, valueWorkTime } from '../../../shared/tax-receipts/valuation';
import { fullName } from '../../../shared/users/me';
import { instantToParis } from '../../../shared/time/paris';
import type { Sql, TransactionSql } from '../../db/connect';
import { type ExportFile, toXlsx } from '../../http/download';
import { label } from '../../http/labels';
import { type Outcome, Refusal, runMutation } from '../../http/mutation';
import { renderLinePdf, renderReceiptPdf } from './receipt.pdf';
import * as q from './tax-receipts.sql';

/** Review statuses whose time counts: validated, or challenged and the challenge processed. */
const COUNTED: ReadonlySet<TimeSpentReviewStatus> = new Set(['validated', 'challenge_processed']);

/**
 * Issue 20: after a review of one date, its tax-exemption line follows. A
 * validated work-time date of a tax-exempt mission run by an association
 * becomes a line of the company's exemption towards that association for the
 * year, valued from the employee's declared daily cost (none declared: 0 €,
 * the company sees it and declares it); a date that no longer counts loses
 * its line (the review machine has already refused when a receipt covers it).
 * Runs in the review's transaction.
 */
export async function syncTaxExemptionLine(tx: TransactionSql, dateId: number): Promise<void> {
  const date = await q.dateForLine(tx, dateId);
  if (!date) return;
  const counts = COUNTED.has(date.reviewStatus) && date.dateState === 'validated' && date.timeType === 'work' && date.isTaxExempt && date.associationId !== null;
  if (!counts) {
    await q.deleteUncoveredLine(tx, dateId);
    return;
  }
  const dailyCostCents = date.dailyCostCents ?? 0;
  const value = valueWorkTime({ startsAt: date.startsAt, endsAt: date.endsAt, dailyCostCents });
  if (value.sevenths === 0) return;
  const workedOn = instantToParis(date.startsAt).date;
  const exemptionId = await q.exemptionFor(tx, date.companyId, date.associationId!, Number(workedOn.slice(0, 4)));
  await q.insertLine(tx, { exemptionId, companyId: date.companyId, dateId, userId: date.userId, workedOn, sevenths: value.sevenths, days: value.days, dailyCostCents, valuedAmountCents: value.valuedAmountCents });
}

type Side = { companyId: number } | { associationId: number; actor: Actor };

function presentLine(row: q.LineRow, side: Side | 'admin'): TaxLineView {
  const reviewActions =
    side !== 'admin' && 'associationId' in side
      ? timeSpentReviewMachine.availableActions(row.reviewStatus, { actor: side.actor, associationId: side.associationId }, { coveredByTaxReceipt: row.receiptId !== null })
      : [];
  return {
    id: row.id,
    year: row.year,
    workedOn: row.workedOn,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: new Date(row.endsAt).toISOString(),
    company: { id: row.companyId, name: row.companyName },
    association: { id: row.associationId, name: row.associationName },
    missionTitle: row.missionTitle,
    employeeName: fullName(row.firstName, row.lastName, row.email),
    engagementTimeslotId: row.engagementTimeslotId,
    sevenths: row.sevenths,
    days: row.days,
    dailyCostCents: row.dailyCostCents,
    valuedAmountCents: row.valuedAmountCents,
    receipt: row.receiptId === null ? null : { id: row.receiptId, state: row.receiptState!, number: row.receiptNumber },
    reviewActions,
  };
}

function presentReceipt(row: q.ReceiptRow, side: Side | 'admin'): TaxReceiptView {
  const actions: TaxReceiptAction[] =
    side !== 'admin' && 'associationId' in side
      ? taxReceiptMachine.availableActions(row.state, undefined, { hasDocument: true, problemMessage: 'x' }).filter((action) => action === 'complete' || action === 'report_problem')
      : [];
  return {
    id: row.id,
    year: row.year,
    state: row.state,
    number: row.number,
    issuedOn: row.issuedOn,
    amountCents: row.amountCents,
    taxReductionCents: taxReductionOf(row.amountCents),
    days: Math.round(row.days * 100) / 100,
    lineCount: row.lineCount,
    company: { id: row.companyId, name: row.companyName },
    association: { id: row.associationId, name: row.associationName },
    problemMessage: row.problemMessage,
    createdAt: new Date(row.createdAt).toISOString(),
    actions,
  };
}

/** The tax panel: the lines, the receipts and the totals per association (company) or per company (association) and year. */
export async function taxOverview(sql: Sql, side: Side): Promise<TaxOverview> {
  const scope = 'companyId' in side ? { companyId: side.companyId } : { associationId: side.associationId };
  const [lines, receipts] = await Promise.all([q.listLines(sql, scope), q.listReceipts(sql, scope)]);
  const totals = new Map<string, TaxOverview['totals'][number]>();
  for (const line of lines) {
    const party = 'companyId' in side ? { id: line.associationId, name: line.associationName } : { id: line.companyId, name: line.companyName };
    const key = `${party.id}:${line.year}`;
    const total = totals.get(key) ?? { partyId: party.id, partyName: party.name, year: line.year, days: 0, valuedAmountCents: 0, taxReductionCents: 0, lineCount: 0 };
    total.days = Math.round((total.days + line.sevenths / 7) * 100) / 100;
    total.valuedAmountCents += line.valuedAmountCents;
    total.taxReductionCents = taxReductionOf(total.valuedAmountCents);
    total.lineCount += 1;
    totals.set(key, total);
  }
  return {
    years: [...new Set(lines.map((line) => line.year))].sort((a, b) => b - a),
    lines: lines.map((line) => presentLine(line, side)),
    receipts: receipts.map((receipt) => presentReceipt(receipt, side)),
    totals: [...totals.values()].sort((a, b) => b.year - a.year || a.partyName.localeCompare(b.partyName, 'fr')),
  };
}

export type ReceiptOutcome = Outcome<{ receipt: { id: number; state: string } }>;

/**
 * The association prepares a receipt (to send) for a set of its lines, all of
 * one company and one year. Lines already covered by a live receipt are
 * refused (TAX_LINES_ALREADY_COVERED); the lines are locked, so two receipts
 * at once cannot cover the same line.
 */
export function createReceipt(deps: { sql: Sql }, actor: Actor, associationId: number, input: TaxReceiptCreateInput): Promise<ReceiptOutcome> {
  return runMutation(deps.sql, async (tx) => {
    const lines = await q.lockAssociationLines(tx, associationId, input.lineIds);
    if (lines.length !== input.lineIds.length) throw new Refusal('NOT_FOUND');
    if (lines.some((line) => line.covered)) throw new Refusal('TAX_LINES_ALREADY_COVERED');
    const exemptions = new Set(lines.map((line) => line.exemptionId));
    if (exemptions.size !== 1) throw new Refusal('TAX_LINES_ONE_EXEMPTION');
    const amountCents = lines.reduce((sum, line) => sum + line.valuedAmountCents, 0);
    const id = await q.insertReceipt(tx, { exemptionId: lines[0]!.exemptionId, companyId: lines[0]!.companyId, associationId, amountCents, lineIds: input.lineIds, createdBy: actor.userId });
    return { result: { status: 'ok', receipt: { id, state: 'to_send' } }, mails: [] };
  });
}

/** The association issues the receipt: its number, date and mentions; the document is made from them (complete). */
export function issueReceipt(deps: { sql: Sql }, associationId: number, id: number, input: TaxReceiptIssueInput): Promise<ReceiptOutcome> {
  return runMutation(deps.sql, async (tx) => {
    const receipt = await q.lockReceipt(tx, id, { associationId });
    if (!receipt) throw new Refusal('NOT_FOUND');
    const move = taxReceiptMachine.transition(receipt.state, 'complete', { hasDocument: true });
    if (!move.ok) throw new Refusal(move.code, { state: receipt.state });
    await q.issueReceipt(tx, id, { ...input, documentPath: receiptFileName(input.number) });
    return { result: { status: 'ok', receipt: { id, state: move.next } }, mails: [] };
  });
}

/** The association refuses to issue the receipt and says why (problem reported). */
export function reportReceiptProblem(deps: { sql: Sql }, associationId: number, id: number, message: string): Promise<ReceiptOutcome> {
  return runMutation(deps.sql, async (tx) => {
    const receipt = await q.lockReceipt(tx, id, { associationId });
    if (!receipt) throw new Refusal('NOT_FOUND');
    const move = taxReceiptMachine.transition(receipt.state, 'report_problem', { problemMessage: message });
    if (!move.ok) throw new Refusal(move.code, { state: receipt.state });
    await q.setReceiptState(tx, id, move.next, message);
    return { result: { status: 'ok', receipt: { id, state: move.next } }, mails: [] };
  });
}

/** Platform admins move a receipt (resolve a problem, reopen, archive, unarchive); unarchiving refuses lines covered since. */
export function adminReceiptAction(deps: { sql: Sql }, id: number, action: Exclude<TaxReceiptAction, 'complete' | 'report_problem'>): Promise<ReceiptOutcome> {
  return runMutation(deps.sql, async (tx) => {
    const receipt = await q.lockReceipt(tx, id, 'any');
    if (!receipt) throw new Refusal('NOT_FOUND');
    const move = taxReceiptMachine.transition(receipt.state, action, {});
    if (!move.ok) throw new Refusal(move.code, { state: receipt.state });
    if (action === 'unarchive' && (await q.receiptLinesCoveredElsewhere(tx, id))) throw new Refusal('TAX_LINES_ALREADY_COVERED');
    await q.setReceiptState(tx, id, move.next);
    return { result: { status: 'ok', receipt: { id, state: move.next } }, mails: [] };
  });
}

const receiptFileName = (number: string) => `recu-fiscal-${number.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'sans-numero'}.pdf`;

/** The receipt's document: only once complete (issued). */
export async function receiptDocument(sql: Sql, id: number, scope: { companyId: number } | { associationId: number } | 'any'): Promise<ExportFile | undefined> {
  const receipt = await q.findReceipt(sql, id, scope);
  if (!receipt || receipt.state !== 'complete' || !receipt.number) return undefined;
  const body = await renderReceiptPdf(receipt, await q.receiptLines(sql, id));
  return { fileName: receiptFileName(receipt.number), contentType: 'application/pdf', body };
}

/** One line as a PDF, for the company's managers (and platform admins); anyone else does not find it. */
export async function lineDocument(sql: Sql, lineId: number, canRead: (company: { id: number; holdingId: number | null }) => boolean): Promise<ExportFile | undefined> {
  const line = await q.findLine(sql, lineId);
  if (!line) return undefined;
  if (!canRead({ id: line.companyId, holdingId: line.companyHoldingId })) return undefined;
  return { fileName: `ligne-defiscalisation-${line.id}.pdf`, contentType: 'application/pdf', body: await renderLinePdf(line) };
}

export async function adminExemption(sql: Sql, id: number): Promise<AdminTaxExemptionView | undefined> {
  const exemption = await q.findExemption(sql, id);
  if (!exemption) return undefined;
  const [lines, receipts] = await Promise.all([q.listLines(sql, { exemptionId: id }), q.listReceipts(sql, { exemptionId: id })]);
  const valuedAmountCents = lines.reduce((sum, line) => sum + line.valuedAmountCents, 0);
  return {
    id,
    company: { id: exemption.companyId, name: exemption.companyName, slug: exemption.companySlug },
    association: { id: exemption.associationId, name: exemption.associationName, slug: exemption.associationSlug },
    periodStart: exemption.periodStart,
    periodEnd: exemption.periodEnd,
    averageDailyRateCents: exemption.averageDailyRateCents,
    days: Math.round((lines.reduce((sum, line) => sum + line.sevenths, 0) / 7) * 100) / 100,
    valuedAmountCents,
    taxReductionCents: taxReductionOf(valuedAmountCents),
    lines: lines.map((line) => presentLine(line, 'admin')),
    receipts: receipts.map((receipt) => presentReceipt(receipt, 'admin')),
  };
}

export async function adminExemptions(sql: Sql): Promise<AdminTaxExemptionListItem[]> {
  return q.listExemptions(sql);
}

/** `/api/v1/admin/exports/tax-receipts`: every receipt, one row each (XLSX). */
export async function exportTaxReceipts(sql: Sql): Promise<ExportFile> {
  const receipts = await q.listReceipts(sql, 'all');
  const columns = [
    { key: 'id', width: 8 },
    { key: 'company', width: 28 },
    { key: 'association', width: 28 },
    { key: 'year', width: 8 },
    { key: 'state', width: 30 },
    { key: 'number', width: 18 },
    { key: 'issued_on', width: 14 },
    { key: 'lines', width: 8 },
    { key: 'days', width: 10 },
    { key: 'amount', width: 14 },
    { key: 'reduction', width: 14 },
    { key: 'problem', width: 40 },
  ];
  const headers = ['N°', 'Entreprise', 'Association', 'Année', 'Statut', 'Numéro du reçu', 'Date d\u2019émission', 'Lignes', 'Jours', 'Montant (€)', 'Réduction d\u2019impôt estimée (€)', 'Problème signalé'];
  const rows = receipts.map((r) => ({
    id: r.id,
    company: r.companyName,
    association: r.associationName,
    year: r.year,
    state: label('fr', 'tax-receipts', 'states', r.state),
    number: r.number ?? '',
    issued_on: r.issuedOn ? r.issuedOn.split('-').reverse().join('/') : '',
    lines: r.lineCount,
    days: Math.round(r.days * 100) / 100,
    amount: r.amountCents / 100,
    reduction: taxReductionOf(r.amountCents) / 100,
    problem: r.problemMessage ?? '',
  }));
  return {
    fileName: 'recus-fiscaux.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: await toXlsx('Reçus fiscaux', headers, columns, rows),
  };
}
