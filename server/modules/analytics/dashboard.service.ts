import { type DayRange, dayAfter, monthsOf } from '../../../shared/analytics/dashboard-range';
import { type CompanyDashboard, type DashboardData, type DashboardFigures, type HoldingDashboard, emptyFigures, emptyStates } from '../../../shared/analytics/dashboard.schema';
import { parisToInstant } from '../../../shared/time/paris';
import type { Sql } from '../../db/connect';
import type { Feature } from '../../../shared/companies/plans';
import { type CompanyRecord, companyReaches } from '../companies/companies.service';
import { type HoldingRecord, findHoldingById, listHoldingCompanies } from '../companies/holdings.service';
import { canReadHolding } from '../../../shared/permissions/holdings';
import type { Actor } from '../../../shared/permissions/actor';
import * as q from './dashboard.sql';

/** Hours are kept to the tenth, as the company's overview gives them. */
const tenth = (hours: number) => Math.round(hours * 10) / 10;

/** The companies a dashboard counts, and those of them that reach quests and events (spec §6). */
export interface DashboardScope {
  companyIds: number[];
  questCompanyIds: number[];
  eventCompanyIds: number[];
}

/** The scope of these companies, from what each reaches. */
export function dashboardScope(companies: ReadonlyArray<Parameters<typeof companyReaches>[0] & { id: number }>): DashboardScope {
  const reaching = (feature: Feature) => companies.filter((company) => companyReaches(company, feature)).map((company) => company.id);
  return { companyIds: companies.map((company) => company.id), questCompanyIds: reaching('quests'), eventCompanyIds: reaching('challenges') };
}

/**
 * The dashboard of companies over a range (spec §7): the five aggregates run side by side, each one statement on the
 * pool (a read needs no transaction: each figure is read whole), and are laid out per month, every month of the range
 * present with its zeros. Quest and event figures count the companies that reach those features, and none is read
 * when no company does.
 */
export async function dashboardOf(sql: Sql, scope: DashboardScope, range: DayRange): Promise<DashboardData> {
  const monthKeys = monthsOf(range);
  const bounds: q.Bounds = {
    companyIds: scope.companyIds,
    from: parisToInstant(range.from),
    to: parisToInstant(dayAfter(range.to)),
    fromDay: range.from,
    toDay: range.to,
    monthStarts: monthKeys.map((month) => parisToInstant(`${month}-01`)),
    monthDays: monthKeys.map((month) => `${month}-01`),
  };
  const [applications, given, quests, events, activity] = await Promise.all([
    q.applicationFigures(sql, bounds),
    q.givenFigures(sql, bounds),
    scope.questCompanyIds.length > 0 ? q.questFigures(sql, { ...bounds, companyIds: scope.questCompanyIds }) : [],
    scope.eventCompanyIds.length > 0 ? q.eventFigures(sql, { ...bounds, companyIds: scope.eventCompanyIds }) : [],
    q.activityFigures(sql, bounds),
  ]);
  const months = new Map(monthKeys.map((month) => [month, emptyFigures()]));
  const totals = { ...emptyFigures(), applicationsByState: emptyStates() };
  // A row with a bucket adds to that month (bucket 1 is the range's first month); a row without one (the GROUPING SETS
  // total) is the range's figure.
  const add = (bucket: number | null, figures: Partial<DashboardFigures>) =>
    Object.assign(bucket === null ? totals : (months.get(monthKeys[bucket - 1] ?? '') ?? {}), figures);
  for (const row of applications) {
    if (row.state !== null) totals.applicationsByState[row.state] = row.applications;
    else add(row.bucket, { applications: row.applications, volunteers: row.volunteers ?? 0 });
  }
  for (const row of given) add(row.bucket, { hours: tenth(row.hours), associations: row.associations });
  for (const row of quests) add(row.bucket, { questAnswers: row.answers, questParticipants: row.participants, questPoints: row.points });
  for (const row of events) add(row.bucket, { eventRegistrations: row.registrations, eventAttendance: row.attendance, eventPoints: row.points });
  for (const row of activity) add(row.bucket, { pageViews: row.pageViews, activeEmployees: row.activeEmployees });
  return {
    range,
    totals,
    months: [...months].map(([month, figures]) => ({ month, ...figures })),
    sections: { quests: scope.questCompanyIds.length > 0, events: scope.eventCompanyIds.length > 0 },
  };
}

/** A company's own dashboard, with its holding when the reader may open the holding's page (`canReadHolding`). */
export async function companyDashboard(sql: Sql, actor: Actor, company: CompanyRecord, range: DayRange): Promise<CompanyDashboard> {
  const [figures, holding] = await Promise.all([
    dashboardOf(sql, dashboardScope([company]), range),
    company.holdingId !== null && canReadHolding(actor, { id: company.holdingId }) ? findHoldingById(sql, company.holdingId) : undefined,
  ]);
  return { ...figures, holding: holding ? { slug: holding.slug, name: holding.name } : null };
}

/** A holding's consolidated dashboard: the same figures over all its companies, with the list of them. */
export async function holdingDashboard(sql: Sql, holding: HoldingRecord, range: DayRange): Promise<HoldingDashboard> {
  const companies = await listHoldingCompanies(sql, holding.id);
  const figures = await dashboardOf(sql, dashboardScope(companies), range);
  return { ...figures, holding: { slug: holding.slug, name: holding.name }, companies: companies.map(({ slug, name }) => ({ slug, name })) };
}
