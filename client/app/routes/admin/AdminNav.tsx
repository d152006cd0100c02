import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { buildPath } from '../../../../shared/routes';

const ADMIN = { type: 'admin' } as const;

/** The admin space's pages; later admin features add their entry here. */
export function AdminNav() {
  const { t } = useTranslation('users');
  const entries = [
    { to: buildPath('space.home', ADMIN), label: t('admin.nav.home'), end: true },
    { to: buildPath('admin.users', ADMIN), label: t('admin.nav.users'), end: false },
    { to: buildPath('admin.associations', ADMIN), label: t('admin.nav.associations'), end: false },
    { to: buildPath('admin.companies', ADMIN), label: t('admin.nav.companies'), end: false },
    { to: buildPath('admin.mailbox', ADMIN), label: t('admin.nav.mailbox'), end: false },
    { to: buildPath('admin.legalDocuments', ADMIN), label: t('admin.nav.legal_documents'), end: false },
    { to: buildPath('admin.sharedViews', ADMIN), label: t('admin.nav.shared_views'), end: false },
    // « Temps forts »: the platform's catalogue of highlights (issue 17).
    { to: buildPath('highlights.list', ADMIN), label: t('admin.nav.highlights'), end: false },
  ];
  return (
    <nav className="admin-nav" aria-label={t('admin.nav.label')}>
      {entries.map((entry) => (
        <NavLink key={entry.to} to={entry.to} end={entry.end} className="admin-nav__link">
          {entry.label}
        </NavLink>
      ))}
    </nav>
  );
}
