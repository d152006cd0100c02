import type { SyncMutationName } from './sync.schema';

/** The `sync:` key of the toast that says the server now has an intent queued offline. */
export const DELIVERED_MESSAGE_KEYS: Record<SyncMutationName, string> = {
  'engagement.apply': 'delivered.engagement_apply',
  'engagement.cancel': 'delivered.engagement_cancel',
  'timeslot.subscribe': 'delivered.timeslot_subscribe',
  'level.answer': 'delivered.level_answer',
  'engagement.confirm': 'delivered.engagement_confirm',
  'engagement.finish': 'delivered.engagement_finish',
};

/**
 * The toasts to show once queued intents reach the server: one per kind of
 * intent carried out, in the order they were queued (three applications sent
 * together say « Candidature envoyée » once, not three times).
 */
export function deliveredMessageKeys(names: readonly SyncMutationName[]): string[] {
  return [...new Set(names)].map((name) => DELIVERED_MESSAGE_KEYS[name]);
}
