import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCompanyChallenges } from '../../../features/challenges/api/get-company-challenges';
import { ChallengeList } from '../../../features/challenges/components/ChallengeList';
import { useSession } from '../../../features/users/api/get-session';
import { canManageSpace } from '../../../lib/can';
import { useOnline } from '../../../lib/online';
import { useSpaceContext } from '../../../lib/space';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { ForbiddenPage } from '../ForbiddenPage';

/** `/entreprise/{slug}/evenements`: the company's awareness events, upcoming and past, for its admins. */
export function ChallengesPage() {
  const { t } = useTranslation('challenges');
  usePageTitle(t('list.title'));
  const slug = useParams().companySlug!;
  const context = useSpaceContext();
  const me = useSession().data!;
  const allowed = canManageSpace(me, context);
  const online = useOnline();
  const challenges = useCompanyChallenges(slug);
  if (!allowed) return <ForbiddenPage />;
  const create = (
    <RouteLink to="challenges.create" className="button button--primary">
      {t('list.create')}
    </RouteLink>
  );
  return (
    <div className="events-page">
      <header className="page-header">
        <div>
          <h1>{t('list.title')}</h1>
          <p className="muted events-page__intro">{t('list.intro')}</p>
        </div>
        {online && challenges.data && challenges.data.challenges.length > 0 && create}
      </header>
      <QueryStatus
        query={challenges}
        errorFor={() =>
          !online && (
            <div className="page-state" role="status">
              <p>{t('list.offline')}</p>
            </div>
          )
        }
      >
        {({ challenges: list }) =>
          list.length === 0 ? (
            <section className="card events-empty" aria-labelledby="events-empty-title">
              <img src="/illustrations/events.svg" alt="" width={160} height={120} />
              <h2 id="events-empty-title">{t('list.empty_title')}</h2>
              <p className="muted">{t('list.empty_body')}</p>
              {create}
            </section>
          ) : (
            <ChallengeList companySlug={slug} challenges={list} />
          )
        }
      </QueryStatus>
    </div>
  );
}
