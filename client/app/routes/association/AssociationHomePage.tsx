import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate } from '../../../../shared/i18n/languages';
import { useAssociationDashboard } from '../../../features/associations/api/association-dashboard';
import { MissionRows } from '../../../features/missions/components/MissionRows';
import { useSession } from '../../../features/users/api/get-session';
import { usePageTitle } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';
import { spaceOrganisation, useSpaceContext } from '../../../lib/space';
import { HomeWaiting } from '../HomeParts';
import { ManageMembersLink } from '../ManageMembersLink';
import { TaxReceiptsLink } from '../../../features/tax-receipts/components/TaxReceiptsLink';
import '../home.css';

/** `/association/{slug}`: what needs the association's attention, and the way to its onboarding checklist. */
export function AssociationHomePage() {
  // 'missions' is the namespace of the blocks' mission rows: asked for with the page's own, so it is there before the
  // dashboard answers (asked for by the rows, its load would hide the whole page behind the spinner for a moment).
  const { t } = useTranslation(['associations', 'common', 'users', 'homes', 'missions', 'tax-receipts']);
  const slug = useParams().associationSlug!;
  const context = useSpaceContext();
  const me = useSession().data!;
  const organisation = spaceOrganisation(me, context);
  usePageTitle(organisation?.name ?? t('common:spaces.association'));
  const dashboard = useAssociationDashboard(slug);

  return (
    <div className="stack">
      <div className="page-header">
        <div>
          <h1>{t('common:home.greeting', { name: me.user.firstName ?? me.user.fullName })}</h1>
          <p className="muted">
            {t('common:home.association_intro', { association: organisation?.name ?? slug })}
            {organisation && ` · ${t('common:home.your_role', { role: t(`users:roles.${organisation.role}`) })}`}
          </p>
        </div>
        <RouteLink to="missions.create" className="button button--primary">
          {t('associations:dashboard.create_mission')}
        </RouteLink>
      </div>
      {dashboard.data === undefined ? (
        <HomeWaiting query={dashboard} errorFallback={t('homes:association.error')} offlineText={t('common:status.offline_no_data')} skeleton={<DashboardSkeleton />} className="stack" />
      ) : (
        ((data) => {
          const done = data.onboarding.filter((step) => step.done).length;
          return (
            <>
              <RouteLink to="associations.onboarding" className="card card--link association-home__onboarding">
                <strong>{t('associations:dashboard.onboarding_title')}</strong>
                <span className="muted">
                  {done === data.onboarding.length ? t('associations:onboarding.all_done') : t('associations:dashboard.onboarding_progress', { done, total: data.onboarding.length })}
                </span>
              </RouteLink>
              <div className="dashboard-grid">
                <section className="card stack association-home__block" aria-labelledby="dashboard-attention">
                  <h2 id="dashboard-attention">{t('associations:dashboard.needs_attention')}</h2>
                  {data.needsAttention.length === 0 ? <p className="muted">{t('associations:dashboard.needs_attention_empty')}</p> : <MissionRows missions={data.needsAttention} compact />}
                </section>
                <section className="card stack association-home__block" aria-labelledby="dashboard-applications">
                  <h2 id="dashboard-applications">{t('associations:dashboard.pending_applications')}</h2>
                  {data.pendingApplications.length === 0 ? (
                    <p className="muted">{t('associations:dashboard.pending_applications_empty')}</p>
                  ) : (
                    <ul className="list">
                      {data.pendingApplications.map((application) => (
                        <li key={application.engagementId}>
                          <RouteLink to="missions.show" params={{ missionId: application.missionId }} query={{ bar_tab: 'volunteers' }}>
                            {application.missionTitle}
                          </RouteLink>{' '}
                          — {t('associations:dashboard.application_from', { name: application.volunteerName, date: formatDate(application.createdAt) })}
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
                <section className="card stack association-home__block" aria-labelledby="dashboard-expiring">
                  <h2 id="dashboard-expiring">{t('associations:dashboard.expiring')}</h2>
                  {data.expiring.length === 0 ? (
                    <p className="muted">{t('associations:dashboard.expiring_empty')}</p>
                  ) : (
                    <>
                      <MissionRows missions={data.expiring} compact />
                      <RouteLink to="missions.list" query={{ expiring: 'true' }}>
                        {t('associations:dashboard.expiring_all')}
                      </RouteLink>
                    </>
                  )}
                </section>
              </div>
            </>
          );
        })(dashboard.data)
      )}
      <nav className="dashboard-grid" aria-label={t('associations:dashboard.shortcuts')}>
        <RouteLink to="missions.list" className="card card--link">
          <strong>{t('associations:dashboard.missions_link')}</strong>
          <span className="muted">{t('associations:dashboard.missions_hint')}</span>
        </RouteLink>
        <RouteLink to="associations.settings" className="card card--link">
          <strong>{t('associations:dashboard.settings_link')}</strong>
          <span className="muted">{t('associations:dashboard.settings_hint')}</span>
        </RouteLink>
        <ManageMembersLink me={me} context={context} />
        <TaxReceiptsLink me={me} context={context} />
      </nav>
    </div>
  );
}

/** The dashboard's blocks while they load, at their size: the page does not jump when they come. */
function DashboardSkeleton() {
  return (
    <>
      <div className="card association-home__onboarding skeleton" />
      <div className="dashboard-grid">
        <div className="card association-home__block skeleton" />
        <div className="card association-home__block skeleton" />
        <div className="card association-home__block skeleton" />
      </div>
    </>
  );
}
