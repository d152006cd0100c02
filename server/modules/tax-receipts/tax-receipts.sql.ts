import type { TaxReceiptState } from '../../../shared/tax-receipts/tax-receipt.machine';
import type { TimeSpentReviewStatus } from '../../../shared/engagements/time-spent-review.machine';
import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

/** What turning one reviewed date into a tax-exemption line needs. */
export interface DateForLine {
  id: number;
  companyId: number;
  associationId: number | null;
  missionId: number;
  userId: string;
  startsAt: string;
  endsAt: string;
  dateState: string;
  reviewStatus: TimeSpentReviewStatus;
  timeType: 'work' | 'personal';
  isTaxExempt: boolean;
  dailyCostCents: number | null;
}

export async function dateForLine(tx: Tx, dateId: number): Promise<DateForLine | undefined> {
  const [row] = await tx<DateForLine[]>`
    select et.id, e.company_id as "companyId", e.association_id as "associationId", e.mission_id as "missionId", e.user_id as "userId",
           et.starts_at as "startsAt", et.ends_at as "endsAt", et.state as "dateState", et.review_status as "reviewStatus",
           e.time_type as "timeType", m.is_tax_exempt as "isTaxExempt", cm.daily_cost_cents as "dailyCostCents"
    from engagement_timeslots et
    join engagements e on e.id = et.engagement_id
    join missions m on m.id = e.mission_id
    join company_members cm on cm.company_id = e.company_id and cm.user_id = e.user_id
    where et.id = ${dateId}`;
  return row;
}

