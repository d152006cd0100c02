import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngagementAction } from '../../../../../shared/engagements/engagement.machine';
import { useErrorText } from '../../../../lib/error-text';
import { serverFieldErrors } from '../../../../lib/form';
import { useOnline } from '../../../../lib/online';
import { showToast } from '../../../../ui/notifications';
import { type ReferentPlace, type ReferentStep, useReferentSteps } from '../../api/association-engagements';
import { PendingBadge } from '../../../../lib/sync/components/PendingBadge';
import { usePendingIntents } from '../../../../lib/sync/hooks';

// Loads when a referent cancels an application: the actions show without the dialog's form and schema.
const CancelApplicationDialog = lazy(() => import('./CancelApplicationDialog').then((module) => ({ default: module.CancelApplicationDialog })));
import { isNetworkFailure, useOfflineQueue } from '../../offline/use-offline-engagements';

/** The machine's actions as the API's steps (cancel has its own dialog). */
const STEPS: Partial<Record<EngagementAction, ReferentStep>> = { confirm: 'confirm', finish: 'finish', reopen: 'reopen', revert_cancel: 'revert-cancel' };
/** The steps that wait in the outbox when the network is missing (sync.md); the others need the server. */
const QUEUEABLE: readonly EngagementAction[] = ['confirm', 'finish'];

/** The buttons in a stable order: forward first, cancel last. */
const ORDER: readonly EngagementAction[] = ['confirm', 'finish', 'reopen', 'revert_cancel', 'cancel'];

/** Where the referent acts from: the association's slug, or a place (the company that published the mission). */
export type ReferentWhere = { associationSlug: string; place?: never } | { place: ReferentPlace; associationSlug?: never };

/**
 * The referent's buttons (spec §4: confirm, mark as finished, move back to
 * confirmed, cancel with a reason, revert a cancellation), from the
 * `availableActions` the server gives; each asks for confirmation, then says
 * what happened. `only` limits them (the quick actions of the applications list).
 * `place`, when given, says where the referent acts from (a company-published
 * mission's referent acts from the company space); otherwise the association.
 */
export function ReferentActions(props: ReferentWhere & {
  engagement: { id: string; volunteerName: string; availableActions: readonly EngagementAction[] };
  only?: readonly EngagementAction[];
  small?: boolean;
  disabled?: boolean;
  onChanged?: () => void;
}) {
  const { t } = useTranslation('engagements');
  const errorText = useErrorText();
  const steps = useReferentSteps(props.place ?? props.associationSlug!, props.onChanged);
  const [asking, setAsking] = useState<EngagementAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const queue = useOfflineQueue();
  const online = useOnline();
  const id = props.engagement.id;
  const queued = usePendingIntents({ name: ['engagement.confirm', 'engagement.finish'], where: (args) => args.engagementId === id }, [id]).length > 0;
  const queueable = (action: EngagementAction) => queue.available && QUEUEABLE.includes(action);
  const actions = ORDER.filter((action) => props.engagement.availableActions.includes(action) && (!props.only || props.only.includes(action)));
  // A step waiting in the outbox changes the state once the server has it: nothing else is offered meanwhile.
  if (queued) return <PendingBadge pending />;
  if (actions.length === 0) return null;
  const pending = steps.step.isPending || steps.cancel.isPending;
  const done = (action: EngagementAction) => {
    showToast('success', t(`follow_up.done.${action}`, { volunteer: props.engagement.volunteerName }));
    setAsking(null);
    setError(null);
  };
  const failed = (failure: unknown) => {
    setError(errorText(failure));
  };
  const queueStep = (action: EngagementAction) => {
    const stored = action === 'confirm' ? queue.confirm(id) : queue.finish(id);
    stored.then(
      () => {
        showToast('success', t(`follow_up.queued.${action}`, { volunteer: props.engagement.volunteerName }));
        setAsking(null);
        setError(null);
      },
      () => setError(t('follow_up.queue_failed')),
    );
  };
  const takeStep = (action: EngagementAction) => {
    if (!online && queueable(action)) return queueStep(action);
    steps.step.mutate(
      { id, step: STEPS[action]! },
      { onSuccess: () => done(action), onError: (failure) => (isNetworkFailure(failure) && queueable(action) ? queueStep(action) : failed(failure)) },
    );
  };

  return (
    <div className="actions">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={`button ${action === 'cancel' ? 'button--danger-outline' : 'button--primary'}${props.small ? ' button--small' : ''}`}
          disabled={props.disabled || pending || (!online && !queueable(action))}
          onClick={() => {
            setError(null);
            setAsking(action);
          }}
        >
          {t(`follow_up.actions.${action}`)}
        </button>
      ))}
      {asking && asking !== 'cancel' && (
        <div className="modal-backdrop">
          <div className="modal stack" role="alertdialog" aria-modal="true" aria-labelledby="referent-step-question">
            <p id="referent-step-question">{t(`follow_up.questions.${asking}`, { volunteer: props.engagement.volunteerName })}</p>
            {error && (
              <p className="form__error" role="alert">
                {error}
              </p>
            )}
            <div className="modal__actions">
              <button
                type="button"
                className="button button--primary"
                disabled={pending}
                onClick={() => takeStep(asking)}
              >
                {t(`follow_up.actions.${asking}`)}
              </button>
              <button type="button" className="button" disabled={pending} onClick={() => setAsking(null)} autoFocus>
                {t('follow_up.back')}
              </button>
            </div>
          </div>
        </div>
      )}
      {asking === 'cancel' && (
        <Suspense fallback={null}>
          <CancelApplicationDialog
            engagementId={props.engagement.id}
            volunteer={props.engagement.volunteerName}
            pending={pending}
            serverError={error}
            serverFields={serverFieldErrors(steps.cancel.error)}
            onSubmit={(input) => steps.cancel.mutate(input, { onSuccess: () => done('cancel'), onError: failed })}
            onClose={() => setAsking(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
