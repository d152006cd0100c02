import type { ChallengeAction, ChallengeTiming } from './challenge.rules';
import type { Challenge } from './challenge.schema';

/** An event in the company space (`GET /companies/{slug}/challenges`): the stored event with its participants count and where it stands. */
export type CompanyChallenge = Challenge & { timing: ChallengeTiming };

/** The employee's own registration to an event; `pointsEarned` stays null until the points are shown (spec §9). */
export interface MyChallengeParticipation {
  registeredAt: string;
  attended: boolean;
  pointsEarned: number | null;
}

/**
 * An event as an employee sees it (`GET /companies/{slug}/my-challenges`), with the actions they may take on it now
 * (computed by `challengeActions` for them) and whether its points are pending (over less than 24 hours ago).
 */
export interface EmployeeChallenge {
  id: number;
  name: string;
  description: string | null;
  date: string;
  startTime: string;
  endTime: string;
  landingPageUrl: string | null;
  rewardPoints: number;
  coverImage: string | null;
  thumbnailImage: string | null;
  timing: ChallengeTiming;
  participation: MyChallengeParticipation | null;
  pointsPending: boolean;
  availableActions: ChallengeAction[];
}

/** A participant of an event, for the company's admins (`GET /companies/{slug}/challenges/{id}/participants`). */
export interface ChallengeParticipant {
  userId: string;
  name: string;
  email: string;
  registeredAt: string;
  attended: boolean;
  pointsEarned: number | null;
}
