import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENGAGEMENT_CANCEL_REASONS, type EngagementCancelReason } from '../../../../shared/engagements/cancel-reasons';
import type { EngagementView } from '../../../../shared/engagements/engagement-api.schema';
import { cancelInputSchema } from '../../../../shared/engagements/engagement.schema';
import type { FieldErrors } from '../../../../shared/errors';
import { ApiError } from '../../../lib/api';
import { checkForm } from '../../../lib/form';
import { isOnline } from '../../../lib/online';
import { SelectField, TextAreaField } from '../../../ui/Field';
import { useEngagementSteps } from '../api/manage-engagement';
import { isNetworkFailure, useOfflineQueue } from '../offline/use-offline-engagements';
import { Modal } from './Modal';

/** Reasons the employee may give; the system ('expired') and the association ('canceled_by_association') give the others. */
export const EMPLOYEE_CANCEL_REASONS = ENGAGEMENT_CANCEL_REASONS.filter((reason) => reason !== 'expired' && reason !== 'canceled_by_association');

/** Canceling an application: a reason, a free text when it is 'Autre' (spec §4, §5), and an optional word for the association. */
export function CancelDialog({
  companySlug,
  engagementId,
  onDone,
  onQueued,
  onClose,
}: {
  companySlug: string;
  engagementId: string;
  onDone: (engagement: EngagementView) => void;
  /** Offline, the cancellation was stored on the device and will be sent when the network is back. */
  onQueued?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['engagements', 'errors']);
  const { cancel } = useEngagementSteps(companySlug);
  const queue = useOfflineQueue();
  const [reason, setReason] = useState<EngagementCancelReason | ''>('');
  const [otherReason, setOtherReason] = useState('');
  const [message, setMessage] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkForm(
      cancelInputSchema,
      { engagementId, reason: reason || undefined, otherReason: reason === 'other' ? otherReason : undefined, message: message.trim() ? message : undefined },
      form.current,
    );
    if (!checked.ok) return setFields(checked.fields);
    setFields({});
    const offlineFailure = () => setFailure(t('detail.offline_action'));
    // Offline, the cancellation waits in the outbox (sync.md); without one, nothing is sent and the dialog says so.
    const queueOrSayOffline = () => {
      if (!queue.available || !onQueued) return offlineFailure();
      queue.cancel(checked.data).then(onQueued, offlineFailure);
    };
    // The mutation itself would wait, paused, for the network: queue at once instead.
    if (!isOnline()) return queueOrSayOffline();
    cancel.mutate(checked.data, {
      onSuccess: (answer) => onDone(answer.engagement),
      onError: (error) => {
        if (isNetworkFailure(error)) return queueOrSayOffline();
        const code = error instanceof ApiError ? error.code : 'UNEXPECTED';
        if (code === 'OTHER_REASON_REQUIRED') return setFields({ otherReason: [t('errors:OTHER_REASON_REQUIRED')] });
        if (code === 'VALIDATION_FAILED' && error instanceof ApiError && Object.keys(error.fields).length > 0) return setFields(error.fields);
        setFailure(code === 'NETWORK' ? t('detail.offline_action') : t(`errors:${code}`, { defaultValue: t('errors:UNEXPECTED') }));
      },
    });
  };

  return (
    <Modal title={t('cancel.title')} onClose={onClose}>
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <p className="muted">{t('cancel.intro')}</p>
        <SelectField label={t('cancel.reason')} name="reason" value={reason} onChange={(event) => setReason(event.target.value as EngagementCancelReason | '')} errors={fields.reason}>
          <option value="">{t('cancel.choose_reason')}</option>
          {EMPLOYEE_CANCEL_REASONS.map((code) => (
            <option key={code} value={code}>
              {t(`cancel_reasons.${code}`)}
            </option>
          ))}
        </SelectField>
        {reason === 'other' && (
          <TextAreaField
            label={t('cancel.other_reason')}
            name="otherReason"
            rows={3}
            maxLength={1000}
            value={otherReason}
            onChange={(event) => setOtherReason(event.target.value)}
            errors={fields.otherReason}
          />
        )}
        <TextAreaField label={t('cancel.message')} name="message" rows={3} maxLength={5000} value={message} onChange={(event) => setMessage(event.target.value)} />
        {failure && (
          <p className="form__error" role="alert">
            {failure}
          </p>
        )}
        <div className="modal__actions">
          <button type="submit" className="button button--danger" disabled={cancel.isPending}>
            {cancel.isPending ? t('cancel.sending') : t('cancel.submit')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('cancel.back')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
