/** Spec §4 Mission. 'Expiring soon' is not stored: it is how a published mission close to its end is shown. */
export const MISSION_STATES = ['draft', 'published', 'republished', 'unpublished', 'archived'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

/** Spec §4: draft, archive and unpublish stop new applications (existing applicants stay). */
export function acceptsApplications(state: MissionState): boolean {
  return state === 'published' || state === 'republished';
}
