import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { MovedProviderBanner } from '../../../features/companies/components/MovedProviderBanner';
import { useCompanyPublic } from '../../../features/companies/api/get-company-public';
import { useSession } from '../../../features/users/api/get-session';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/error-text';
import { PageLoading, PageMessage } from '../../../ui/PageState';
import { AppHeader } from '../../layouts/AppHeader';
import { NotFoundPage } from '../NotFoundPage';

/** The pages of one company before its employees are signed in (spec §2 'Employee authentication per company'). */
export function CompanyPublicLayout() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { companySlug } = useParams();
  const company = useCompanyPublic(companySlug);
  const session = useSession();

  let content;
  if (company.isPending) content = <PageLoading />;
  else if (company.error instanceof ApiError && company.error.status === 404) content = <NotFoundPage />;
  else if (company.isError)
    content = (
      <PageMessage title={t('error_boundary.title')} body={errorText(company.error) ?? undefined}>
        <button type="button" className="button button--primary" onClick={() => company.refetch()}>
          {t('error_boundary.retry')}
        </button>
      </PageMessage>
    );
  else
    content = (
      <Suspense fallback={<PageLoading />}>
        <Outlet context={company.data} />
      </Suspense>
    );

  return (
    <div className="app-shell app-shell--public">
      {company.data && <MovedProviderBanner company={company.data} />}
      <AppHeader me={session.data ?? null} context={{ type: 'public' }} />
      <main id="main" className="app-main">
        {content}
      </main>
    </div>
  );
}
