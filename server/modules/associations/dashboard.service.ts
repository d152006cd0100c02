import { AppError } from '../../../shared/errors';
import type { AssociationDashboard } from '../../../shared/missions/mission-management.schema';
import type { Actor } from '../../../shared/permissions/actor';
import { canReadAssociationMissions } from '../../../shared/permissions/policies';
import { fullName } from '../../../shared/users/me';
import type { Sql } from '../../db/connect';
import { listAssociationMissionItems } from '../missions/manage.service';
import { findOnboardingFacts, listPendingApplications } from './dashboard.sql';
import type { AssociationRecord } from './sql';

/**
 * `/association/{slug}`: what needs the team's attention. Needs attention:
 * drafts, and missions (not archived) with required fields missing or, for
 * missions with dates, no future timeslot. Expiring: shown as expiring soon.
 */
export async function getAssociationDashboard(deps: { sql: Sql }, actor: Actor, association: AssociationRecord): Promise<AssociationDashboard> {
  if (!canReadAssociationMissions(actor, association.id)) throw new AppError('FORBIDDEN');
  const now = new Date();
  const [items, pending, facts] = await Promise.all([
    listAssociationMissionItems(deps.sql, association.id, now),
    listPendingApplications(deps.sql, association.id),
    findOnboardingFacts(deps.sql, association.id),
  ]);
  const needsAttention = items.filter(
    (item) =>
      item.displayState !== 'archived' &&
      (item.displayState === 'draft' ||
        item.missingFields.length > 0 ||
        (item.availabilityType === 'MISSION_AVAILABILITY_TYPE_TIMESLOTS' && item.futureTimeslots === 0)),
  );
  return {
    needsAttention,
    pendingApplications: pending.map((row) => ({
      engagementId: row.engagementId,
      missionId: row.missionId,
      missionTitle: row.missionTitle,
      volunteerName: fullName(row.firstName, row.lastName, row.email),
      createdAt: row.createdAt.toISOString(),
    })),
    expiring: items.filter((item) => item.displayState === 'expiring_soon'),
    onboarding: [
      { key: 'profile', done: facts.hasProfile },
      { key: 'logo', done: facts.hasLogo },
      { key: 'supervisor', done: facts.hasReferent },
      { key: 'first_mission', done: facts.missions > 0 },
      { key: 'first_publication', done: facts.published > 0 },
    ],
  };
}
