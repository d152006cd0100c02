import { type ReactNode, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngagementView } from '../../../../shared/engagements/engagement-api.schema';
import { canRemindManager, managerReminderFrom } from '../../../../shared/engagements/manager-reminder';
import { formatDate } from '../../../../shared/i18n/languages';
import { ApiError } from '../../../lib/api';
import { useDownload } from '../../../lib/use-download';
import { showFlash } from '../../../ui/notifications';
import { RouteLink } from '../../../ui/RouteLink';
import { useEngagementSteps } from '../api/manage-engagement';
import { agreementDownload } from '../api/agreement';
import { stepOfView } from '../engagement-view';
import { durationText, formatSlotRange } from '../format';
import { PendingBadge } from '../../../lib/sync/components/PendingBadge';
import { usePendingIntents } from '../../../lib/sync/hooks';
import { useOnline } from '../../../lib/online';
import type { UseMissionPage } from './AddDatesDialog';
import './engagements.css';

// The dialogs load when one opens: the page shows the engagement without their forms and schemas.
const CancelDialog = lazy(() => import('./CancelDialog').then((module) => ({ default: module.CancelDialog })));
const AddDatesDialog = lazy(() => import('./AddDatesDialog').then((module) => ({ default: module.AddDatesDialog })));
const FinishDialog = lazy(() => import('./FinishDialog').then((module) => ({ default: module.FinishDialog })));
import { BackArrow, Ltr } from '../../../ui/Bidi';

type Dialog = 'cancel' | 'finish' | 'dates' | null;

/**
 * One application as the employee follows it (`/mes-experiences/{id}`): the
 * step, the dates and their validation, the durations, and the actions the
 * server allows now (availableActions) or the step calls for.
 */
