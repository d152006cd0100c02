import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpaceContext } from '../../../shared/contexts';
import type { Me } from '../../../shared/users/me';
import { RouteLink } from '../../ui/RouteLink';
import { spaceOrganisation } from '../../lib/space';
import './app-header.css';

/**
 * The account menu holds the logout form, which deletes the offline replicas (Dexie, the sync engine): loaded only
 * once someone is signed in, so visitors' pages and the shell never carry them.
 */
const AccountMenu = lazy(() => import('../../features/users/components/AccountMenu').then((module) => ({ default: module.AccountMenu })));

/** The menu's toggle as it first shows, while its code loads (no jump in the header). */
function AccountMenuPlaceholder({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <div className="account-menu">
      <button type="button" className="account-menu__toggle" aria-expanded={false} aria-haspopup="true" disabled>
        <span className="avatar" aria-hidden="true">
          {me.user.fullName.slice(0, 1).toUpperCase()}
        </span>
        <span className="account-menu__name">{me.user.fullName}</span>
        <span className="visually-hidden">{t('nav.account_menu')}</span>
      </button>
    </div>
  );
}

export function AppHeader({ me, context }: { me: Me | null; context: SpaceContext }) {
  const { t } = useTranslation();
  const organisation = me ? spaceOrganisation(me, context) : undefined;
  return (
    <header className="app-header">
      <a className="skip-link" href="#main">
        {t('app.skip_to_content')}
      </a>
      <RouteLink to="space.home" context={context} className="app-header__brand">
        <img src="/icons/logo.svg" alt="" width="28" height="28" />
        <span>{t('app.name')}</span>
      </RouteLink>
      {context.type !== 'public' && (
        <span className="app-header__space">
          <span className="app-header__space-type">{t(`spaces.${context.type}`)}</span>
          {organisation && (
            <strong>
              <span className="app-header__space-type"> · </span>
              {organisation.name}
            </strong>
          )}
        </span>
      )}
      <div className="app-header__end">
        {me ? (
          <Suspense fallback={<AccountMenuPlaceholder me={me} />}>
            <AccountMenu me={me} />
          </Suspense>
        ) : (
          <RouteLink to="login" context={{ type: 'public' }} className="button">
            {t('nav.login')}
          </RouteLink>
        )}
      </div>
    </header>
  );
}
