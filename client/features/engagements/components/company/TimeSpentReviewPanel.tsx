import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngagementView } from '../../../../../shared/engagements/engagement-api.schema';
import type { TimeSpentReviewAction } from '../../../../../shared/engagements/time-spent-review.machine';
import { useErrorText } from '../../../../lib/error-text';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { showToast } from '../../../../ui/notifications';
import { SidePanel } from '../../../../ui/SidePanel';
import { useCompanyDateChanges } from '../../api/company-follow-up';
import { formatDateRange } from '../follow-up/format-dates';

/** The panel's query parameter: `?panel-time-spent={engagementTimeslotId}` (spec §2 side panels). */
export const TIME_SPENT_PANEL = 'time-spent';

/**
 * Spec §4 'Time-spent review' panel: the review status of one date and the
 * actions the server says the user may take on it (to validate -> validated ->
 * challenged -> challenge processed, or canceled). A canceled date, or one
 * covered by a tax receipt (the server answers TIME_SPENT_LOCKED), cannot change.
 */
export function TimeSpentReviewPanel(props: { companySlug: string; engagement: EngagementView; canReview: boolean; online: boolean }) {
  const { t } = useTranslation('engagements');
  return (
    <SidePanel name={TIME_SPENT_PANEL} title={t('company_follow_up.review_panel_title')}>
      {(id) => {
        const date = props.engagement.timeslots.find((slot) => String(slot.id) === id);
        if (!date) return <p className="muted">{t('company_follow_up.review_none')}</p>;
        return <ReviewBody key={date.id} companySlug={props.companySlug} date={date} canReview={props.canReview} online={props.online} />;
      }}
    </SidePanel>
  );
}

function ReviewBody(props: { companySlug: string; date: EngagementView['timeslots'][number]; canReview: boolean; online: boolean }) {
  const { t } = useTranslation('engagements');
  const errorText = useErrorText();
  const { review } = useCompanyDateChanges(props.companySlug);
  const [confirming, setConfirming] = useState<TimeSpentReviewAction | null>(null);
  const { date } = props;
  // The server sends what this user may do to this date now (a date covered by a tax receipt is locked).
  const actions = date.reviewActions;
  const run = (action: TimeSpentReviewAction) => {
    setConfirming(null);
    review.mutate(
      { dateId: date.id, action },
      { onSuccess: () => showToast('success', t('company_follow_up.review_done')) },
    );
  };
  return (
    <div className="stack" data-testid="time-spent-review">
      <p>{t('company_follow_up.review_date', { date: formatDateRange(date.startsAt, date.endsAt) })}</p>
      <p>
        {t('company_follow_up.review_current', { status: '' })}
        <span className={`badge badge--review-${date.reviewStatus}`} data-testid="review-status">
          {t(`review_statuses.${date.reviewStatus}`)}
        </span>
      </p>
      {review.isError && (
        <p className="form__error" role="alert">
          {errorText(review.error)}
        </p>
      )}
      {date.reviewStatus === 'canceled' ? (
        <p className="notice notice--warning">{t('company_follow_up.review_locked')}</p>
      ) : !props.canReview ? (
        <p className="muted">{t('company_follow_up.read_only')}</p>
      ) : actions.length === 0 ? (
        <p className="muted">{t('company_follow_up.review_none')}</p>
      ) : (
        <>
          {!props.online && <p className="form__hint">{t('company_follow_up.offline')}</p>}
          <div className="actions">
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                className={action === 'cancel' ? 'button button--danger-outline' : action === 'validate' ? 'button button--primary' : 'button'}
                disabled={!props.online || review.isPending}
                onClick={() => setConfirming(action)}
              >
                {t(`company_follow_up.review_actions.${action}`)}
              </button>
            ))}
          </div>
        </>
      )}
      {confirming && (
        <ConfirmDialog
          message={t(`company_follow_up.review_confirm.${confirming}`)}
          confirmLabel={t(`company_follow_up.review_actions.${confirming}`)}
          cancelLabel={t('company_follow_up.confirm_no')}
          onConfirm={() => run(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
