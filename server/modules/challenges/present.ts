import {
  areChallengePointsPending,
  areChallengePointsShown,
  challengeActions,
  challengeTiming,
} from '../../../shared/challenges/challenge.rules';
import type { CompanyChallenge, EmployeeChallenge } from '../../../shared/challenges/challenge.views';
import type { ChallengeRow, EmployeeChallengeRow } from './challenges.sql';

export function presentCompanyChallenge(row: ChallengeRow, now: Date): CompanyChallenge {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    description: row.description,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    landingPageUrl: row.landingPageUrl,
    webinarKey: row.webinarKey,
    rewardPoints: row.rewardPoints,
    coverImage: row.coverImage,
    thumbnailImage: row.thumbnailImage,
    isActive: row.isActive,
    participantsCount: row.participantsCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    timing: challengeTiming(row, now),
  };
}

/** An event for one employee: their participation (points only once shown, spec §9) and what they may do now. */
export function presentEmployeeChallenge(row: EmployeeChallengeRow, now: Date): EmployeeChallenge {
  const participating = row.registeredAt !== null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    landingPageUrl: row.landingPageUrl,
    rewardPoints: row.rewardPoints,
    coverImage: row.coverImage,
    thumbnailImage: row.thumbnailImage,
    timing: challengeTiming(row, now),
    participation: participating
      ? {
          registeredAt: row.registeredAt!.toISOString(),
          attended: row.attended ?? false,
          pointsEarned: areChallengePointsShown(row, now) ? row.pointsEarned : null,
        }
      : null,
    pointsPending: participating && areChallengePointsPending(row, now),
    availableActions: challengeActions(row, participating, now),
  };
}
