import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TeamApplication } from '../../../../shared/engagements/team.schema';
import { useDecideTeamDate, useMyTeam } from '../../../features/engagements/api/my-team';
import { formatSlotRange } from '../../../features/engagements/format';
import { useErrorText } from '../../../lib/error-text';
import { useOnline } from '../../../lib/online';
import { Ltr } from '../../../ui/Bidi';
import { showFlash } from '../../../ui/notifications';
import { QueryStatus } from '../../../ui/QueryStatus';
import { usePageTitle } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';
import './team.css';

/**
 * `/collaborateur/{slug}/management-collaborateurs` (« Mon équipe »): for an employee named as others' manager, the
 * dates waiting for their validation (decided here exactly as through the e-mailed link), their team and its applications.
 */
export function TeamPage() {
  const { t } = useTranslation(['engagements', 'common']);
  usePageTitle(t('team.title'));
  const slug = useParams().companySlug!;
  const query = useMyTeam(slug);
  return (
    <div className="stack team-page">
      <h1>{t('team.title')}</h1>
      {query.isPending && query.fetchStatus === 'fetching' ? (
        <div className="stack" role="status" aria-label={t('common:status.loading')}>
          <div className="card skeleton team-skeleton" />
          <div className="card skeleton team-skeleton" />
        </div>
      ) : (
        <QueryStatus query={query}>
          {(team) =>
            team.members.length === 0 ? (
              <div className="card empty-state">
                <img src="/illustrations/thematics/employment-integration.svg" alt="" width={160} height={120} />
                <h2>{t('team.empty_title')}</h2>
                <p className="muted">{t('team.empty_body')}</p>
                <RouteLink to="space.home" className="button button--primary">
                  {t('team.back_home')}
                </RouteLink>
              </div>
            ) : (
              <>
                <WaitingDates slug={slug} applications={team.applications.filter((application) => application.dates.some((date) => date.decidable))} />
                <section className="card stack" aria-labelledby="team-members">
                  <h2 id="team-members">{t('team.members_title', { count: team.members.length })}</h2>
                  <ul className="team-list">
                    {team.members.map((member) => (
                      <li key={member.userId}>
                        <strong>{member.fullName}</strong>
                        <span className="muted">{member.entity ?? t('team.no_entity')}</span>
                      </li>
                    ))}
                  </ul>
                </section>
                <section className="card stack" aria-labelledby="team-applications">
                  <h2 id="team-applications">{t('team.applications_title')}</h2>
                  {team.applications.length === 0 ? (
                    <p className="muted">{t('team.no_applications')}</p>
                  ) : (
                    <ul className="team-list">
                      {team.applications.map((application) => (
                        <li key={application.engagementId}>
                          <strong>{application.employeeName}</strong>
                          <span dir="auto">{application.missionTitle}</span>
                          <span className="muted">
                            {t(`states.${application.state}`)} · {t(application.timeType === 'work' ? 'team.work_time' : 'team.personal_time')}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              </>
            )
          }
        </QueryStatus>
      )}
    </div>
  );
}

function WaitingDates({ slug, applications }: { slug: string; applications: TeamApplication[] }) {
  const { t } = useTranslation('engagements');
  const errorText = useErrorText();
  const online = useOnline();
  const decide = useDecideTeamDate(slug);
  const act = (dateId: number, decision: 'validate' | 'reject', employee: string) =>
    decide.mutate(
      { dateId, decision },
      {
        onSuccess: () => showFlash('success', t(decision === 'validate' ? 'team.validated' : 'team.rejected', { name: employee })),
        onError: (error) => showFlash('error', errorText(error) ?? t('team.offline')),
      },
    );
  return (
    <section className="card stack" aria-labelledby="team-waiting">
      <h2 id="team-waiting">{t('team.waiting_title')}</h2>
      {!online && <p className="muted">{t('team.offline')}</p>}
      {applications.length === 0 ? (
        <p className="muted">{t('team.nothing_waiting')}</p>
      ) : (
        <ul className="team-list">
          {applications.map((application) =>
            application.dates
              .filter((date) => date.decidable)
              .map((date) => (
                <li key={date.id} className="team-date">
                  <strong>{application.employeeName}</strong>
                  <span dir="auto">
                    {application.missionTitle}
                    {application.associationName && <span className="muted"> · {application.associationName}</span>}
                  </span>
                  <Ltr>{formatSlotRange(date.startsAt, date.endsAt)}</Ltr>
                  <div className="team-date__actions">
                    <button type="button" className="button button--primary" disabled={!online || decide.isPending} onClick={() => act(date.id, 'validate', application.employeeName)}>
                      {t('team.validate')}
                    </button>
                    <button type="button" className="button button--danger-outline" disabled={!online || decide.isPending} onClick={() => act(date.id, 'reject', application.employeeName)}>
                      {t('team.reject')}
                    </button>
                  </div>
                </li>
              )),
          )}
        </ul>
      )}
    </section>
  );
}
