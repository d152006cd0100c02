import type { CompanyMissionSubscriber, FollowedEngagement, FollowedMission } from '../../../shared/engagements/company-follow-up';
import type { EngagementState } from '../../../shared/engagements/engagement.machine';
import { fullName } from '../../../shared/users/me';
import type { Db } from '../../http/mutation';
import * as q from './follow-up.sql';

function present(row: q.FollowedEngagementRow): FollowedEngagement {
  return {
    id: row.id,
    state: row.state,
    timeType: row.timeType,
    createdAt: row.createdAt.toISOString(),
    employee: { id: row.userId, fullName: fullName(row.firstName, row.lastName, row.email), email: row.email },
    mission: { id: row.missionId, slug: row.missionSlug, title: row.missionTitle, organiserName: row.organiserName },
    dates: row.dates.map((date) => ({ ...date, startsAt: new Date(date.startsAt).toISOString(), endsAt: new Date(date.endsAt).toISOString() })),
  };
}

/** `/entreprise/{slug}/suivi-missions`: the company's employees' applications, optionally in one state. */
export async function listCompanyFollowUp(db: Db, companyId: number, state: EngagementState | null): Promise<FollowedEngagement[]> {
  return (await q.listFollowedEngagements(db, companyId, { state })).map(present);
}

/** The volunteers tab of a mission on the company side: this company's employees who applied. */
export async function listMissionVolunteers(db: Db, companyId: number, mission: FollowedMission) {
  return { mission, volunteers: (await q.listFollowedEngagements(db, companyId, { missionId: mission.id, limit: 2000 })).map(present) };
}

/** The subscribers tab: this company's employees on the mission's waiting lists. */
export async function listMissionSubscribers(db: Db, companyId: number, mission: FollowedMission) {
  const rows = await q.listCompanyMissionSubscribers(db, companyId, mission.id);
  const subscribers: CompanyMissionSubscriber[] = rows.map((row) => ({
    id: row.id,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    employee: { id: row.userId, fullName: fullName(row.firstName, row.lastName, row.email), email: row.email },
    timeslot: { id: row.timeslotId, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() },
  }));
  return { mission, subscribers };
}
