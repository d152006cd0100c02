import { type RuleResult, allowed, refused } from '../errors';

export interface HighlightActor {
  isPlatformAdmin: boolean;
}

/** Spec §6: only platform admins may delete or archive highlights. */
export function canDeleteHighlight(actor: HighlightActor): RuleResult {
  return actor.isPlatformAdmin ? allowed : refused('FORBIDDEN');
}

export const canArchiveHighlight = canDeleteHighlight;

/** Where a highlight's moment stands on a Paris day: not started, running, or over. */
export type HighlightTiming = 'upcoming' | 'current' | 'over';

/**
 * The moment of a highlight (its first and last Paris days, both included) on the given Paris day (YYYY-MM-DD).
 * A missing bound is open: no first day has started, no last day is never over.
 */
export function highlightTiming(moment: { startsOn: string | null; endsOn: string | null }, today: string): HighlightTiming {
  if (moment.startsOn !== null && today < moment.startsOn) return 'upcoming';
  if (moment.endsOn !== null && today > moment.endsOn) return 'over';
  return 'current';
}

/** The employee's home lists the current highlights only: started, not over. */
export function isHighlightCurrent(moment: { startsOn: string | null; endsOn: string | null }, today: string): boolean {
  return highlightTiming(moment, today) === 'current';
}
