import type { EngagementView } from '../../../shared/engagements/engagement-api.schema';
import { type EngagementStep, engagementStep } from '../../../shared/engagements/engagement.steps';
import { compareIso } from '../../../shared/time/compare-iso';

/**
 * The step shown to the employee (spec §4), computed here from the view's facts
 * so a page left open moves to 'à mettre à jour et terminer' once the last date is over.
 */
export function stepOfView(view: EngagementView, now: Date = new Date()): EngagementStep {
  const liveDates = view.timeslots.filter((date) => date.state !== 'canceled' && date.state !== 'rejected');
  const lastEnd = liveDates.reduce<number | null>((max, date) => Math.max(max ?? 0, new Date(date.endsAt).getTime()), null);
  return engagementStep({
    state: view.state,
    messageSent: Boolean(view.message?.trim()),
    usesTimeslots: view.mission.availabilityType === 'MISSION_AVAILABILITY_TYPE_TIMESLOTS',
    timeslotStates: view.timeslots.map((date) => date.state),
    externalRegistrationPending: view.mission.externalUrl !== null && !view.externalRegistrationDone,
    datesOver: lastEnd !== null && lastEnd <= now.getTime(),
    surveyDone: view.surveyCompletedAt !== null,
  });
}

export const EXPERIENCE_GROUPS = ['ongoing', 'finished', 'canceled'] as const;
export type ExperienceGroup = (typeof EXPERIENCE_GROUPS)[number];

/** 'En cours' (to confirm or confirmed), 'terminées', 'annulées'. */
export function experienceGroup(view: Pick<EngagementView, 'state'>): ExperienceGroup {
  if (view.state === 'finished') return 'finished';
  if (view.state === 'canceled') return 'canceled';
  return 'ongoing';
}

/** The applications by group, the most recent activity first. */
export function groupExperiences(views: readonly EngagementView[]): Record<ExperienceGroup, EngagementView[]> {
  const groups: Record<ExperienceGroup, EngagementView[]> = { ongoing: [], finished: [], canceled: [] };
  const sorted = [...views].sort((a, b) => compareIso(b.lastActivityAt, a.lastActivityAt));
  for (const view of sorted) groups[experienceGroup(view)].push(view);
  return groups;
}

/** The dates still held by the application (not canceled, not rejected by the manager). */
export function liveDates(view: Pick<EngagementView, 'timeslots'>) {
  return view.timeslots.filter((date) => date.state !== 'canceled' && date.state !== 'rejected');
}
