import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeQuests } from '../../../features/quests/components/HomeQuests';
import type { HomeAction, HomeNextDate } from '../../../../shared/homes/home.schema';
import type { MissionCard } from '../../../../shared/missions/mission-search.schema';
import { daysParams } from '../../../features/credits/format';
import { formatSlotRange } from '../../../features/engagements/format';
import { type EmployeeHomeView, useEmployeeHomeOffline } from '../../../features/homes/offline/use-employee-home';
import { HomePinnedMissions } from '../../../features/missions/components/HomePinnedMissions';
import { EmployeeProgramsSection } from '../../../features/programs/components/ProgramCards';
import { MissionCardView } from '../../../features/missions/components/search/MissionCardView';
import { UpcomingEvents } from '../../../features/challenges/components/UpcomingEvents';
import { CurrentHighlights } from '../../../features/highlights/components/CurrentHighlights';
import { ProjectCallsLink } from '../../../features/project-calls/components/ProjectCallsLink';
import { IntermissionLink } from '../../../features/intermission/components/IntermissionLink';
import '../../../features/missions/components/search/search.css';
import { useSession } from '../../../features/users/api/get-session';
import { hasCompanyFeature, managesTeam, spaceOrganisation, useSpaceContext } from '../../../lib/space';
import { FeatureNotices } from '../../../ui/FeatureNotices';
import { InstallPrompt } from '../../../ui/InstallPrompt';
import { OfflineDataNote } from '../../../ui/OfflineDataNote';
import { usePageTitle } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';
import { HomeStats, HomeWaiting } from '../HomeParts';
import '../home.css';

// « Team building à venir » (issue 19) comes in its own chunk: the home's first load stays within its budget.
const HomeTeamBuildings = lazy(() => import('../../../features/team-building/components/EmployeeTeamBuildings').then((m) => ({ default: m.HomeTeamBuildings })));

/** `/collaborateur/{slug}/accueil` (issue 12): the next date, what waits, the balance, the impact, missions to discover. */
export function EmployeeHomePage() {
  // The blocks' namespaces ('credits' for the balance, 'missions' for the cards) are asked for with the page's own:
  // asked for by the blocks once the data came, their load would blank the page behind the spinner for a moment.
  const { t } = useTranslation(['homes', 'common', 'credits', 'missions', 'challenges', 'engagements']);
  const context = useSpaceContext();
  const me = useSession().data!;
  const company = spaceOrganisation(me, context);
  const companySlug = context.type === 'employee' ? context.companySlug : '';
  usePageTitle(t('employee.title'));
  const { query, fromReplica, offline, syncedAt } = useEmployeeHomeOffline(companySlug);
  // Without missions (spec §6) the home keeps the quests and the events; without « Crédits », no balance.
  const missions = hasCompanyFeature(me, context, 'missions');
  return (
    <div className="home">
      <header className="home__head">
        <h1>{t('common:home.greeting', { name: me.user.firstName ?? me.user.fullName })}</h1>
        <p className="muted">{t('common:home.employee_intro', { company: company?.name ?? companySlug })}</p>
      </header>
      <FeatureNotices space="employee" />
      {/* « Mon équipe » (issue 15): managers reach their team's dates here on a phone (the tab bar has no room). */}
      {managesTeam(me, context) && (
        <RouteLink to="team.management" context={context} className="card card--link home-team-link">
          <strong>{t('engagements:team.nav')}</strong>
          <span className="muted">{t('engagements:team.home_hint')}</span>
        </RouteLink>
      )}
      <InstallPrompt used={(query.data?.applications ?? 0) > 0} />
      {offline && <OfflineDataNote syncedAt={syncedAt} />}
      {!missions ? null : query.data ? (
        <EmployeeHomeBody
          home={query.data}
          suggestions={offline ? 'offline' : fromReplica ? 'loading' : 'shown'}
          companyName={company?.name ?? companySlug}
          balance={hasCompanyFeature(me, context, 'credits')}
        />
      ) : (
        <HomeWaiting query={query} errorFallback={t('employee.error')} offlineText={t('employee.offline_empty')} skeleton={<EmployeeHomeSkeleton />} className="home__grid home__grid--employee" />
      )}
      {/* « À la une »: the pinned missions, once the grid is there (nothing when none is pinned). */}
      {query.data && missions && <HomePinnedMissions companySlug={companySlug} />}
      {/* « Sélections » of the company (issue 17), three at most, from the replica first. */}
      {/* Its own words load meanwhile without holding the page back (as the quests' below). */}
      {query.data && missions && hasCompanyFeature(me, context, 'programs') && (
        <Suspense fallback={null}>
          <EmployeeProgramsSection companySlug={companySlug} limit={3} />
        </Suspense>
      )}
      {/* Below the home's grid, once there: its own words load meanwhile without holding the page back. */}
      {query.data && hasCompanyFeature(me, context, 'quests') && (
        <Suspense fallback={null}>
          <HomeQuests companySlug={companySlug} />
        </Suspense>
      )}
      {/* « Événements à venir »: last, so its arrival or absence moves nothing above it. */}
      {companySlug && hasCompanyFeature(me, context, 'challenges') && <UpcomingEvents companySlug={companySlug} />}
      {/* « Temps forts du moment » (issue 17), after the events for the same reason. */}
      {companySlug && hasCompanyFeature(me, context, 'highlights') && <CurrentHighlights companySlug={companySlug} />}
      {/* « Appels à projets » (issue 18): last, in its own words' Suspense; the phone's tab bar has no room for it. */}
      <Suspense fallback={null}>
        <ProjectCallsLink me={me} context={context} className="card card--link home-team-link" />
      </Suspense>
      {/* « Intermission » (issue 20): the offer and the employee's periods, in its own words' Suspense too. */}
      <Suspense fallback={null}>
        <IntermissionLink me={me} context={context} className="card card--link home-team-link" />
      </Suspense>
      {/* « Team building à venir » (issue 19): the company's confirmed requests to join, last for the same reason. */}
      {companySlug && hasCompanyFeature(me, context, 'team_building') && (
        <Suspense fallback={null}>
          <HomeTeamBuildings companySlug={companySlug} />
        </Suspense>
      )}
    </div>
  );
}

