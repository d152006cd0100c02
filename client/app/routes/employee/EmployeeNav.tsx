import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { SpaceContext } from '../../../../shared/contexts';
import { buildPath } from '../../../../shared/routes';
import './employee.css';

/** The employee space's main pages: home, missions, 'mes expériences', solidarity days. */
export function EmployeeNav({ companySlug }: { companySlug: string }) {
  const { t } = useTranslation('engagements');
  const context: SpaceContext = { type: 'employee', companySlug };
  const entries = [
    { to: buildPath('space.home', context), label: t('nav.home'), end: true },
    { to: buildPath('missions.search', context), label: t('nav.missions'), end: false },
    { to: buildPath('engagements.list', context), label: t('nav.experiences'), end: false },
    { to: buildPath('credits.overview', context), label: t('nav.credits'), end: false },
  ];
  return (
    <nav className="employee-nav" aria-label={t('nav.label')}>
      {entries.map((entry) => (
        <NavLink key={entry.to} to={entry.to} end={entry.end} className="employee-nav__link">
          {entry.label}
        </NavLink>
      ))}
    </nav>
  );
}
