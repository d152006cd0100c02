import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../../shared/routes';
import type { Me } from '../../../../shared/users/me';
import { ChangePasswordForm } from '../../../features/users/components/ChangePasswordForm';
import { PreferencesForm } from '../../../features/users/components/PreferencesForm';
import { useSignedIn } from '../../../features/users/components/use-signed-in';
import { usePageTitle } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';
import { PhoneText } from '../../../ui/PhoneText';
import { TabBar, useActiveTab } from '../../../ui/TabBar';

/** `/mon-compte` with two tabs: the account itself, and `?bar_tab=preferences`. */
export function AccountPage() {
  const { t } = useTranslation('users');
  usePageTitle(t('account.title'));
  const tabs = [
    { id: 'account', label: t('account.tab') },
    { id: 'preferences', label: t('preferences.tab') },
  ];
  const [active] = useActiveTab(tabs);
  const signedIn = useSignedIn(buildPath('account', { type: 'public' }, {}, { bar_tab: active === 'account' ? undefined : active }), t('account.title'));
  if (!signedIn.me) return signedIn.page;
  const me = signedIn.me;

  return (
    <div className="stack">
      <h1>{t('account.title')}</h1>
      <TabBar tabs={tabs} label={t('account.tabs_label')} />
      <div role="tabpanel" aria-labelledby={`tab-${active}`} className="stack">
        {active === 'preferences' ? (
          <section className="card">
            {/* Keyed by user so an impersonation or a new sign-in never shows someone else's values. */}
            <PreferencesForm key={me.user.id} me={me} />
          </section>
        ) : (
          <AccountTab me={me} />
        )}
      </div>
    </div>
  );
}

function AccountTab({ me }: { me: Me }) {
  const { t } = useTranslation('users');
  return (
    <>
      <section className="card">
        <h2>{t('account.identity')}</h2>
        <dl className="details">
          <dt>{t('account.name')}</dt>
          <dd>{me.user.fullName}</dd>
          <dt>{t('account.email')}</dt>
          <dd>{me.user.email}</dd>
          <dt>{t('account.phone')}</dt>
          <dd>{me.user.phone ? <PhoneText value={me.user.phone} /> : <span className="muted">{t('account.not_given')}</span>}</dd>
          <dt>{t('account.job_title')}</dt>
          <dd>{me.user.jobTitle ?? <span className="muted">{t('account.not_given')}</span>}</dd>
        </dl>
        <p className="actions">
          <RouteLink to="account" context={{ type: 'public' }} query={{ bar_tab: 'preferences' }}>
            {t('account.edit_preferences')}
          </RouteLink>
        </p>
      </section>
      <section className="card">
        <h2>{t('account.organisations')}</h2>
        {me.user.isPlatformAdmin && (
          <p>
            <RouteLink to="space.home" context={{ type: 'admin' }}>
              {t('account.platform_admin')}
            </RouteLink>
          </p>
        )}
        {me.companies.length + me.associations.length === 0 ? (
          <p>{t('account.no_organisation')}</p>
        ) : (
          <ul className="list">
            {me.companies.map((company) => (
              <li key={`c${company.id}`}>
                <RouteLink to="space.home" context={{ type: 'employee', companySlug: company.slug }}>
                  {company.name}
                </RouteLink>{' '}
                — {t(`roles.${company.role}`)}
              </li>
            ))}
            {me.associations.map((association) => (
              <li key={`a${association.id}`}>
                <RouteLink to="space.home" context={{ type: 'association', associationSlug: association.slug }}>
                  {association.name}
                </RouteLink>{' '}
                — {t(`roles.${association.role}`)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card">
        <ChangePasswordForm />
      </section>
    </>
  );
}
