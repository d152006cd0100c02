import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type AdminEngagementDetail, isEngagementHistoryAction } from '../../../../shared/engagements/admin-engagement.schema';
import { useAdminEngagement, useAdminEngagementActions } from '../../../features/engagements/api/admin-engagement';
import { formatSlotRange } from '../../../features/engagements/format';
import { ApiError } from '../../../lib/api';
import { useUrlList } from '../../../lib/use-url-list';
import { Ltr } from '../../../ui/Bidi';
import { PageMessage, usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { AdminActionLog } from './AdminActionLog';
import { AdminNav } from './AdminNav';
import { formatDateTime } from './format';
import '../home.css';
import './admin.css';

/**
 * `/admin/engagements/{id}` (issue 16): an application whole, read-only: its facts, the volunteer, the mission and
 * the organisations, its dates and who decided them, the history of its steps, how many messages were exchanged, and
 * what administrators did on it. « Se connecter en tant que » the volunteer, when allowed.
 */
export function AdminEngagementPage() {
  const { t } = useTranslation(['users', 'engagements']);
  const { engagementId = '' } = useParams();
  const engagement = useAdminEngagement(engagementId);
  const detail = engagement.data;
  usePageTitle(detail ? t('admin_engagement.title', { volunteer: detail.volunteer.fullName, mission: detail.mission.title }) : t('admin_engagement.page_title'));

  return (
    <div className="stack admin-page">
      <AdminNav />
      <QueryStatus
        query={engagement}
        loading={<div className="skeleton admin-skeleton__page" aria-busy="true" />}
        errorFor={(error) =>
          error instanceof ApiError && error.code === 'NOT_FOUND' ? (
            <PageMessage title={t('admin_engagement.not_found')}>
              <RouteLink to="admin.users">{t('admin_user.back')}</RouteLink>
            </PageMessage>
          ) : undefined
        }
      >
        {(found) => <EngagementDetail detail={found} />}
      </QueryStatus>
    </div>
  );
}

function EngagementDetail({ detail }: { detail: AdminEngagementDetail }) {
  const { t } = useTranslation(['users', 'engagements', 'missions']);
  const { engagement, volunteer, mission, company, association } = detail;
  const none = <span className="muted">—</span>;
  const hours = (value: number | null) => (value === null ? none : t('engagements:follow_up.hours', { hours: value }));
  return (
    <>
      <p>
        <RouteLink to="admin.users.show" params={{ userId: volunteer.id }}>
          {t('admin_engagement.back', { name: volunteer.fullName })}
        </RouteLink>
      </p>
      <header className="page-header">
        <div>
          <h1>{t('admin_engagement.title', { volunteer: volunteer.fullName, mission: mission.title })}</h1>
          <p>
            <span className="badge">{t(`engagements:states.${engagement.state}`)}</span>
          </p>
        </div>
        {detail.impersonationRefusal === null ? (
          <RouteLink to="impersonation.take" context={{ type: 'public' }} params={{ userId: volunteer.id }} className="button button--primary">
            {t('admin_user.impersonate', { name: volunteer.fullName })}
          </RouteLink>
        ) : (
          <p className="muted">{t('admin_user.impersonate_refused')}</p>
        )}
      </header>

      <div className="admin-columns">
        <section className="card" aria-labelledby="admin-engagement-facts">
          <h2 id="admin-engagement-facts">{t('admin_engagement.facts')}</h2>
          <dl className="details">
            <dt>{t('admin_engagement.state')}</dt>
            <dd>{t(`engagements:states.${engagement.state}`)}</dd>
            <dt>{t('engagements:follow_up.time_type')}</dt>
            <dd>{t(`engagements:time_types.${engagement.timeType}`)}</dd>
            <dt>{t('engagements:follow_up.applied_at')}</dt>
            <dd>{formatDateTime(engagement.createdAt)}</dd>
            <dt>{t('engagements:follow_up.last_activity')}</dt>
            <dd>{formatDateTime(engagement.lastActivityAt)}</dd>
            <dt>{t('engagements:follow_up.duration')}</dt>
            <dd>{hours(engagement.approximateDurationHours)}</dd>
            <dt>{t('engagements:detail.revised_duration')}</dt>
            <dd>{hours(engagement.revisedDurationHours)}</dd>
            <dt>{t('admin_engagement.messages')}</dt>
            <dd>{t('admin_engagement.messages_count', { count: detail.messagesCount })}</dd>
            {engagement.cancelReason && (
              <>
                <dt>{t('engagements:follow_up.canceled_title')}</dt>
                <dd>
                  {t(`engagements:cancel_reasons.${engagement.cancelReason}`)}
                  {engagement.cancelOtherReason && <> — <bdi>{engagement.cancelOtherReason}</bdi></>}
                  {engagement.cancelMessage && <p dir="auto">{engagement.cancelMessage}</p>}
                </dd>
              </>
            )}
          </dl>
          <h3>{t('engagements:follow_up.message_title')}</h3>
          {engagement.message ? <p dir="auto" className="admin-text">{engagement.message}</p> : <p className="muted">{t('engagements:follow_up.no_message')}</p>}
          {engagement.testimony && (
            <>
              <h3>{t('admin_engagement.testimony')}</h3>
              <p dir="auto" className="admin-text">{engagement.testimony}</p>
            </>
          )}
        </section>

        <section className="card" aria-labelledby="admin-engagement-people">
          <h2 id="admin-engagement-people">{t('admin_engagement.people')}</h2>
          <dl className="details">
            <dt>{t('engagements:follow_up.volunteer')}</dt>
            <dd>
              <RouteLink to="admin.users.show" params={{ userId: volunteer.id }}>
                {volunteer.fullName}
              </RouteLink>
              <div className="muted admin-break">{volunteer.email}</div>
            </dd>
            <dt>{t('admin_engagement.sso_id')}</dt>
            <dd>{volunteer.ssoId ?? none}</dd>
            <dt>{t('admin_user.state')}</dt>
            <dd>{t(`states.${volunteer.state}`)}</dd>
            <dt>{t('admin_engagement.mission')}</dt>
            <dd>
              <MissionLink detail={detail} />
              <div className="muted">
                {t(`missions:states.${mission.state}`)} · {t(`admin_engagement.publisher_types.${mission.publisherType}`)}
              </div>
            </dd>
            <dt>{t('engagements:follow_up.company')}</dt>
            <dd>
              <RouteLink to="admin.companies.show" params={{ companySlug: company.slug }} external>
                {company.name}
              </RouteLink>
            </dd>
            <dt>{t('admin_engagement.association')}</dt>
            <dd>
              {association ? (
                <RouteLink to="admin.associations.show" params={{ associationSlug: association.slug }} external>
                  {association.name}
                </RouteLink>
              ) : (
                none
              )}
            </dd>
          </dl>
          {association && (
            <p>
              <RouteLink to="engagement.show" context={{ type: 'association', associationSlug: association.slug }} params={{ engagementId: engagement.id }} external>
                {t('admin_engagement.open_follow_up', { association: association.name })}
              </RouteLink>
            </p>
          )}
        </section>
      </div>

      <section className="card stack" aria-labelledby="admin-engagement-dates">
        <h2 id="admin-engagement-dates">{t('engagements:follow_up.dates_title')}</h2>
        {detail.dates.length === 0 ? (
          <p>{t('admin_engagement.no_dates')}</p>
        ) : (
          <div className="table-wrap" tabIndex={0}>
            <table className="table table--compact">
              <thead>
                <tr>
                  <th scope="col">{t('engagements:follow_up.col_date')}</th>
                  <th scope="col">{t('engagements:follow_up.col_validation')}</th>
                  <th scope="col">{t('engagements:follow_up.col_validator')}</th>
                  <th scope="col">{t('admin_engagement.decided_at')}</th>
                  <th scope="col">{t('engagements:exports.columns.review_status')}</th>
                </tr>
              </thead>
              <tbody>
                {detail.dates.map((date) => (
                  <tr key={date.id}>
                    <td>
                      <Ltr>{formatSlotRange(date.startsAt, date.endsAt)}</Ltr>
                    </td>
                    <td>{t(`engagements:timeslot_states.${date.state}`)}</td>
                    <td>
                      {date.validatorType ? t(`engagements:validator_types.${date.validatorType}`) : none}
                      {(date.validatedBy ?? (date.validatorType === 'manager' ? date.managerEmail : null)) && (
                        <div className="muted admin-break">{date.validatedBy ?? date.managerEmail}</div>
                      )}
                    </td>
                    <td>{date.decidedAt ? formatDateTime(date.decidedAt) : none}</td>
                    <td>{t(`engagements:review_statuses.${date.reviewStatus}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="card stack" aria-labelledby="admin-engagement-history">
        <h2 id="admin-engagement-history">{t('admin_engagement.history')}</h2>
        <ol className="audit-list">
          {detail.history.map((step) => (
            <li key={step.id} className="audit-list__item">
              <p>
                <strong>{isEngagementHistoryAction(step.action) ? t(`admin_engagement.actions.${step.action}`) : step.action}</strong>
                {step.fromState !== step.toState && (
                  <>
                    {' · '}
                    {step.fromState
                      ? t('admin_engagement.state_change', { from: t(`engagements:states.${step.fromState}`), to: t(`engagements:states.${step.toState}`) })
                      : t(`engagements:states.${step.toState}`)}
                  </>
                )}
              </p>
              <p className="muted">
                {formatDateTime(step.createdAt)} ·{' '}
                {step.actor ? (
                  <RouteLink to="admin.users.show" params={{ userId: step.actor.id }}>
                    {step.actor.fullName}
                  </RouteLink>
                ) : (
                  t(`admin_engagement.actor_kinds.${step.actorKind}`)
                )}
                {step.dateId !== null && <> · {dateOf(detail, step.dateId)}</>}
              </p>
            </li>
          ))}
        </ol>
      </section>

      <EngagementJournal engagementId={engagement.id} />
    </>
  );
}

/** The date a history step was about, as the dates' table shows it. */
function dateOf(detail: AdminEngagementDetail, dateId: number) {
  const date = detail.dates.find((found) => found.id === dateId);
  return date ? <Ltr>{formatSlotRange(date.startsAt, date.endsAt)}</Ltr> : null;
}

/** The mission's page where it is run: the association's space, or the company's for a mission it published. */
function MissionLink({ detail }: { detail: AdminEngagementDetail }) {
  const { mission, association, company } = detail;
  const title = <bdi>{mission.title}</bdi>;
  if (association) {
    return (
      <RouteLink to="missions.show" context={{ type: 'association', associationSlug: association.slug }} params={{ missionId: mission.id }} external>
        {title}
      </RouteLink>
    );
  }
  if (mission.publisherType === 'PUBLISHER_TYPE_COMPANY') {
    return (
      <RouteLink to="missions.show" context={{ type: 'company', companySlug: company.slug }} params={{ missionId: mission.id }} external>
        {title}
      </RouteLink>
    );
  }
  return title;
}

/** « Journal des actions »: what administrators did on the application and its dates (`?page=N`). */
function EngagementJournal({ engagementId }: { engagementId: string }) {
  const { t } = useTranslation('users');
  const list = useUrlList([]);
  const actions = useAdminEngagementActions(engagementId, list.page);
  return <AdminActionLog id="admin-engagement-journal" query={actions} showAdmin intro={t('admin_actions.intro_engagement')} onPage={(page) => list.update({ page })} />;
}
