import * as z from 'zod/mini';
import type { EngagementState } from './engagement.machine';
import type { EngagementTimeslotState } from './engagement-timeslot.machine';
import { msg } from '../validation/messages';

/**
 * `/collaborateur/{slug}/management-collaborateurs`: an employee named as other employees' manager
 * (`company_members.manager_email` = their e-mail) sees their team, its applications and the work-time dates waiting
 * for them, and decides there as from the e-mailed link (`/validation-manager/{token}`).
 */
export const teamDateDecisionSchema = z.object({ decision: z.enum(['validate', 'reject'], msg('choose_from_list')) });
export type TeamDateDecision = z.infer<typeof teamDateDecisionSchema>;

export interface TeamMember {
  userId: string;
  fullName: string;
  entity: string | null;
}

export interface TeamApplication {
  engagementId: string;
  employeeName: string;
  missionTitle: string;
  associationName: string | null;
  state: EngagementState;
  timeType: 'work' | 'personal';
  dates: Array<{ id: number; startsAt: string; endsAt: string; state: EngagementTimeslotState; decidable: boolean }>;
}

/** `GET /companies/{slug}/my-team`. */
export interface MyTeam {
  members: TeamMember[];
  applications: TeamApplication[];
  /** How many dates wait for this manager. */
  waiting: number;
}

/** Dates the manager decides on: awaiting validation, of a work-time application of their team (the link's rule). */
export function isDecidableByManager(date: { state: EngagementTimeslotState }, application: { timeType: 'work' | 'personal' }, validator: 'manager' | 'company_admin'): boolean {
  return validator === 'manager' && application.timeType === 'work' && date.state === 'toValidate';
}