function EmployeeHomeSkeleton() {
  return (
    <>
      <div className="card home-card home-card--next skeleton" />
      <div className="card home-card home-card--actions skeleton" />
      <div className="card home-card home-card--balance skeleton" />
      <div className="card home-card home-card--impact skeleton" />
      <div className="card home-card home-card--suggestions skeleton" />
    </>
  );
}

/**
 * Whether the suggestions can show: they come with the server's answer only. While the device's data stand in for a
 * moment online, their block keeps its loading shape; offline, it says they come back with the network.
 */
type SuggestionsState = 'shown' | 'loading' | 'offline';

function EmployeeHomeBody({ home, suggestions, companyName, balance }: { home: EmployeeHomeView; suggestions: SuggestionsState; companyName: string; balance: boolean }) {
  const newcomer = home.applications === 0;
  // One grid: on a phone the blocks follow this order; on a wide screen they take their areas (home.css).
  return (
    <div className={`home__grid home__grid--employee${newcomer ? ' home__grid--newcomer' : ''}`}>
      {newcomer ? <WelcomeCard /> : <NextDateCard next={home.nextDate} />}
      {!newcomer && <ActionsCard actions={home.actions} />}
      {balance && <BalanceCard credits={home.credits} />}
      <ImpactCard impact={home.impact} />
      {suggestions === 'loading' ? (
        <div className="card home-card home-card--suggestions skeleton" />
      ) : (
        <SuggestionsCard suggestions={home.suggestions} offline={suggestions === 'offline'} companyName={companyName} />
      )}
    </div>
  );
}

function WelcomeCard() {
  const { t } = useTranslation('homes');
  return (
    <section className="card home-card home-card--next home-welcome" aria-labelledby="home-welcome">
      <h2 id="home-welcome">{t('employee.welcome.title')}</h2>
      <p>{t('employee.welcome.body')}</p>
      <RouteLink to="missions.search" className="button button--primary">
        {t('employee.welcome.cta')}
      </RouteLink>
    </section>
  );
}

