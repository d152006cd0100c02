import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useManagerValidation } from '../../../features/engagements/api/manager-validation';
import { ManagerValidation } from '../../../features/engagements/components/manager/ManagerValidation';
import { ApiError } from '../../../lib/api';
import { PageMessage, usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { useOnline } from '../../../lib/online';

/**
 * `/validation-manager/{validationToken}` (spec §2, public, no account): the
 * employee's manager validates or refuses each work-time date. An unknown,
 * replaced or expired link answers 410 VALIDATION_TOKEN_INVALID: its own page.
 */
export function ManagerValidationPage() {
  const { t } = useTranslation('engagements');
  usePageTitle(t('manager_validation.title'));
  const token = useParams().validationToken ?? '';
  const online = useOnline();
  const query = useManagerValidation(token);
  const deadLink = (error: unknown) =>
    error instanceof ApiError && (error.code === 'VALIDATION_TOKEN_INVALID' || error.status === 410 || error.code === 'VALIDATION_FAILED' || error.status === 404) ? (
      <PageMessage title={t('manager_validation.invalid_title')} body={t('manager_validation.invalid_body')} />
    ) : undefined;
  return (
    <QueryStatus query={query} errorFor={deadLink}>
      {(view) => (
        <div className="stack">
          <h1>{t('manager_validation.title')}</h1>
          <p>{t('manager_validation.intro')}</p>
          <ManagerValidation token={token} view={view} online={online} />
        </div>
      )}
    </QueryStatus>
  );
}
