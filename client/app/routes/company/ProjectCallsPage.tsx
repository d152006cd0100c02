import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCompanyProjectCalls } from '../../../features/project-calls/api/project-calls';
import { ProjectCallRows } from '../../../features/project-calls/components/ProjectCallRows';
import { useSession } from '../../../features/users/api/get-session';
import { canManageSpace } from '../../../lib/can';
import { useOnline } from '../../../lib/online';
import { hasCompanyFeature, useSpaceContext } from '../../../lib/space';
import { usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { ForbiddenPage } from '../ForbiddenPage';

/** `/entreprise/{slug}/appels-a-projets`: the company's project calls, each with its phase and its projects to review. */
export function ProjectCallsPage() {
  const { t } = useTranslation('project-calls');
  usePageTitle(t('list.title'));
  const slug = useParams().companySlug!;
  const context = useSpaceContext();
  const me = useSession().data!;
  const online = useOnline();
  const allowed = canManageSpace(me, context) && hasCompanyFeature(me, context, 'project_calls');
  const query = useCompanyProjectCalls(slug);
  if (!allowed) return <ForbiddenPage />;
  const create = (
    <RouteLink to="projectCalls.create" className="button button--primary">
      {t('list.create')}
    </RouteLink>
  );
  return (
    <div className="project-call-page">
      <header className="page-header">
        <div>
          <h1>{t('list.title')}</h1>
          <p className="muted">{t('list.intro')}</p>
        </div>
        {online && create}
      </header>
      <QueryStatus
        query={query}
        errorFor={() =>
          !online && (
            <div className="page-state" role="status">
              <p>{t('offline')}</p>
            </div>
          )
        }
      >
        {({ projectCalls }) =>
          projectCalls.length === 0 ? (
            <section className="card" aria-labelledby="project-calls-empty">
              <h2 id="project-calls-empty">{t('list.empty_title')}</h2>
              <p className="muted">{t('list.empty_body')}</p>
              {create}
            </section>
          ) : (
            <ProjectCallRows calls={projectCalls} context={context} side="company" />
          )
        }
      </QueryStatus>
    </div>
  );
}
