import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngagementView } from '../../../../../shared/engagements/engagement-api.schema';
import { formatDate } from '../../../../../shared/i18n/languages';
import { useDownload } from '../../../../lib/use-download';
import { useErrorText } from '../../../../lib/error-text';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { showToast } from '../../../../ui/notifications';
import { RouteLink } from '../../../../ui/RouteLink';
import { usePanel } from '../../../../ui/SidePanel';
import { TabBar, useActiveTab } from '../../../../ui/TabBar';
import { agreementDownload } from '../../api/agreement';
import { useCompanyDateChanges } from '../../api/company-follow-up';
import { formatDateRange } from '../follow-up/format-dates';
import { CompanyFollowUpMessenger } from './CompanyFollowUpMessenger';
import { TIME_SPENT_PANEL, TimeSpentReviewPanel } from './TimeSpentReviewPanel';

type Decision = { dateId: number; decision: 'validate' | 'reject'; date: string };

/**
 * `/entreprise/{slug}/suivi-missions/{id}`: one application of an employee as
 * the company follows it — the employee, the mission, the dates with their
 * manager validation ('Valider'/'Refuser' in the manager's place for company
 * admins) and the time-spent review panel; the agreement PDF.
 * `canDecide`: the user manages the company (admins, holding admins); ambassadors read.
 * `referentActions`: shown under the header (the referent's steps on a mission the company published).
 * The messenger tab (`?bar_tab=messenger`, the link of the messenger e-mails) shows the conversation.
 */
