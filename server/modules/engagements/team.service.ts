import { type MyTeam, isDecidableByManager } from '../../../shared/engagements/team.schema';
import { fullName } from '../../../shared/users/me';
import type { Sql } from '../../db/connect';
import * as q from './team.sql';

export { decideAsTeamManager } from './manager-validation.service';

/**
 * `/collaborateur/{slug}/management-collaborateurs`: the employees who name this e-mail as their manager, their
 * applications under way and the dates waiting for the manager (an employee who manages nobody gets empty lists).
 */
export async function getMyTeam(sql: Sql, companyId: number, managerEmail: string): Promise<MyTeam> {
  const [members, applications, validator] = await Promise.all([
    q.listTeamMembers(sql, companyId, managerEmail),
    q.listTeamApplications(sql, companyId, managerEmail),
    q.findWorkTimeValidator(sql, companyId),
  ]);
  const presented = applications.map((row) => ({
    engagementId: row.engagementId,
    employeeName: fullName(row.firstName, row.lastName, row.email),
    missionTitle: row.missionTitle,
    associationName: row.associationName,
    state: row.state,
    timeType: row.timeType,
    dates: row.dates.map((date) => ({
      id: date.id,
      startsAt: new Date(date.startsAt).toISOString(),
      endsAt: new Date(date.endsAt).toISOString(),
      state: date.state,
      decidable: isDecidableByManager(date, row, validator ?? 'manager'),
    })),
  }));
  return {
    members: members.map((member) => ({ userId: member.userId, fullName: fullName(member.firstName, member.lastName, member.email), entity: member.entity })),
    applications: presented,
    waiting: presented.reduce((sum, application) => sum + application.dates.filter((date) => date.decidable).length, 0),
  };
}
