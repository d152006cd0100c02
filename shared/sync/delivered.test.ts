import { describe, expect, it } from 'vitest';
import { deliveredMessageKeys } from './delivered';
import { SYNC_MUTATION_NAMES, type SyncMutationName } from './sync.schema';

describe('deliveredMessageKeys', () => {
  it.each<[string, SyncMutationName[], string[]]>([
    ['nothing delivered', [], []],
    ['one application', ['engagement.apply'], ['delivered.engagement_apply']],
    ['three applications say it once', ['engagement.apply', 'engagement.apply', 'engagement.apply'], ['delivered.engagement_apply']],
    ['a cancellation', ['engagement.cancel'], ['delivered.engagement_cancel']],
    ['a waiting-list sign-up', ['timeslot.subscribe'], ['delivered.timeslot_subscribe']],
    ['a quiz answer', ['level.answer'], ['delivered.level_answer']],
    ['an association confirms', ['engagement.confirm'], ['delivered.engagement_confirm']],
    ['an association marks finished', ['engagement.finish'], ['delivered.engagement_finish']],
    [
      'mixed kinds keep the queue order',
      ['engagement.finish', 'engagement.confirm', 'engagement.finish'],
      ['delivered.engagement_finish', 'delivered.engagement_confirm'],
    ],
  ])('%s', (_, names, keys) => {
    expect(deliveredMessageKeys(names)).toEqual(keys);
  });

  it('has distinct words for every kind of queued mutation', () => {
    const keys = SYNC_MUTATION_NAMES.flatMap((name) => deliveredMessageKeys([name]));
    expect(keys).toHaveLength(SYNC_MUTATION_NAMES.length);
    expect(new Set(keys).size).toBe(SYNC_MUTATION_NAMES.length);
  });
});
