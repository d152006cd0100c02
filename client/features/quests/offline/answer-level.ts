import { useCallback } from 'react';
import type { LevelAnswerInput } from '../../../../shared/levels/level.schema';
import type { OutboxEntry } from '../../../lib/sync/db';
import { useSyncEngine } from '../../../lib/sync/hooks';
import { trackEvent } from '../../../lib/analytics';

// The schema (zod) loads beside the level's page and is awaited when an answer is sent: the page does not wait for it.
const answerChecker = import('../../../../shared/levels/level.schema').then((module) => module.levelAnswerInputSchema);

/**
 * Answering a level always goes through the outbox (`level.answer`, sync.md):
 * an employee on the train answers offline, the server scores the answer when
 * it arrives and the scored row comes back by pull (`level_answer`). The
 * answer id is made here, once per answer, so a replay never counts it twice.
 * Throws (with the schema's French messages) when the answer is not one the
 * server would read; resolves once the answer is stored on the device.
 */
export function useAnswerLevel() {
  const engine = useSyncEngine();
  return useCallback(
    async (input: { levelId: number; answers: string[]; answerId?: string }): Promise<OutboxEntry<'level.answer'>> => {
      if (!engine) throw new Error('useAnswerLevel() needs a SyncProvider');
      const answer: LevelAnswerInput = (await answerChecker).parse({ answerId: input.answerId ?? crypto.randomUUID(), levelId: input.levelId, answers: input.answers });
      const queued = await engine.enqueue('level.answer', answer);
      trackEvent('quest_level_answered', { levelId: answer.levelId });
      return queued;
    },
    [engine],
  );
}
