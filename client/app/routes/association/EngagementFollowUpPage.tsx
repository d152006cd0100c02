import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EngagementFollowUp } from '../../../features/engagements/components/follow-up/EngagementFollowUp';
import { useAssociationEngagementOffline } from '../../../features/engagements/offline/use-offline-engagements';
import { OfflineDataNote } from '../../../ui/OfflineDataNote';
import { useSession } from '../../../features/users/api/get-session';
import { ApiError } from '../../../lib/api';
import { PageMessage, usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { useOnline } from '../../../lib/online';
import { ForbiddenPage } from '../ForbiddenPage';

/** `/association/{slug}/suivi-missions/{engagementId}`: one application, handled by the mission's referent, read by the other members. */
export function EngagementFollowUpPage() {
  const { t } = useTranslation('engagements');
  const { associationSlug = '', engagementId = '' } = useParams();
  const me = useSession().data;
  const online = useOnline();
  // Offline, the application as the roster kept it at the last sync.
  const { query, offline, syncedAt } = useAssociationEngagementOffline(associationSlug, engagementId);
  usePageTitle(query.data ? t('follow_up.title', { volunteer: query.data.volunteer.fullName }) : t('follow_up.page_title'));
  const errorFor = (error: unknown) => {
    if (!(error instanceof ApiError)) return undefined;
    if (error.status === 403) return <ForbiddenPage />;
    if (error.status === 404 || error.status === 400) return <PageMessage title={t('follow_up.not_found_title')} body={t('follow_up.not_found_body')} />;
    return undefined;
  };
  return (
    <>
      {offline && <OfflineDataNote syncedAt={syncedAt} />}
      <QueryStatus query={query} errorFor={errorFor}>
        {(engagement) => (
          <EngagementFollowUp
            associationSlug={associationSlug}
            engagement={engagement}
            isReferent={Boolean(me && engagement.mission.supervisorId === me.user.id)}
            online={online}
          />
        )}
      </QueryStatus>
    </>
  );
}
