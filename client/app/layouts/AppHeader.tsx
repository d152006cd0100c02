import { useTranslation } from 'react-i18next';
import type { SpaceContext } from '../../../shared/contexts';
import type { Me } from '../../../shared/users/me';
import { AccountMenu } from '../../features/users/components/AccountMenu';
import { RouteLink } from '../../ui/RouteLink';
import { spaceOrganisation } from '../space';

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
          {t(`spaces.${context.type}`)}
          {organisation && <strong> · {organisation.name}</strong>}
        </span>
      )}
      <div className="app-header__end">
        {me ? (
          <AccountMenu me={me} />
        ) : (
          <RouteLink to="login" context={{ type: 'public' }} className="button">
            {t('nav.login')}
          </RouteLink>
        )}
      </div>
    </header>
  );
}
