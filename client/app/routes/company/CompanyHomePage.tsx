import { useTranslation } from 'react-i18next';
import type { CompanyOverview } from '../../../../shared/homes/home.schema';
import { ENGAGEMENT_STATES } from '../../../../shared/engagements/engagement.machine';
import { formatSlotRange } from '../../../features/engagements/format';
import { FollowUpLink } from '../../../features/engagements/components/company/FollowUpLink';
import { ChallengesLink } from '../../../features/challenges/components/ChallengesLink';
import { HighlightsLink } from '../../../features/highlights/components/HighlightsLink';
import { TaxReceiptsLink } from '../../../features/tax-receipts/components/TaxReceiptsLink';
import { IntermissionLink } from '../../../features/intermission/components/IntermissionLink';
import { ProjectCallsLink } from '../../../features/project-calls/components/ProjectCallsLink';
import { TeamBuildingLink } from '../../../features/team-building/components/TeamBuildingLink';
import { useCompanyOverview } from '../../../features/homes/api/get-home';
import { companyImpactReportPath, useCompanyDashboard } from '../../../features/analytics/api/get-dashboard';
import { useDashboardRange } from '../../../features/analytics/components/use-dashboard-range';
import { useSession } from '../../../features/users/api/get-session';
import { canManageSpace } from '../../../lib/can';
import { hasCompanyFeature, spaceOrganisation, useSpaceContext } from '../../../lib/space';
import { FeatureNotices } from '../../../ui/FeatureNotices';
import { usePageTitle } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';
import { DashboardPanel } from '../DashboardPanel';
import { HomeStats, HomeWaiting } from '../HomeParts';
import { ManageMembersLink } from '../ManageMembersLink';
import '../home.css';

/**
 * `/entreprise/{slug}` (issue 12): for the company's admins, an overview fed by real figures (key figures,
 * applications by state, the next dates of its employees, what waits for them), then the impact dashboard over a range
 * kept in the URL (issue 15); the ways to its pages below.
 */
export function CompanyHomePage() {
  // 'engagements' (the states' names in the overview) is asked for with the page's own, before the data comes.
  const { t } = useTranslation(['homes', 'common', 'engagements', 'challenges', 'highlights', 'team-building', 'companies', 'analytics', 'tax-receipts', 'intermission', 'project-calls']);
  const context = useSpaceContext();
  const me = useSession().data!;
  const company = spaceOrganisation(me, context);
  const slug = context.type === 'company' ? context.companySlug : '';
  const manages = canManageSpace(me, context);
  const overview = useCompanyOverview(slug, manages);
  const range = useDashboardRange();
  const dashboard = useCompanyDashboard(slug, range.range, manages);
  const holding = dashboard.data?.holding ?? null;
  usePageTitle(t('company.title'));
  return (
    <div className="home">
      <header className="home__head">
        <h1>{t('common:home.greeting', { name: me.user.firstName ?? me.user.fullName })}</h1>
        <p className="muted">{t('common:home.company_intro', { company: company?.name ?? slug })}</p>
      </header>
      <FeatureNotices space="company" />
      {manages &&
        (overview.data ? (
          <OverviewBody overview={overview.data} />
        ) : (
          <HomeWaiting query={overview} errorFallback={t('company.error')} offlineText={t('company.offline')} skeleton={<OverviewSkeleton />} />
        ))}
      {manages && (
        <DashboardPanel
          title={t('analytics:dashboard.title')}
          intro={t('analytics:dashboard.intro')}
          control={range}
          query={dashboard}
          report={{ path: (days) => companyImpactReportPath(slug, days), fallbackName: `rapport-impact-${slug}.xlsx` }}
          emptyAction={
            <RouteLink to="companies.members" context={context} className="button button--primary">
              {t('analytics:dashboard.empty.action')}
            </RouteLink>
          }
        />
      )}
      <section className="stack" aria-labelledby="home-links">
        <h2 id="home-links">{t('company.links')}</h2>
        <div className="home-links">
          <ManageMembersLink me={me} context={context} />
          <FollowUpLink me={me} context={context} />
          {manages && hasCompanyFeature(me, context, 'quests') && (
            <RouteLink to="quests.list" context={context} className="card card--link">
              <strong>{t('company.quests_link.title')}</strong>
              <span className="muted">{t('company.quests_link.intro')}</span>
            </RouteLink>
          )}
          <ChallengesLink me={me} context={context} />
          <HighlightsLink me={me} context={context} />
          <TaxReceiptsLink me={me} context={context} />
          <IntermissionLink me={me} context={context} />
          <ProjectCallsLink me={me} context={context} />
          <TeamBuildingLink me={me} context={context} />
          {manages && hasCompanyFeature(me, context, 'programs') && (
            <RouteLink to="programs.list" context={context} className="card card--link">
              <strong>{t('company.programs_link.title')}</strong>
              <span className="muted">{t('company.programs_link.intro')}</span>
            </RouteLink>
          )}
          {/* Partner associations and settings (issue 15). */}
          {manages && (
            <>
              <RouteLink to="companies.partners" context={context} className="card card--link">
                <strong>{t('companies:partners.title')}</strong>
                <span className="muted">{t('companies:partners.home_hint')}</span>
              </RouteLink>
              <RouteLink to="companies.settings" context={context} className="card card--link">
                <strong>{t('companies:settings.title')}</strong>
                <span className="muted">{t('companies:settings.home_hint')}</span>
              </RouteLink>
            </>
          )}
          {holding && (
            <RouteLink to="holdings.show" params={{ holdingSlug: holding.slug }} context={{ type: 'public' }} className="card card--link">
              <strong>{t('analytics:holding.link_title')}</strong>
              <span className="muted">{t('analytics:holding.link_intro', { name: holding.name })}</span>
            </RouteLink>
          )}
        </div>
      </section>
    </div>
  );
}