/** The company's exemption towards the association for the year, made on first use (one per company, association, year). */
export async function exemptionFor(tx: Tx, companyId: number, associationId: number, year: number): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into tax_exemptions (company_id, association_id, period_start, period_end, average_daily_rate_cents)
    values (${companyId}, ${associationId}, ${`${year}-01-01`}, ${`${year}-12-31`}, 0)
    on conflict (company_id, association_id, period_start) do update set updated_at = now()
    returning id`;
  return row!.id;
}

export async function insertLine(
  tx: Tx,
  line: { exemptionId: number; companyId: number; dateId: number; userId: string; workedOn: string; sevenths: number; days: number; dailyCostCents: number; valuedAmountCents: number },
): Promise<void> {
  await tx`
    insert into tax_exemption_lines (tax_exemption_id, company_id, engagement_timeslot_id, user_id, worked_on, days, sevenths, daily_cost_cents, valued_amount_cents)
    values (${line.exemptionId}, ${line.companyId}, ${line.dateId}, ${line.userId}, ${line.workedOn}, ${line.days}, ${line.sevenths}, ${line.dailyCostCents}, ${line.valuedAmountCents})
    on conflict (engagement_timeslot_id) do nothing`;
  await refreshAverageRate(tx, line.exemptionId);
}

/** Removes the line of a date whose time is no longer validated, unless a live receipt covers it. */
export async function deleteUncoveredLine(tx: Tx, dateId: number): Promise<void> {
  const rows = await tx<{ exemptionId: number }[]>`
    delete from tax_exemption_lines l
    where l.engagement_timeslot_id = ${dateId}
      and not exists (select 1 from tax_receipt_lines rl join tax_receipts r on r.id = rl.tax_receipt_id
                      where rl.tax_exemption_line_id = l.id and r.state <> 'archived')
    returning l.tax_exemption_id as "exemptionId"`;
  for (const row of rows) await refreshAverageRate(tx, row.exemptionId);
}

/** The exemption's average daily rate: what its lines are valued at per day. */
async function refreshAverageRate(tx: Tx, exemptionId: number): Promise<void> {
  await tx`
    update tax_exemptions x set average_daily_rate_cents = coalesce((
      select round(sum(l.valued_amount_cents) * 7.0 / nullif(sum(coalesce(l.sevenths, round(l.days * 7))), 0))::int
      from tax_exemption_lines l where l.tax_exemption_id = x.id), 0), updated_at = now()
    where x.id = ${exemptionId}`;
}

export interface LineRow {
  id: number;
  exemptionId: number;
  year: number;
  workedOn: string;
  startsAt: string;
  endsAt: string;
  companyId: number;
  companyHoldingId: number | null;
  companyName: string;
  associationId: number;
  associationName: string;
  missionTitle: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  engagementTimeslotId: number;
  reviewStatus: TimeSpentReviewStatus;
  sevenths: number;
  days: number;
  dailyCostCents: number;
  valuedAmountCents: number;
  receiptId: number | null;
  receiptState: TaxReceiptState | null;
  receiptNumber: string | null;
}

const lineSelect = (sql: Tx) => sql`
  select l.id, l.tax_exemption_id as "exemptionId", extract(year from x.period_start)::int as year, to_char(l.worked_on, 'YYYY-MM-DD') as "workedOn",
         et.starts_at as "startsAt", et.ends_at as "endsAt",
         c.id as "companyId", c.holding_id as "companyHoldingId", c.name as "companyName", a.id as "associationId", a.name as "associationName", m.title as "missionTitle",
         u.first_name as "firstName", u.last_name as "lastName", u.email,
         l.engagement_timeslot_id as "engagementTimeslotId", et.review_status as "reviewStatus",
         coalesce(l.sevenths, round(l.days * 7)::int) as sevenths, l.days::float8 as days, coalesce(l.daily_cost_cents, 0) as "dailyCostCents",
         l.valued_amount_cents as "valuedAmountCents",
         r.id as "receiptId", r.state as "receiptState", r.number as "receiptNumber"
  from tax_exemption_lines l
  join tax_exemptions x on x.id = l.tax_exemption_id and x.company_id = l.company_id
  join companies c on c.id = x.company_id
  join associations a on a.id = x.association_id
  join engagement_timeslots et on et.id = l.engagement_timeslot_id and et.company_id = l.company_id
  join engagements e on e.id = et.engagement_id
  join missions m on m.id = e.mission_id
  join users u on u.id = l.user_id
  left join lateral (select r.id, r.state, r.number from tax_receipt_lines rl join tax_receipts r on r.id = rl.tax_receipt_id
                     where rl.tax_exemption_line_id = l.id and r.state <> 'archived' limit 1) r on true`;

export function listLines(sql: Tx, scope: { companyId: number } | { associationId: number } | { exemptionId: number }): Promise<LineRow[]> {
  const where =
    'companyId' in scope ? sql`x.company_id = ${scope.companyId}` : 'associationId' in scope ? sql`x.association_id = ${scope.associationId}` : sql`x.id = ${scope.exemptionId}`;
  // A date canceled or rejected since its review no longer counts, unless a receipt already covers it.
  return sql<LineRow[]>`${lineSelect(sql)} where ${where} and (et.state = 'validated' or r.id is not null) order by l.worked_on desc, l.id desc`;
}

export async function findLine(sql: Tx, lineId: number): Promise<LineRow | undefined> {
  const [row] = await sql<LineRow[]>`${lineSelect(sql)} where l.id = ${lineId}`;
  return row;
}

export interface ReceiptRow {
  id: number;
  exemptionId: number;
  year: number;
  state: TaxReceiptState;
  number: string | null;
  issuedOn: string | null;
  amountCents: number;
  days: number;
  lineCount: number;
  companyId: number;
  companyName: string;
  associationId: number;
  associationName: string;
  associationAddress: string | null;
  associationObject: string | null;
  associationDescription: string | null;
  problemMessage: string | null;
  createdAt: string;
}

const receiptSelect = (sql: Tx) => sql`
  select r.id, r.tax_exemption_id as "exemptionId", extract(year from x.period_start)::int as year, r.state, r.number,
         to_char(r.issued_on, 'YYYY-MM-DD') as "issuedOn", r.amount_cents as "amountCents",
         coalesce((select sum(l.days) from tax_receipt_lines rl join tax_exemption_lines l on l.id = rl.tax_exemption_line_id where rl.tax_receipt_id = r.id), 0)::float8 as days,
         (select count(*)::int from tax_receipt_lines rl where rl.tax_receipt_id = r.id) as "lineCount",
         c.id as "companyId", c.name as "companyName", a.id as "associationId", a.name as "associationName",
         r.association_address as "associationAddress", r.association_object as "associationObject", a.description as "associationDescription",
         r.problem_message as "problemMessage", r.created_at as "createdAt"
  from tax_receipts r
  join tax_exemptions x on x.id = r.tax_exemption_id
  join companies c on c.id = r.company_id
  join associations a on a.id = r.association_id`;

export function listReceipts(sql: Tx, scope: { companyId: number } | { associationId: number } | { exemptionId: number } | 'all'): Promise<ReceiptRow[]> {
  const where =
    scope === 'all'
      ? sql`true`
      : 'companyId' in scope
        ? sql`r.company_id = ${scope.companyId}`
        : 'associationId' in scope
          ? sql`r.association_id = ${scope.associationId}`
          : sql`r.tax_exemption_id = ${scope.exemptionId}`;
  return sql<ReceiptRow[]>`${receiptSelect(sql)} where ${where} order by r.created_at desc, r.id desc`;
}

export async function findReceipt(sql: Tx, id: number, scope: { companyId: number } | { associationId: number } | 'any'): Promise<ReceiptRow | undefined> {
  const where = scope === 'any' ? sql`true` : 'companyId' in scope ? sql`r.company_id = ${scope.companyId}` : sql`r.association_id = ${scope.associationId}`;
  const [row] = await sql<ReceiptRow[]>`${receiptSelect(sql)} where r.id = ${id} and ${where}`;
  return row;
}

/** The lines of the receipt, in date order (for its document). */
export function receiptLines(sql: Tx, receiptId: number): Promise<LineRow[]> {
  return sql<LineRow[]>`${lineSelect(sql)} where l.id in (select tax_exemption_line_id from tax_receipt_lines where tax_receipt_id = ${receiptId}) order by l.worked_on, l.id`;
}

/** The association's lines whose date still counts (validated), locked, with whether a live receipt already covers each. */
export function lockAssociationLines(tx: Tx, associationId: number, lineIds: number[]) {
  return tx<{ id: number; exemptionId: number; companyId: number; valuedAmountCents: number; covered: boolean }[]>`
    select l.id, l.tax_exemption_id as "exemptionId", l.company_id as "companyId", l.valued_amount_cents as "valuedAmountCents",
           exists (select 1 from tax_receipt_lines rl join tax_receipts r on r.id = rl.tax_receipt_id
                   where rl.tax_exemption_line_id = l.id and r.state <> 'archived') as covered
    from tax_exemption_lines l
    join tax_exemptions x on x.id = l.tax_exemption_id
    join engagement_timeslots et on et.id = l.engagement_timeslot_id
    where l.id = any(${lineIds}::int[]) and x.association_id = ${associationId} and et.state = 'validated'
    order by l.id
    for update of l`;
}

export async function insertReceipt(tx: Tx, receipt: { exemptionId: number; companyId: number; associationId: number; amountCents: number; lineIds: number[]; createdBy: string }): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into tax_receipts (tax_exemption_id, company_id, association_id, amount_cents, created_by)
    values (${receipt.exemptionId}, ${receipt.companyId}, ${receipt.associationId}, ${receipt.amountCents}, ${receipt.createdBy})
    returning id`;
  await tx`insert into tax_receipt_lines (tax_receipt_id, tax_exemption_line_id) select ${row!.id}, unnest(${receipt.lineIds}::int[])`;
  return row!.id;
}

