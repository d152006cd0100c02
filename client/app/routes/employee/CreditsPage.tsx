import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMyCredits } from '../../../features/credits/api/get-credits';
import { CreditOverviewCard } from '../../../features/credits/components/CreditOverviewCard';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';

/** `/collaborateur/{slug}/jours-solidaires`: the credit overview (spec §2 'credit overview', §3 Credit). */
export function CreditsPage() {
  const { t } = useTranslation('credits');
  const companySlug = useParams().companySlug!;
  usePageTitle(t('overview.title'));
  const credits = useMyCredits(companySlug);
  return (
    <div className="stack">
      <h1>{t('overview.title')}</h1>
      <p className="muted">{t('overview.intro')}</p>
      <QueryStatus query={credits}>{(data) => <CreditOverviewCard overview={data} />}</QueryStatus>
      <p>
        <RouteLink to="engagements.list">{t('overview.see_experiences')}</RouteLink>
      </p>
    </div>
  );
}
