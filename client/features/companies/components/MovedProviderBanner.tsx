import { useTranslation } from 'react-i18next';
import type { CompanyPublic } from '../api/get-company-public';

/** Spec §1: a banner states that the company platform has moved to another provider. */
export function MovedProviderBanner({ company }: { company: Pick<CompanyPublic, 'name' | 'movedToProviderUrl'> }) {
  const { t } = useTranslation('companies');
  if (!company.movedToProviderUrl) return null;
  return (
    <div className="banner" role="status">
      {t('moved_provider.text', { company: company.name })}{' '}
      <a href={company.movedToProviderUrl} rel="noopener">
        {t('moved_provider.link')}
      </a>
    </div>
  );
}
