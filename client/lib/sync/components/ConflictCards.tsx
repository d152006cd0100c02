import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncMutationName } from '../../../../shared/sync/sync.schema';
import { RouteLink } from '../../../ui/RouteLink';
import type { ConflictCard } from '../db';
import { useConflicts, useEnqueue, useLiveQuery, useSyncEngine } from '../hooks';

const TITLE_KEYS: Record<SyncMutationName, string> = {
  'engagement.apply': 'conflicts.title.engagement_apply',
  'engagement.cancel': 'conflicts.title.engagement_cancel',
  'timeslot.subscribe': 'conflicts.title.timeslot_subscribe',
  'level.answer': 'conflicts.title.level_answer',
  'engagement.confirm': 'conflicts.title.engagement_confirm',
  'engagement.finish': 'conflicts.title.engagement_finish',
};

function numberList(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
}

/**
 * What the server refused after the user acted offline, one card per intent,
 * kept (in every tab, after a reload) until the user takes the next step or dismisses it.
 */
export function ConflictCards() {
  const { t } = useTranslation('sync');
  const cards = useConflicts();
  if (cards.length === 0) return null;
  return (
    <section className="sync-conflicts" aria-label={t('conflicts.region')}>
      {cards.map((card) => (
        <ConflictCardView key={card.key} card={card} />
      ))}
    </section>
  );
}

function ConflictCardView({ card }: { card: ConflictCard }) {
  const { t } = useTranslation(['sync', 'errors']);
  const engine = useSyncEngine();
  const enqueue = useEnqueue();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const args = (card.args ?? {}) as { missionId?: number; timeslotIds?: unknown };
  const missionId = typeof args.missionId === 'number' ? args.missionId : undefined;
  const mission = useLiveQuery(async (db) => (missionId === undefined ? undefined : db.entity('mission').get(String(missionId))), [missionId]).data;

  const dismiss = () => engine?.db.conflicts.delete(card.key!);
  const full = card.name === 'engagement.apply' && card.code === 'TIMESLOT_FULL';
  const position = typeof card.details.waitingListPosition === 'number' ? card.details.waitingListPosition : null;
  const fullSlots = numberList(card.details.fullTimeslotIds);
  const slotsToWatch = fullSlots.length > 0 ? fullSlots : numberList(args.timeslotIds);

  const joinWaitingList = async () => {
    setBusy(true);
    setFailed(false);
    try {
      for (const timeslotId of slotsToWatch) await enqueue('timeslot.subscribe', { subscriptionId: crypto.randomUUID(), timeslotId });
      await dismiss();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const reason =
    card.kind === 'failed' ? t('sync:conflicts.failed') : t(`errors:${card.code}`, { defaultValue: t('errors:UNEXPECTED') });
  return (
    <article className="card notice notice--warning sync-conflict" role="alert">
      <div>
        <h2 className="sync-conflict__title">{t(TITLE_KEYS[card.name] ?? 'conflicts.title.other', { ns: 'sync' })}</h2>
        {mission && <p>{t('sync:conflicts.mission', { title: mission.data.title })}</p>}
        <p>{reason}</p>
        {full && position !== null && <p>{t('sync:conflicts.waiting_list_position', { position })}</p>}
        {failed && <p role="alert">{t('sync:conflicts.action_failed')}</p>}
        <div className="sync-conflict__actions">
          {full && position === null && slotsToWatch.length > 0 && (
            <button type="button" className="button button--small button--primary" disabled={busy} onClick={() => void joinWaitingList()}>
              {t('sync:conflicts.join_waiting_list')}
            </button>
          )}
          {full && missionId !== undefined && (
            <RouteLink
              className="button button--small"
              to={mission ? 'missions.show' : 'missions.search'}
              params={mission ? { missionId, missionSlug: mission.data.slug } : {}}
            >
              {t('sync:conflicts.choose_other_slot')}
            </RouteLink>
          )}
          <button type="button" className="button button--small button--ghost" onClick={() => void dismiss()}>
            {t('sync:conflicts.dismiss')}
          </button>
        </div>
      </div>
    </article>
  );
}
