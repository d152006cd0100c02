import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { buildPath } from '../../../../shared/routes';
import { holdingImpactReportPath, useHoldingDashboard } from '../../../features/analytics/api/get-dashboard';
import { useDashboardRange } from '../../../features/analytics/components/use-dashboard-range';
import { useSignedIn } from '../../../features/users/components/use-signed-in';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/error-text';
import { PageMessage, usePageTitle } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';
import { DashboardPanel } from '../DashboardPanel';
import '../../../features/analytics/components/dashboard.css';

/**
 * `/groupe/{holdingSlug}` (issue 15, spec §3 Holding, §6): the holding's companies, each a way into its company space,
 * and their figures summed in one dashboard, with its impact report. For the holding's holding admins and platform
 * admins; anyone else reads « Vous n'avez pas l'autorisation d'accéder à cette page ».
 */
export function HoldingPage() {
  const { t } = useTranslation(['analytics', 'errors']);
  const holdingSlug = useParams().holdingSlug ?? '';
  const range = useDashboardRange();
  const signedIn = useSignedIn(buildPath('holdings.show', { type: 'public' }, { holdingSlug }));
  const dashboard = useHoldingDashboard(holdingSlug, signedIn.me ? range.range : null);
  const errorText = useErrorText();
  const holding = dashboard.data?.holding;
  usePageTitle(holding?.name ?? t('holding.page_title'));
  if (!signedIn.me) return signedIn.page;
  const error = dashboard.error;
  if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return <PageMessage title={errorText(error) ?? t('holding.error')} />;

  return (
    <div className="stack home">
      <header className="home__head">
        <h1>{holding?.name ?? t('holding.page_title')}</h1>
        <p className="muted">{t('holding.intro')}</p>
      </header>
      <section className="stack" aria-labelledby="holding-companies">
        <h2 id="holding-companies">{t('holding.companies')}</h2>
        {dashboard.data ? (
          dashboard.data.companies.length === 0 ? (
            <p className="muted">{t('holding.no_companies')}</p>
          ) : (
            <ul className="holding-companies">
              {dashboard.data.companies.map((company) => (
                <li key={company.slug} className="card card--link">
                  <RouteLink to="companies.show" context={{ type: 'company', companySlug: company.slug }}>
                    <strong>{company.name}</strong>
                    <span className="muted">{t('holding.open_company')}</span>
                  </RouteLink>
                </li>
              ))}
            </ul>
          )
        ) : (
          <div className="holding-companies" aria-hidden="true">
            <div className="card skeleton" style={{ minHeight: 72 }} />
          </div>
        )}
      </section>
      <DashboardPanel
        title={t('holding.page_title')}
        intro={t('dashboard.intro')}
        control={range}
        query={dashboard}
        report={{ path: (days) => holdingImpactReportPath(holdingSlug, days), fallbackName: `rapport-impact-${holdingSlug}.xlsx` }}
      />
    </div>
  );
}