function NextDateCard({ next }: { next: HomeNextDate | null }) {
  const { t } = useTranslation('homes');
  return (
    <section className="card home-card home-card--next" aria-labelledby="home-next">
      <h2 id="home-next">{t('employee.next_date.title')}</h2>
      {next ? (
        <>
          <p className="home-next__when">{formatSlotRange(next.startsAt, next.endsAt)}</p>
          <p className="home-next__mission">
            <RouteLink to="missions.show" params={{ missionId: next.mission.id, missionSlug: next.mission.slug }}>
              {next.mission.title}
            </RouteLink>
            {next.mission.associationName && <span className="muted"> · {next.mission.associationName}</span>}
          </p>
          <p className="home-next__foot">
            <span className={`home-badge ${next.confirmed ? 'home-badge--confirmed' : 'home-badge--pending'}`}>
              {next.confirmed ? t('employee.next_date.confirmed') : t('employee.next_date.pending')}
            </span>
            <RouteLink to="engagement.show" params={{ engagementId: next.engagementId }}>
              {t('employee.next_date.open')}
            </RouteLink>
          </p>
        </>
      ) : (
        <>
          <p className="muted">{t('employee.next_date.none')}</p>
          <RouteLink to="missions.search" className="button">
            {t('employee.next_date.find')}
          </RouteLink>
        </>
      )}
    </section>
  );
}

function ActionsCard({ actions }: { actions: HomeAction[] }) {
  const { t } = useTranslation('homes');
  return (
    <section className="card home-card home-card--actions" aria-labelledby="home-actions">
      <h2 id="home-actions">{t('employee.actions.title')}</h2>
      {actions.length === 0 ? (
        <p className="muted">{t('employee.actions.none')}</p>
      ) : (
        <ul className="home-list">
          {actions.map((action) => (
            <li key={action.engagementId}>
              <RouteLink to="engagement.show" params={{ engagementId: action.engagementId }} className="home-list__link">
                <strong>{t(`employee.actions.kinds.${action.kind}`)}</strong>
                <span className="muted">{action.mission.title}</span>
              </RouteLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SuggestionsCard({ suggestions, offline, companyName }: { suggestions: MissionCard[]; offline: boolean; companyName: string }) {
  const { t } = useTranslation('homes');
  return (
    <section className="home-card home-card--suggestions" aria-labelledby="home-suggestions">
      <div className="home-section-head">
        <h2 id="home-suggestions">{t('employee.suggestions.title')}</h2>
        <RouteLink to="missions.search">{t('employee.suggestions.all')}</RouteLink>
      </div>
      {offline ? (
        <p className="muted">{t('employee.suggestions.offline')}</p>
      ) : suggestions.length === 0 ? (
        <p className="muted">{t('employee.suggestions.none')}</p>
      ) : (
        <>
          <p className="muted">{t('employee.suggestions.intro', { company: companyName })}</p>
          <div className="home-suggestions">
            {suggestions.map((mission) => (
              <MissionCardView key={mission.id} mission={mission} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function BalanceCard({ credits }: { credits: EmployeeHomeView['credits'] }) {
  const { t } = useTranslation(['homes', 'credits']);
  return (
    <section className="card home-card home-card--balance" aria-labelledby="home-balance">
      <h2 id="home-balance">{t('employee.balance.title')}</h2>
      {credits ? (
        <>
          <p className={`home-figure${credits.total < 0 ? ' home-figure--negative' : ''}`}>{t('credits:duration.days', daysParams(credits.total))}</p>
          <p className="muted">{t('employee.balance.left')}</p>
          {credits.pending > 0 && <p className="muted">{t('employee.balance.pending', { value: t('credits:duration.days', daysParams(credits.pending)) })}</p>}
        </>
      ) : (
        <p className="muted">{t('employee.balance.offline')}</p>
      )}
      <RouteLink to="credits.overview">{t('employee.balance.details')}</RouteLink>
    </section>
  );
}

function ImpactCard({ impact }: { impact: EmployeeHomeView['impact'] }) {
  const { t } = useTranslation('homes');
  return (
    <section className="card home-card home-card--impact" aria-labelledby="home-impact">
      <h2 id="home-impact">{t('employee.impact.title')}</h2>
      {impact.missions === 0 ? (
        <p className="muted">{t('employee.impact.none')}</p>
      ) : (
        <HomeStats
          compact
          items={[
            { label: t('employee.impact.hours'), value: impact.hours },
            { label: t('employee.impact.missions'), value: impact.missions },
            { label: t('employee.impact.associations'), value: impact.associations },
          ]}
        />
      )}
    </section>
  );
}
