import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENGAGEMENT_CANCEL_REASONS, type EngagementCancelReason } from '../../../../../shared/engagements/cancel-reasons';
import { cancelInputSchema } from '../../../../../shared/engagements/engagement.schema';
import type { FieldErrors } from '../../../../../shared/errors';
import { fieldErrorsFrom } from '../../../../lib/form';

/** The association cancels for a reason of its own: `expired` is the system's (30 days without activity). */
const ASSOCIATION_REASONS = ENGAGEMENT_CANCEL_REASONS.filter((reason) => reason !== 'expired');

/**
 * Cancel with a reason (spec §4, §5): a reason from the list, a free text when
 * it is « Autre », and an optional message to the volunteer. What was typed
 * stays when the server refuses.
 */
export function CancelApplicationDialog(props: {
  engagementId: string;
  volunteer: string;
  pending: boolean;
  serverError: string | null;
  serverFields: FieldErrors;
  onSubmit(input: { engagementId: string; reason: EngagementCancelReason; otherReason?: string; message?: string }): void;
  onClose(): void;
}) {
  const { t } = useTranslation('engagements');
  const [reason, setReason] = useState<EngagementCancelReason | ''>('');
  const [otherReason, setOtherReason] = useState('');
  const [message, setMessage] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && !props.pending && props.onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [props]);
  const shown = { ...props.serverFields, ...fields };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = cancelInputSchema.safeParse({ engagementId: props.engagementId, reason: reason || undefined, otherReason, message });
    if (!parsed.success) {
      setFields(fieldErrorsFrom(parsed.error));
      return;
    }
    setFields({});
    props.onSubmit({
      engagementId: props.engagementId,
      reason: parsed.data.reason,
      ...(parsed.data.otherReason ? { otherReason: parsed.data.otherReason } : {}),
      ...(parsed.data.message ? { message: parsed.data.message } : {}),
    });
  };

  return (
    <div className="modal-backdrop">
      <form className="modal form stack" role="dialog" aria-modal="true" aria-labelledby="cancel-title" onSubmit={submit} noValidate>
        <h2 id="cancel-title">{t('follow_up.cancel_title')}</h2>
        <p>{t('follow_up.cancel_intro', { volunteer: props.volunteer })}</p>
        <div className="field">
          <label className="field__label" htmlFor="cancel-reason">
            {t('follow_up.cancel_reason')}
          </label>
          <select
            id="cancel-reason"
            ref={first}
            value={reason}
            aria-invalid={shown.reason ? true : undefined}
            onChange={(event) => setReason(event.target.value as EngagementCancelReason | '')}
          >
            <option value="">{t('follow_up.cancel_reason_placeholder')}</option>
            {ASSOCIATION_REASONS.map((code) => (
              <option key={code} value={code}>
                {t(`cancel_reasons.${code}`)}
              </option>
            ))}
          </select>
          {shown.reason && (
            <span className="field__error" role="alert">
              {shown.reason.join(' ')}
            </span>
          )}
        </div>
        {reason === 'other' && (
          <div className="field">
            <label className="field__label" htmlFor="cancel-other">
              {t('follow_up.cancel_other_reason')}
            </label>
            <input id="cancel-other" value={otherReason} maxLength={1000} aria-invalid={shown.otherReason ? true : undefined} onChange={(event) => setOtherReason(event.target.value)} />
            {shown.otherReason && (
              <span className="field__error" role="alert">
                {shown.otherReason.join(' ')}
              </span>
            )}
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor="cancel-message">
            {t('follow_up.cancel_message')}
          </label>
          <textarea id="cancel-message" rows={3} value={message} maxLength={5000} onChange={(event) => setMessage(event.target.value)} />
        </div>
        {props.serverError && (
          <p className="form__error" role="alert">
            {props.serverError}
          </p>
        )}
        <div className="modal__actions">
          <button type="submit" className="button button--danger" disabled={props.pending}>
            {t('follow_up.cancel_confirm')}
          </button>
          <button type="button" className="button" disabled={props.pending} onClick={props.onClose}>
            {t('follow_up.back')}
          </button>
        </div>
      </form>
    </div>
  );
}
