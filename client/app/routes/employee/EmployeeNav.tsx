import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Feature } from '../../../../shared/companies/plans';
import type { SpaceContext } from '../../../../shared/contexts';
import { buildPath } from '../../../../shared/routes';
import './employee.css';
import './employee-nav.css';

type IconName = 'home' | 'missions' | 'quests' | 'experiences' | 'credits' | 'account' | 'team' | 'projectCalls' | 'teamBuilding';

/** Outline icons of the phone's tab bar (24 px grid, drawn with the text colour). */
const ICON_PATHS: Record<IconName, string> = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  missions: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4-4',
  quests: 'M5 21V4m0 0h12l-2.5 4 2.5 4H5',
  experiences: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  credits: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
  // « Mon équipe » (issue 15): desktop tabs only, the phone's bar keeps its six entries.
  // « Appels à projets » (issue 18): desktop tabs only too; on a phone the home links to it.
  projectCalls: 'M12 3v3m0 12v3M4.5 7.5l2 1.5m11 6 2 1.5M3 14h3m12-4h3M9 12a3 3 0 1 0 6 0 3 3 0 0 0-6 0',
  // Team building (issue 19): desktop tabs only, like « Mon équipe »; on a phone, the home's block leads to it.
  teamBuilding: 'M7 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm10 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20a5 5 0 0 1 10 0m0 0a5 5 0 0 1 10 0',
  team: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9a6 6 0 0 1 12 0m1-9a3 3 0 1 0 0-6m2 15a5 5 0 0 0-3-4.6',
};

function NavIcon({ name }: { name: IconName }) {
  return (
    <svg className="employee-nav__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The employee space's main pages (home, missions, quests, 'mes expériences', solidarity days), on every page of the space:
 * tabs on one line under the header on a wide screen, a tab bar fixed at the bottom on a phone, with the account.
 */
export function EmployeeNav({ companySlug, has, showTeam = false }: { companySlug: string; has(feature: Feature): boolean; showTeam?: boolean }) {
  const { t } = useTranslation(['engagements', 'common', 'project-calls']);
  const context: SpaceContext = { type: 'employee', companySlug };
  const entries: Array<{ to: string; label: string; icon: IconName; end: boolean; phoneOnly?: boolean; desktopOnly?: boolean }> = [
    { to: buildPath('space.home', context), label: t('nav.home'), icon: 'home', end: true },
    ...(has('missions') ? [{ to: buildPath('missions.search', context), label: t('nav.missions'), icon: 'missions' as const, end: false }] : []),
    ...(has('quests') ? [{ to: buildPath('quests.list', context), label: t('nav.quests'), icon: 'quests' as const, end: false }] : []),
    ...(has('missions') ? [{ to: buildPath('engagements.list', context), label: t('nav.experiences'), icon: 'experiences' as const, end: false }] : []),
    ...(has('missions') && has('credits') ? [{ to: buildPath('credits.overview', context), label: t('nav.credits'), icon: 'credits' as const, end: false }] : []),
    ...(has('project_calls')
      ? [{ to: buildPath('projectCalls.index', context), label: t('project-calls:nav'), icon: 'projectCalls' as const, end: false, desktopOnly: true }]
      : []),
    // « Mon équipe » (issue 15): for managers, on a wide screen (on a phone: the home and the account menu).
    ...(showTeam ? [{ to: buildPath('team.management', context), label: t('team.nav'), icon: 'team' as const, end: false, desktopOnly: true }] : []),
    ...(has('team_building')
      ? [{ to: buildPath('team-building.list', context), label: t('nav.team_building'), icon: 'teamBuilding' as const, end: false, desktopOnly: true }]
      : []),
    // On a wide screen the header's account menu is at hand; on a phone it is the bar's last tab.
    { to: buildPath('account', { type: 'public' }), label: t('common:nav.account'), icon: 'account', end: true, phoneOnly: true },
  ];
  return (
    <nav className="employee-nav" aria-label={t('nav.label')}>
      {entries.map((entry) => (
        <NavLink key={entry.to} to={entry.to} end={entry.end} className={`employee-nav__link${entry.phoneOnly ? ' employee-nav__link--phone' : ''}${entry.desktopOnly ? ' employee-nav__link--desktop' : ''}`}>
          <NavIcon name={entry.icon} />
          <span className="employee-nav__label">{entry.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
