import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { buildPath } from '../../../../shared/routes';

const ADMIN = { type: 'admin' } as const;

interface NavEntry {
  to: string;
  label: string;
  /** Active on its own path only (the space's home), not on the pages under it. */
  end?: boolean;
}

/** A set of entries under one heading (« Catalogue »), shown together. */
interface NavGroup {
  label: string;
  entries: NavEntry[];
}

/**
 * The admin space's pages. An admin feature adds its entry (or its group's) to `entries`, in the order the
 * navigation shows them; only pages that exist are listed.
 */
export function AdminNav() {
  const { t } = useTranslation(['users', 'tax-receipts']);
  const entries: Array<NavEntry | NavGroup> = [
    { to: buildPath('space.home', ADMIN), label: t('admin.nav.dashboard'), end: true },
    { to: buildPath('admin.users', ADMIN), label: t('admin.nav.users') },
    { to: buildPath('admin.associations', ADMIN), label: t('admin.nav.associations') },
    { to: buildPath('admin.companies', ADMIN), label: t('admin.nav.companies') },
    {
      label: t('admin.nav.catalogue'),
      entries: [
        { to: buildPath('admin.missions', ADMIN), label: t('admin.nav.catalogue_missions') },
        // « Temps forts »: the platform's catalogue of highlights (issue 17).
        { to: buildPath('highlights.list', ADMIN), label: t('admin.nav.highlights') },
        // « Sélections »: the platform's catalogue of selections (issue 17).
        { to: buildPath('programs.list', ADMIN), label: t('admin.nav.programs') },
        // The platform's catalogue of team buildings (issue 19).
        { to: buildPath('team-building.list', ADMIN), label: t('admin.nav.team_building') },
      ],
    },
    // Tax exemptions and receipts (issue 20).
    { to: buildPath('admin.taxExemptions', ADMIN), label: t('tax-receipts:admin.nav') },
    { to: buildPath('admin.legalDocuments', ADMIN), label: t('admin.nav.legal_documents') },
    { to: buildPath('admin.sharedViews', ADMIN), label: t('admin.nav.shared_views') },
    { to: buildPath('admin.mailbox', ADMIN), label: t('admin.nav.mailbox') },
  ];
  return (
    <nav className="admin-nav" aria-label={t('admin.nav.label')}>
      {entries.map((entry) =>
        'entries' in entry ? (
          <div key={entry.label} className="admin-nav__group" role="group" aria-label={entry.label}>
            <span className="admin-nav__group-label" aria-hidden="true">
              {entry.label}
            </span>
            {entry.entries.map((item) => (
              <AdminNavLink key={item.to} entry={item} />
            ))}
          </div>
        ) : (
          <AdminNavLink key={entry.to} entry={entry} />
        ),
      )}
    </nav>
  );
}

function AdminNavLink({ entry }: { entry: NavEntry }) {
  return (
    <NavLink to={entry.to} end={entry.end ?? false} className="admin-nav__link">
      {entry.label}
    </NavLink>
  );
}