function OverviewSkeleton() {
  return (
    <>
      <div className="home__main">
        <div className="card home-card home-card--figures skeleton" />
        <div className="card home-card home-card--list skeleton" />
      </div>
      <div className="home__aside">
        <div className="card home-card home-card--list skeleton" />
        <div className="card home-card home-card--figures skeleton" />
      </div>
    </>
  );
}

function OverviewBody({ overview }: { overview: CompanyOverview }) {
  const { t } = useTranslation(['homes', 'engagements']);
  const applications = ENGAGEMENT_STATES.reduce((sum, state) => sum + overview.applications[state], 0);
  return (
    <div className="home__grid">
      <div className="home__main">
        <section className="card home-card home-card--figures" aria-labelledby="home-figures">
          <h2 id="home-figures">{t('company.figures.title')}</h2>
          <HomeStats
            items={[
              { label: t('company.figures.members'), value: overview.members.registered },
              { label: t('company.figures.applications'), value: applications },
              { label: t('company.figures.hours', { year: overview.year }), value: overview.hoursThisYear },
              { label: t('company.figures.associations', { year: overview.year }), value: overview.associationsThisYear },
            ]}
          />
        </section>
        <section className="card home-card home-card--list" aria-labelledby="home-next-dates">
          <h2 id="home-next-dates">{t('company.next_dates.title')}</h2>
          {overview.nextDates.length === 0 ? (
            <p className="muted">{t('company.next_dates.none')}</p>
          ) : (
            <ul className="home-list">
              {overview.nextDates.map((date) => (
                <li key={`${date.engagementId}-${date.startsAt}`}>
                  <RouteLink to="engagement.show" params={{ engagementId: date.engagementId }} className="home-list__link">
                    <strong>{formatSlotRange(date.startsAt, date.endsAt)}</strong>
                    <span>
                      {date.employeeName} · {date.mission.title}
                    </span>
                    {date.mission.associationName && <span className="muted">{date.mission.associationName}</span>}
                  </RouteLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="home__aside">
        <section className="card home-card home-card--list" aria-labelledby="home-todo">
          <h2 id="home-todo">{t('company.todo.title')}</h2>
          {overview.datesToValidate === 0 && overview.membersToValidate === 0 ? (
            <p className="muted">{t('company.todo.none')}</p>
          ) : (
            <ul className="home-list">
              {overview.datesToValidate > 0 && (
                <li>
                  <RouteLink to="engagements.followUp" className="home-list__link">
                    <strong>{t('company.todo.dates', { value: overview.datesToValidate })}</strong>
                    <span className="muted">{t('company.todo.dates_hint')}</span>
                  </RouteLink>
                </li>
              )}
              {overview.membersToValidate > 0 && (
                <li>
                  <RouteLink to="companies.members" query={{ state: 'toValidate' }} className="home-list__link">
                    <strong>{t('company.todo.members', { value: overview.membersToValidate })}</strong>
                    <span className="muted">{t('company.todo.members_hint')}</span>
                  </RouteLink>
                </li>
              )}
            </ul>
          )}
        </section>
        <section className="card home-card home-card--figures" aria-labelledby="home-applications">
          <h2 id="home-applications">{t('company.applications')}</h2>
          <HomeStats pairs items={ENGAGEMENT_STATES.map((state) => ({ label: t(`engagements:states.${state}`), value: overview.applications[state] }))} />
        </section>
      </div>
    </div>
  );
}