export function EngagementDetail({
  companySlug,
  engagement,
  useMissionPage,
  now = new Date(),
  tabs,
  panel,
}: {
  companySlug: string;
  engagement: EngagementView;
  /** Reads the mission's page, for choosing dates (the missions feature's hook). */
  useMissionPage: UseMissionPage;
  now?: Date;
  /** The screen's tab bar (summary, messenger), shown under the title. */
  tabs?: ReactNode;
  /** Another tab's content (the messenger), shown instead of the dates and details. */
  panel?: ReactNode;
}) {
  const { t } = useTranslation(['engagements', 'credits', 'errors']);
  const [dialog, setDialog] = useState<Dialog>(null);
  const steps = useEngagementSteps(companySlug);
  const download = useDownload();
  const step = stepOfView(engagement, now);
  const live = engagement.state === 'created' || engagement.state === 'validated';
  const awaitingManager = engagement.timeslots.some((date) => date.state === 'toValidate');
  // « Relancer mon manager » once the manager had time to answer (the server refuses earlier with the same rule).
  const reminder = { state: engagement.state, timeType: engagement.timeType, dates: engagement.timeslots, managerRequestedAt: engagement.managerRequestedAt ?? null };
  const reminderFrom = managerReminderFrom(reminder);
  const canRemind = canRemindManager(reminder, now);
  // A cancellation waiting in the outbox is not offered a second time.
  const cancelQueued = usePendingIntents({ name: 'engagement.cancel', where: (args) => args.engagementId === engagement.id }, [engagement.id]).length > 0;
  const canCancel = engagement.availableActions.includes('cancel') && !cancelQueued;
  const canFinish = engagement.availableActions.includes('finish');
  const surveyToComplete = engagement.state === 'finished' && engagement.surveyCompletedAt === null;
  // New dates (online only): prominent when the application has none left ('Créneau à choisir').
  const online = useOnline();
  const canChooseDates = engagement.availableActions.includes('add_dates');
  const datesFirst = step === 'timeslot_to_select';
  const failed = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : 'UNEXPECTED';
    showFlash('error', code === 'NETWORK' ? t('detail.offline_action') : t(`errors:${code}`, { defaultValue: t('errors:UNEXPECTED') }));
  };
  const done = (key: string) => () => {
    setDialog(null);
    showFlash('success', t(key));
  };
  const agreement = agreementDownload(companySlug, engagement.id);

  return (
    <article className="stack">
      <RouteLink to="engagements.list" className="muted">
        <BackArrow /> {t('detail.back')}
      </RouteLink>
      <header className="page-header">
        <div>
          <h1 dir="auto">{engagement.mission.title}</h1>
          {engagement.mission.association && <p className="muted">{engagement.mission.association.name}</p>}
        </div>
        <span className={`badge badge--${engagement.state}`}>{t(`states.${engagement.state}`)}</span>
        <PendingBadge filter={{ name: 'engagement.cancel', where: (args) => args.engagementId === engagement.id }} deps={[engagement.id]} />
      </header>
      {tabs}

      <section className="card stack engagement-step" aria-labelledby="engagement-step-title">
        <h2 id="engagement-step-title">
          {t('detail.step')} : <span className={`step step--${step}`}>{t(`steps.${step}`)}</span>
        </h2>
        <p>{t(`step_help.${step}`)}</p>
        {(step === 'message_to_send' || step === 'message_sent') && !panel && (
          <p>
            <RouteLink to="messenger" params={{ engagementId: engagement.id }}>
              {t('detail.write')}
            </RouteLink>
          </p>
        )}
        {step === 'external_registration' && engagement.mission.externalUrl && (
          <p>
            <a href={engagement.mission.externalUrl} target="_blank" rel="noopener noreferrer">
              {t('detail.external_link')}
            </a>
          </p>
        )}
        <div className="engagement-actions">
          {canChooseDates && (
            <button
              type="button"
              className={datesFirst ? 'button button--primary' : 'button'}
              disabled={!online}
              aria-describedby={online ? undefined : 'engagement-dates-offline'}
              onClick={() => setDialog('dates')}
            >
              {datesFirst ? t('add_dates.choose') : t('add_dates.add')}
            </button>
          )}
          {live && engagement.mission.externalUrl && !engagement.externalRegistrationDone && (
            <button
              type="button"
              className="button button--primary"
              disabled={steps.externalRegistration.isPending}
              onClick={() => steps.externalRegistration.mutate(engagement.id, { onSuccess: () => showFlash('success', t('detail.external_done')), onError: failed })}
            >
              {t('detail.external_confirm')}
            </button>
          )}
          {canFinish && (
            <button type="button" className="button button--primary" onClick={() => setDialog('finish')}>
              {t('detail.finish')}
            </button>
          )}
          {surveyToComplete && (
            <button type="button" className="button button--primary" onClick={() => setDialog('finish')}>
              {t('detail.complete_survey')}
            </button>
          )}
          {canRemind && (
            <button
              type="button"
              className="button"
              disabled={steps.managerReminder.isPending}
              onClick={() =>
                steps.managerReminder.mutate(engagement.id, { onSuccess: (answer) => showFlash('success', t('detail.manager_reminded', { email: answer.sentTo })), onError: failed })
              }
            >
              {t('detail.remind_manager')}
            </button>
          )}
          {engagement.state !== 'canceled' && (
            <button type="button" className="button" onClick={() => download(agreement.path, agreement.fileName)}>
              {t('detail.agreement')}
            </button>
          )}
          {canCancel && (
            <button type="button" className="button button--danger-outline" onClick={() => setDialog('cancel')}>
              {t('detail.cancel')}
            </button>
          )}
        </div>
        {canChooseDates && !online && (
          <p className="form__hint" id="engagement-dates-offline">
            {t('add_dates.offline')}
          </p>
        )}
      </section>

      {panel ?? (
        <>
          <section className="card stack" aria-labelledby="engagement-dates-title">
            <h2 id="engagement-dates-title">{t('detail.dates')}</h2>
            {engagement.timeslots.length === 0 ? (
              <p className="muted">{engagement.mission.availabilityType === 'MISSION_AVAILABILITY_TYPE_TEXT' ? t('detail.no_dates_text') : t('detail.no_dates')}</p>
            ) : (
              <ul className="engagement-dates">
                {engagement.timeslots.map((date) => (
                  <li key={date.id}>
                    <Ltr>{formatSlotRange(date.startsAt, date.endsAt)}</Ltr>
                    <span className={`badge badge--${date.state}`}>
                      {t(`timeslot_states.${date.state}`)}
                      {date.validatorType ? ` · ${t(`validator_types.${date.validatorType}`)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {awaitingManager && <p className="form__hint">{t('detail.awaiting_manager')}</p>}
            {reminderFrom && !canRemind && <p className="form__hint">{t('detail.remind_manager_from', { date: formatDate(reminderFrom, 'Europe/Paris') })}</p>}
          </section>

          <section className="card stack" aria-labelledby="engagement-facts-title">
            <h2 id="engagement-facts-title">{t('detail.about')}</h2>
            <dl className="engagement-facts">
              <dt>{t('detail.applied_on')}</dt>
              <dd>{formatDate(engagement.createdAt, 'Europe/Paris')}</dd>
              <dt>{t('detail.time_type')}</dt>
              <dd>{t(`time_types.${engagement.timeType}`)}</dd>
              {engagement.approximateDurationHours !== null && (
                <>
                  <dt>{t('detail.planned_duration')}</dt>
                  <dd>{durationText(t, engagement.approximateDurationHours)}</dd>
                </>
              )}
              {engagement.revisedDurationHours !== null && (
                <>
                  <dt>{t('detail.revised_duration')}</dt>
                  <dd>{durationText(t, engagement.revisedDurationHours)}</dd>
                </>
              )}
              <dt>{t('detail.message')}</dt>
              <dd dir={engagement.message ? 'auto' : undefined}>{engagement.message ?? t('detail.no_message')}</dd>
              {engagement.cancelReason && (
                <>
                  <dt>{t('detail.cancel_reason')}</dt>
                  <dd>{engagement.cancelReason === 'other' && engagement.otherReason ? engagement.otherReason : t(`cancel_reasons.${engagement.cancelReason}`)}</dd>
                </>
              )}
              {engagement.testimony && (
                <>
                  <dt>{t('detail.testimony')}</dt>
                  <dd>{engagement.testimony}</dd>
                </>
              )}
            </dl>
            <p>
              <RouteLink to="missions.show" params={{ missionId: engagement.mission.id, missionSlug: engagement.mission.slug }}>
                {t('detail.see_mission')}
              </RouteLink>
            </p>
          </section>
        </>
      )}

      <Suspense fallback={null}>
        {dialog === 'cancel' && (
          <CancelDialog
            companySlug={companySlug}
            engagementId={engagement.id}
            onDone={done('detail.canceled')}
            onQueued={done('detail.cancel_queued')}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'dates' && (
          <AddDatesDialog
            companySlug={companySlug}
            engagement={engagement}
            useMissionPage={useMissionPage}
            onDone={(updated) => {
              setDialog(null);
              showFlash('success', t(updated.timeslots.some((date) => date.state === 'toValidate' && date.managerEmail) ? 'add_dates.done_manager' : 'add_dates.done'));
            }}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'finish' && (
          <FinishDialog
            companySlug={companySlug}
            engagement={engagement}
            onDone={done(surveyToComplete ? 'detail.survey_done' : 'detail.finished')}
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>
    </article>
  );
}
