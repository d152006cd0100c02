import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { useSubscribeToTimeslot } from '../api/apply';

/**
 * 'M'alerter si une place se libère' on a full slot (spec §8 'Timeslot full,
 * where a waiting-list alert is offered'). The alert's id is made once, so a
 * second click after a lost answer names the same alert.
 */
export function WaitingListButton({ companySlug, timeslotId }: { companySlug: string; timeslotId: number }) {
  const { t } = useTranslation(['engagements', 'errors']);
  const subscribe = useSubscribeToTimeslot(companySlug);
  const [subscriptionId] = useState(() => crypto.randomUUID());
  const code = subscribe.error instanceof ApiError ? subscribe.error.code : subscribe.error ? 'UNEXPECTED' : null;

  if (subscribe.isSuccess || code === 'ALREADY_SUBSCRIBED') {
    const position = subscribe.data?.subscription.position;
    return (
      <span className="apply-slot__alert" role="status">
        {position ? t('apply.alert_on_position', { position }) : t('apply.alert_on')}
      </span>
    );
  }
  return (
    <span className="apply-slot__alert">
      <button type="button" className="button button--small" disabled={subscribe.isPending} onClick={() => subscribe.mutate({ subscriptionId, timeslotId })}>
        {t('apply.alert_me')}
      </button>
      {code && (
        <span className="field__error" role="alert">
          {code === 'NETWORK' ? t('apply.alert_offline') : t(`errors:${code}`, { defaultValue: t('errors:UNEXPECTED') })}
        </span>
      )}
    </span>
  );
}