export function CompanyEngagementFollowUp(props: { companySlug: string; engagement: EngagementView; canDecide: boolean; online: boolean; referentActions?: ReactNode }) {
  const { t } = useTranslation('engagements');
  const { engagement } = props;
  const errorText = useErrorText();
  const download = useDownload();
  const panel = usePanel(TIME_SPENT_PANEL);
  const { decide } = useCompanyDateChanges(props.companySlug);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const agreement = agreementDownload(props.companySlug, engagement.id);
  const tabs = [
    { id: 'summary', label: t('detail.tab_summary') },
    { id: 'messenger', label: t('detail.tab_messenger') },
  ];
  const [activeTab] = useActiveTab(tabs);

  const confirmDecision = () => {
    if (!deciding) return;
    const { dateId, decision } = deciding;
    setDeciding(null);
    decide.mutate({ dateId, decision }, { onSuccess: () => showToast('success', t('company_follow_up.decision_done')) });
  };

  return (
    <div className="stack engagement-follow-up">
      <RouteLink to="engagements.followUp">{t('company_follow_up.back_to_list')}</RouteLink>
      <header className="page-header stack">
        <h1>{t('company_follow_up.detail_title', { employee: engagement.volunteer.fullName })}</h1>
        <p>
          <span className={`badge badge--${engagement.state}`} data-testid="engagement-state">
            {t(`states.${engagement.state}`)}
          </span>{' '}
          <span className="muted">{t(`steps.${engagement.step}`)}</span>
        </p>
        <div className="actions">
          <button type="button" className="button" onClick={() => void download(agreement.path, agreement.fileName)}>
            {t('company_follow_up.agreement')}
          </button>
        </div>
      </header>
      {props.referentActions}
      <TabBar tabs={tabs} label={t('detail.tabs_label')} />
      {activeTab === 'messenger' && (
        <div role="tabpanel" aria-labelledby="tab-messenger" className="card stack">
          <CompanyFollowUpMessenger companySlug={props.companySlug} engagementId={engagement.id} />
        </div>
      )}
      {activeTab === 'summary' && (
        <>
          <section className="card stack" aria-labelledby="company-follow-up-details">
            <h2 id="company-follow-up-details">{t('company_follow_up.employee_title')}</h2>
            <dl className="details">
              <dt>{t('company_follow_up.employee_title')}</dt>
              <dd>
                {engagement.volunteer.fullName} · <a href={`mailto:${engagement.volunteer.email}`}>{engagement.volunteer.email}</a>
              </dd>
              <dt>{t('company_follow_up.mission_title')}</dt>
              <dd>
                <RouteLink to="missions.show" params={{ missionId: engagement.mission.id }}>
                  {engagement.mission.title}
                </RouteLink>
              </dd>
              <dt>{t('company_follow_up.organiser')}</dt>
              <dd>{engagement.mission.association?.name ?? engagement.companyName}</dd>
              <dt>{t('company_follow_up.time_type')}</dt>
              <dd>{t(`time_types.${engagement.timeType}`)}</dd>
              <dt>{t('company_follow_up.applied_at')}</dt>
              <dd>{formatDate(engagement.createdAt, 'Europe/Paris')}</dd>
              {engagement.state === 'canceled' && engagement.cancelReason && (
                <>
                  <dt>{t('company_follow_up.state')}</dt>
                  <dd>
                    {t(`cancel_reasons.${engagement.cancelReason}`)}
                    {engagement.otherReason ? ` : ${engagement.otherReason}` : ''}
                  </dd>
                </>
              )}
            </dl>
          </section>

          <section className="card stack" aria-labelledby="company-follow-up-dates">
            <h2 id="company-follow-up-dates">{t('company_follow_up.dates_title')}</h2>
            {props.canDecide && engagement.timeslots.some((slot) => slot.state === 'toValidate') && <p className="muted">{t('company_follow_up.in_managers_place')}</p>}
            {!props.canDecide && <p className="muted">{t('company_follow_up.read_only')}</p>}
            {!props.online && props.canDecide && <p className="form__hint">{t('company_follow_up.offline')}</p>}
            {decide.isError && (
              <p className="form__error" role="alert">
                {errorText(decide.error)}
              </p>
            )}
            {engagement.timeslots.length === 0 ? (
              <p className="muted">{t('company_follow_up.no_dates')}</p>
            ) : (
              <div className="table-wrap" tabIndex={0}>
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t('company_follow_up.col_date')}</th>
                      <th scope="col">{t('company_follow_up.col_validation')}</th>
                      <th scope="col">{t('company_follow_up.col_validator')}</th>
                      <th scope="col">{t('company_follow_up.col_review')}</th>
                      <th scope="col">{t('company_follow_up.col_actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {engagement.timeslots.map((slot) => {
                      const when = formatDateRange(slot.startsAt, slot.endsAt);
                      return (
                        <tr key={slot.id} data-testid="company-date">
                          <td>{when}</td>
                          <td>
                            <span className={`badge badge--${slot.state}`}>{t(`timeslot_states.${slot.state}`)}</span>
                          </td>
                          <td>{slot.validatorType ? t(`validator_types.${slot.validatorType}`) : '—'}</td>
                          <td>{t(`review_statuses.${slot.reviewStatus}`)}</td>
                          <td>
                            <div className="actions">
                              {props.canDecide && slot.state === 'toValidate' && (
                                <>
                                  <button
                                    type="button"
                                    className="button button--primary"
                                    disabled={!props.online || decide.isPending}
                                    onClick={() => setDeciding({ dateId: slot.id, decision: 'validate', date: when })}
                                  >
                                    {t('company_follow_up.validate')}
                                  </button>
                                  <button
                                    type="button"
                                    className="button button--danger-outline"
                                    disabled={!props.online || decide.isPending}
                                    onClick={() => setDeciding({ dateId: slot.id, decision: 'reject', date: when })}
                                  >
                                    {t('company_follow_up.reject')}
                                  </button>
                                </>
                              )}
                              <button type="button" className="button" onClick={() => panel.open(slot.id)}>
                                {t('company_follow_up.review_open')}
                              </button>
                            </div>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}

      <TimeSpentReviewPanel companySlug={props.companySlug} engagement={engagement} canReview={props.canDecide} online={props.online} />
      {deciding && (
        <ConfirmDialog
          message={t(`company_follow_up.decision_confirm.${deciding.decision}`, { date: deciding.date })}
          confirmLabel={t(deciding.decision === 'validate' ? 'company_follow_up.validate' : 'company_follow_up.reject')}
          cancelLabel={t('company_follow_up.confirm_no')}
          onConfirm={confirmDecision}
          onCancel={() => setDeciding(null)}
        />
      )}
    </div>
  );
}
