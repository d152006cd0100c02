import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EngagementList } from '../../../features/engagements/components/EngagementList';
import { PendingApplications } from '../../../features/engagements/offline/PendingApplications';
import { useMyEngagementsOffline, usePendingApplications } from '../../../features/engagements/offline/use-offline-engagements';
import { OfflineDataNote } from '../../../ui/OfflineDataNote';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';

/** `/collaborateur/{slug}/mes-experiences`: the employee's applications, grouped, with their step (spec §2, §4). */
export function ExperiencesPage() {
  const { t } = useTranslation('engagements');
  const companySlug = useParams().companySlug!;
  usePageTitle(t('experiences.title'));
  // Offline: the applications as the device kept them, and those queued here not yet sent.
  const { query: engagements, offline, syncedAt } = useMyEngagementsOffline(companySlug);
  const pending = usePendingApplications();
  return (
    <div className="stack">
      <h1>{t('experiences.title')}</h1>
      <p className="muted">{t('experiences.intro')}</p>
      {offline && <OfflineDataNote syncedAt={syncedAt} />}
      <PendingApplications pending={pending} />
      <QueryStatus query={engagements}>{(data) => <EngagementList engagements={data.engagements} hideEmpty={pending.length > 0} />}</QueryStatus>
    </div>
  );
}
