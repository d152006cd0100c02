import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EngagementDetail } from '../../../features/engagements/components/EngagementDetail';
import { Messenger } from '../../../features/engagements/components/messenger/Messenger';
import { useEngagementOffline } from '../../../features/engagements/offline/use-offline-engagements';
import { useMissionPage } from '../../../features/missions/api/search-missions';
import { OfflineDataNote } from '../../../ui/OfflineDataNote';
import { ApiError } from '../../../lib/api';
import { PageMessage, usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { TabBar, useActiveTab } from '../../../ui/TabBar';
import { NotFoundPage } from '../NotFoundPage';

/** The mission's page as the employee sees it in their company, for choosing dates on the application. */
const useEmployeeMissionPage = (companySlug: string, missionId: number) => useMissionPage({ kind: 'employee', companySlug }, missionId);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/collaborateur/{slug}/mes-experiences/{id}`: one application, its step and what the employee can do. */
export function ExperiencePage() {
  const { companySlug, engagementId } = useParams();
  if (!engagementId || !UUID.test(engagementId)) return <NotFoundPage />;
  return <Experience companySlug={companySlug!} engagementId={engagementId} />;
}

function Experience({ companySlug, engagementId }: { companySlug: string; engagementId: string }) {
  const { t } = useTranslation('engagements');
  const { query: engagement, offline, syncedAt } = useEngagementOffline(companySlug, engagementId);
  // The messenger link of the e-mails opens `?bar_tab=messenger` (route name 'messenger').
  const tabs = [
    { id: 'summary', label: t('detail.tab_summary') },
    { id: 'messenger', label: t('detail.tab_messenger') },
  ];
  const [active] = useActiveTab(tabs);
  usePageTitle(engagement.data?.mission.title ?? t('experiences.title'));
  return (
    <>
      {offline && <OfflineDataNote syncedAt={syncedAt} />}
      <QueryStatus
        query={engagement}
        errorFor={(error) =>
          error instanceof ApiError && error.status === 404 ? (
            <PageMessage title={t('detail.not_found_title')} body={t('detail.not_found_body')}>
              <RouteLink to="engagements.list" className="button button--primary">
                {t('detail.back')}
              </RouteLink>
            </PageMessage>
          ) : undefined
        }
      >
        {(data) => (
          <EngagementDetail
            companySlug={companySlug}
            engagement={data}
            useMissionPage={useEmployeeMissionPage}
            tabs={<TabBar tabs={tabs} label={t('detail.tabs_label')} />}
            panel={active === 'messenger' ? <Messenger scope={{ kind: 'company', slug: companySlug }} engagementId={engagementId} /> : undefined}
          />
        )}
      </QueryStatus>
    </>
  );
}
