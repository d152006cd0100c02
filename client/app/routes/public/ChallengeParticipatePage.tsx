import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { buildPath } from '../../../../shared/routes';
import { getMyChallenge, myChallengeQueryOptions } from '../../../features/challenges/api/get-my-challenges';
import { EventCard } from '../../../features/challenges/components/EventCard';
import { useSession } from '../../../features/users/api/get-session';
import { ApiError } from '../../../lib/api';
import { PageLoading, PageMessage, usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';

/**
 * `/challenge/{id}/participate` (spec §2, the link an event's invitation carries): a visitor signs in first and comes
 * back here; a signed-in employee finds the event in whichever of their companies holds it, with « Je participe ».
 */
export function ChallengeParticipatePage() {
  const { t } = useTranslation('challenges');
  usePageTitle(t('participate_page.title'));
  const location = useLocation();
  const id = Number(useParams().challengeId);
  const session = useSession();
  const slugs = session.data?.companies.map((company) => company.slug) ?? [];
  const found = useQuery({
    queryKey: ['challenges', 'participate', id, slugs] as const,
    enabled: Boolean(session.data) && Number.isInteger(id) && id > 0,
    queryFn: async (): Promise<{ companySlug: string } | null> => {
      for (const companySlug of slugs) {
        try {
          await getMyChallenge(companySlug, id);
          return { companySlug };
        } catch (error) {
          // Not this company's event (or not one this member sees): try the next company.
          if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 403)) throw error;
        }
      }
      return null;
    },
  });

  if (session.data === undefined) return <PageLoading />;
  if (session.data === null) {
    const login = buildPath('login', { type: 'public' }, {}, { 'redirect-back': location.pathname + location.search });
    return <Navigate to={login} replace />;
  }
  if (!Number.isInteger(id) || id <= 0 || (found.data === null && found.isSuccess)) return <PageMessage title={t('participate_page.title')} body={t('participate_page.not_found')} />;
  return (
    <div className="events-page events-page--narrow">
      <h1>{t('participate_page.title')}</h1>
      <QueryStatus query={found}>
        {(data) => data && <FoundChallenge companySlug={data.companySlug} id={id} />}
      </QueryStatus>
    </div>
  );
}

/** The event, read under the employee's own key, so « Je participe » updates it in place. */
function FoundChallenge({ companySlug, id }: { companySlug: string; id: number }) {
  const { t } = useTranslation('challenges');
  const challenge = useQuery(myChallengeQueryOptions(companySlug, id));
  return (
    <QueryStatus query={challenge}>
      {({ challenge: found }) => (
        <>
          <EventCard challenge={found} companySlug={companySlug} headingLevel={2} />
          <RouteLink to="space.home" context={{ type: 'employee', companySlug }} className="button">
            {t('participate_page.home')}
          </RouteLink>
        </>
      )}
    </QueryStatus>
  );
}
