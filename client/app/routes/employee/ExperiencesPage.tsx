import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMyEngagements } from '../../../features/engagements/api/get-engagements';
import { EngagementList } from '../../../features/engagements/components/EngagementList';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { EmployeeNav } from './EmployeeNav';

/** `/collaborateur/{slug}/mes-experiences`: the employee's applications, grouped, with their step (spec §2, §4). */
export function ExperiencesPage() {
  const { t } = useTranslation('engagements');
  const companySlug = useParams().companySlug!;
  usePageTitle(t('experiences.title'));
  const engagements = useMyEngagements(companySlug);
  return (
    <div className="stack">
      <EmployeeNav companySlug={companySlug} />
      <h1>{t('experiences.title')}</h1>
      <p className="muted">{t('experiences.intro')}</p>
      <QueryStatus query={engagements}>{(data) => <EngagementList engagements={data.engagements} />}</QueryStatus>
    </div>
  );
}
