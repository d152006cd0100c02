import { useTranslation } from 'react-i18next';
import { useSession } from '../../../features/users/api/get-session';
import { usePageTitle } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';

const PUBLIC = { type: 'public' } as const;
const AUDIENCES = ['companies', 'employees', 'associations'] as const;

/** `/home`: what the product is, for companies, employees and associations. Static, so it works offline once visited. */
export function LandingPage() {
  const { t } = useTranslation();
  usePageTitle(t('home.landing.title'));
  const signedIn = Boolean(useSession().data);

  return (
    <div className="landing stack">
      <section className="landing__hero">
        <h1>{t('home.landing.title')}</h1>
        <p className="landing__lead">{t('home.landing.lead')}</p>
        <div className="actions">
          <RouteLink to={signedIn ? 'home' : 'login'} context={PUBLIC} className="button button--primary">
            {signedIn ? t('home.landing.my_space') : t('home.landing.sign_in')}
          </RouteLink>
          <RouteLink to="associationRegistration" context={PUBLIC} className="button">
            {t('home.landing.register_association')}
          </RouteLink>
        </div>
      </section>

      <section aria-labelledby="landing-audiences">
        <h2 id="landing-audiences">{t('home.landing.audiences_title')}</h2>
        <div className="landing__audiences">
          {AUDIENCES.map((audience) => (
            <article key={audience} className="card">
              <h3>{t(`home.landing.${audience}_title`)}</h3>
              <p>{t(`home.landing.${audience}_body`)}</p>
              <ul className="list">
                {[1, 2, 3].map((point) => (
                  <li key={point}>{t(`home.landing.${audience}_point_${point}`)}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>

      <section className="card landing__cta">
        <h2>{t('home.landing.association_cta_title')}</h2>
        <p>{t('home.landing.association_cta_body')}</p>
        <RouteLink to="associationRegistration" context={PUBLIC} className="button button--primary">
          {t('home.landing.register_association')}
        </RouteLink>
      </section>

      <p>
        <RouteLink to="privacyPolicy" context={PUBLIC}>
          {t('home.landing.privacy_link')}
        </RouteLink>
      </p>
    </div>
  );
}
