import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngagementAction } from '../../../../../shared/engagements/engagement.machine';
import { useErrorText } from '../../../../lib/error-text';
import { serverFieldErrors } from '../../../../lib/form';
import { showToast } from '../../../../ui/notifications';
import { type ReferentStep, useReferentSteps } from '../../api/association-engagements';
import { CancelApplicationDialog } from './CancelApplicationDialog';

/** The machine's actions as the API's steps (cancel has its own dialog). */
const STEPS: Partial<Record<EngagementAction, ReferentStep>> = { confirm: 'confirm', finish: 'finish', reopen: 'reopen', revert_cancel: 'revert-cancel' };
/** The buttons in a stable order: forward first, cancel last. */
const ORDER: readonly EngagementAction[] = ['confirm', 'finish', 'reopen', 'revert_cancel', 'cancel'];

/**
 * The referent's buttons (spec §4: confirm, mark as finished, move back to
 * confirmed, cancel with a reason, revert a cancellation), from the
 * `availableActions` the server gives; each asks for confirmation, then says
 * what happened. `only` limits them (the quick actions of the applications list).
 */
export function ReferentActions(props: {
  associationSlug: string;
  engagement: { id: string; volunteerName: string; availableActions: readonly EngagementAction[] };
  only?: readonly EngagementAction[];
  small?: boolean;
  disabled?: boolean;
  onChanged?: () => void;
}) {
  const { t } = useTranslation('engagements');
  const errorText = useErrorText();
  const steps = useReferentSteps(props.associationSlug, props.onChanged);
  const [asking, setAsking] = useState<EngagementAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const actions = ORDER.filter((action) => props.engagement.availableActions.includes(action) && (!props.only || props.only.includes(action)));
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

  return (
    <div className="actions">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={`button ${action === 'cancel' ? 'button--danger-outline' : 'button--primary'}${props.small ? ' button--small' : ''}`}
          disabled={props.disabled || pending}
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
                onClick={() => steps.step.mutate({ id: props.engagement.id, step: STEPS[asking]! }, { onSuccess: () => done(asking), onError: failed })}
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
        <CancelApplicationDialog
          engagementId={props.engagement.id}
          volunteer={props.engagement.volunteerName}
          pending={pending}
          serverError={error}
          serverFields={serverFieldErrors(steps.cancel.error)}
          onSubmit={(input) => steps.cancel.mutate(input, { onSuccess: () => done('cancel'), onError: failed })}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
