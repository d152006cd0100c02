import type { EngagementView } from '../engagements/engagement-api.schema';
import type { HomeAction, HomeActionKind, HomeImpact, HomeNextDate } from './home.schema';

type HomeEngagement = Pick<EngagementView, 'id' | 'state' | 'step' | 'mission' | 'timeslots' | 'revisedDurationHours' | 'approximateDurationHours'>;

/** Steps where the next move is the employee's own (spec §4 'mes expériences'). */
const STEP_ACTIONS: ReadonlySet<HomeActionKind> = new Set(['message_to_send', 'timeslot_to_select', 'external_registration', 'to_update_and_finish', 'survey_to_complete']);

const isLive = (engagement: HomeEngagement) => engagement.state === 'created' || engagement.state === 'validated';
const liveDates = (engagement: HomeEngagement) => engagement.timeslots.filter((date) => date.state !== 'canceled' && date.state !== 'rejected');
const missionOf = (engagement: HomeEngagement) => ({
  id: engagement.mission.id,
  slug: engagement.mission.slug,
  title: engagement.mission.title,
  associationName: engagement.mission.association?.name ?? null,
});

/** The soonest date still to come of a live application, confirmed or not. */
export function nextDate(engagements: readonly HomeEngagement[], now: Date): HomeNextDate | null {
  let best: HomeNextDate | null = null;
  for (const engagement of engagements.filter(isLive)) {
    for (const date of liveDates(engagement)) {
      if (new Date(date.endsAt).getTime() <= now.getTime()) continue;
      if (best && best.startsAt <= date.startsAt) continue;
      best = {
        engagementId: engagement.id,
        mission: missionOf(engagement),
        startsAt: date.startsAt,
        endsAt: date.endsAt,
        confirmed: engagement.state === 'validated' && date.state !== 'toValidate',
      };
    }
  }
  return best;
}

/**
 * The applications waiting for the employee: the step says it is their move, or a date of a live application was
 * refused (by the manager or the company) and another may be chosen. The refused date wins: it is the news.
 */
export function homeActions(engagements: readonly HomeEngagement[]): HomeAction[] {
  const actions: HomeAction[] = [];
  for (const engagement of engagements) {
    const refused = isLive(engagement) && engagement.timeslots.some((date) => date.state === 'rejected');
    const kind: HomeActionKind | null = refused ? 'dates_refused' : STEP_ACTIONS.has(engagement.step as HomeActionKind) ? (engagement.step as HomeActionKind) : null;
    if (kind) actions.push({ engagementId: engagement.id, mission: missionOf(engagement), kind });
  }
  return actions;
}

const hoursBetween = (startsAt: string, endsAt: string) => (new Date(endsAt).getTime() - new Date(startsAt).getTime()) / 3_600_000;

/** Hours one finished application gave: the duration the employee revised, else its dates, else the mission's estimate. */
export function givenHours(engagement: HomeEngagement): number {
  if (engagement.revisedDurationHours !== null) return engagement.revisedDurationHours;
  const dates = liveDates(engagement);
  if (dates.length > 0) return dates.reduce((sum, date) => sum + hoursBetween(date.startsAt, date.endsAt), 0);
  return engagement.approximateDurationHours ?? 0;
}

/** The employee's own impact: what their finished applications gave, and to how many associations. */
export function homeImpact(engagements: readonly HomeEngagement[]): HomeImpact {
  const finished = engagements.filter((engagement) => engagement.state === 'finished');
  const associations = new Set(finished.flatMap((engagement) => (engagement.mission.association ? [engagement.mission.association.id] : [])));
  const hours = finished.reduce((sum, engagement) => sum + givenHours(engagement), 0);
  return { hours: Math.round(hours * 10) / 10, missions: finished.length, associations: associations.size };
}

/** Everything the employee's home derives from their applications, online (server) and offline (replica) alike. */
export function employeeHomeFacts(engagements: readonly HomeEngagement[], now: Date) {
  return {
    nextDate: nextDate(engagements, now),
    actions: homeActions(engagements),
    impact: homeImpact(engagements),
    applications: engagements.length,
  };
}
