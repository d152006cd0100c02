import { ENGAGEMENT_STATES } from '../../../shared/engagements/engagement.machine';
import { employeeHomeFacts } from '../../../shared/homes/employee-home';
import type { CompanyOverview, EmployeeHome } from '../../../shared/homes/home.schema';
import { missionSearchQuerySchema } from '../../../shared/missions/mission-search.schema';
import { parisToInstant, parisToday } from '../../../shared/time/paris';
import { fullName } from '../../../shared/users/me';
import { USER_STATES } from '../../../shared/users/user-states';
import type { Sql } from '../../db/connect';
import type { CompanyRecord } from '../companies/companies.service';
import { countMembersByState } from '../companies/members.service';
import { creditOverview } from '../credits/credits.service';
import { listMyEngagements } from '../engagements/read.service';
import { employeeAudience, searchMissions } from '../missions/search.service';
import type { RequestActor } from '../users/service';
import * as q from './homes.sql';

/** How many missions the employee's home suggests, and how many dates the company's home lists. */
export const HOME_SUGGESTIONS = 3;
export const OVERVIEW_NEXT_DATES = 5;

/**
 * The employee's home (issue 12): their next date, what waits for them, their balance, their impact, and missions
 * open to them they have not applied to yet (the soonest first). 403 for whoever is not one of the company's employees.
 */
export async function employeeHome(sql: Sql, actor: RequestActor, company: CompanyRecord, now = new Date()): Promise<EmployeeHome> {
  const audience = employeeAudience(actor, company);
  const [engagements, credits, search] = await Promise.all([
    listMyEngagements(sql, actor, company.id, now),
    creditOverview(sql, company.id, actor.userId),
    searchMissions(sql, audience, missionSearchQuerySchema.parse({ sort: 'date' }), now),
  ]);
  const applied = new Set(engagements.filter((engagement) => engagement.state !== 'canceled').map((engagement) => engagement.missionId));
  const suggestions = search.missions.filter((mission) => !applied.has(mission.id)).slice(0, HOME_SUGGESTIONS);
  return { ...employeeHomeFacts(engagements, now), credits, suggestions };
}

const countsOf = <K extends string>(keys: readonly K[], rows: ReadonlyArray<{ state: K; count: number }>) =>
  Object.fromEntries(keys.map((key) => [key, rows.find((row) => row.state === key)?.count ?? 0])) as Record<K, number>;

/** The company admin's home (issue 12): key figures, the next dates of its employees, what waits for the admin. */
export async function companyOverview(sql: Sql, company: CompanyRecord, now = new Date()): Promise<CompanyOverview> {
  const year = Number(parisToday(now).slice(0, 4));
  const [members, applications, given, nextDates, datesToValidate] = await Promise.all([
    countMembersByState(sql, company.id),
    q.countApplicationsByState(sql, company.id),
    q.givenBetween(sql, company.id, { from: parisToInstant(`${year}-01-01`), to: parisToInstant(`${year + 1}-01-01`) }),
    q.listNextEmployeeDates(sql, company.id, now, OVERVIEW_NEXT_DATES),
    q.countDatesToValidate(sql, company.id),
  ]);
  const memberCounts = countsOf(USER_STATES, members);
  return {
    members: memberCounts,
    applications: countsOf(ENGAGEMENT_STATES, applications),
    year,
    hoursThisYear: Math.round(given.hours * 10) / 10,
    associationsThisYear: given.associations,
    nextDates: nextDates.map((row) => ({
      engagementId: row.engagementId,
      employeeName: fullName(row.firstName, row.lastName, row.email),
      mission: { id: row.missionId, slug: row.missionSlug, title: row.missionTitle, associationName: row.associationName },
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
    })),
    datesToValidate,
    membersToValidate: memberCounts.toValidate,
  };
}
