import { type RuleResult, allowed, refused } from '../errors';

export interface HighlightActor {
  isPlatformAdmin: boolean;
}

/** Spec §6: only platform admins may delete or archive highlights. */
export function canDeleteHighlight(actor: HighlightActor): RuleResult {
  return actor.isPlatformAdmin ? allowed : refused('FORBIDDEN');
}

export const canArchiveHighlight = canDeleteHighlight;