export async function lockReceipt(tx: Tx, id: number, scope: { associationId: number } | 'any') {
  const where = scope === 'any' ? tx`true` : tx`association_id = ${scope.associationId}`;
  const [row] = await tx<{ id: number; state: TaxReceiptState; exemptionId: number }[]>`
    select id, state, tax_exemption_id as "exemptionId" from tax_receipts where id = ${id} and ${where} for update`;
  return row;
}

/** Whether another live receipt covers one of this receipt's lines (before unarchiving it). */
export async function receiptLinesCoveredElsewhere(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx<{ covered: boolean }[]>`
    select exists (select 1 from tax_receipt_lines mine join tax_receipt_lines other on other.tax_exemption_line_id = mine.tax_exemption_line_id and other.tax_receipt_id <> mine.tax_receipt_id
                   join tax_receipts r on r.id = other.tax_receipt_id
                   where mine.tax_receipt_id = ${id} and r.state <> 'archived') as covered`;
  return row!.covered;
}

export async function issueReceipt(tx: Tx, id: number, issue: { number: string; issuedOn: string; associationAddress: string; associationObject: string; documentPath: string }) {
  await tx`
    update tax_receipts set state = 'complete', number = ${issue.number}, issued_on = ${issue.issuedOn}, association_address = ${issue.associationAddress},
      association_object = ${issue.associationObject}, document_path = ${issue.documentPath}, problem_message = null, updated_at = now()
    where id = ${id}`;
}

export async function setReceiptState(tx: Tx, id: number, state: TaxReceiptState, problemMessage?: string) {
  await tx`update tax_receipts set state = ${state}, problem_message = ${problemMessage ?? null}, updated_at = now() where id = ${id}`;
}

export interface ExemptionRow {
  id: number;
  companyId: number;
  companyName: string;
  companySlug: string;
  associationId: number;
  associationName: string;
  associationSlug: string;
  periodStart: string;
  periodEnd: string;
  averageDailyRateCents: number;
}

export async function findExemption(sql: Tx, id: number): Promise<ExemptionRow | undefined> {
  const [row] = await sql<ExemptionRow[]>`
    select x.id, c.id as "companyId", c.name as "companyName", c.slug as "companySlug", a.id as "associationId", a.name as "associationName", a.slug as "associationSlug",
           to_char(x.period_start, 'YYYY-MM-DD') as "periodStart", to_char(x.period_end, 'YYYY-MM-DD') as "periodEnd", x.average_daily_rate_cents as "averageDailyRateCents"
    from tax_exemptions x join companies c on c.id = x.company_id join associations a on a.id = x.association_id
    where x.id = ${id}`;
  return row;
}

export function listExemptions(sql: Tx) {
  return sql<{ id: number; companyName: string; associationName: string; year: number; lineCount: number; valuedAmountCents: number; receiptStates: TaxReceiptState[] }[]>`
    select x.id, c.name as "companyName", a.name as "associationName", extract(year from x.period_start)::int as year,
           (select count(*)::int from tax_exemption_lines l where l.tax_exemption_id = x.id) as "lineCount",
           (select coalesce(sum(l.valued_amount_cents), 0)::int from tax_exemption_lines l where l.tax_exemption_id = x.id) as "valuedAmountCents",
           coalesce((select array_agg(r.state order by r.id) from tax_receipts r where r.tax_exemption_id = x.id), '{}') as "receiptStates"
    from tax_exemptions x join companies c on c.id = x.company_id join associations a on a.id = x.association_id
    order by x.period_start desc, c.name, a.name
    limit 500`;
}
