import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { buildPath } from '../../../../shared/routes';
import type { EngagementView } from '../../../../shared/engagements/engagement-api.schema';
import { ApplyForm } from '../../../features/engagements/components/ApplyForm';
import { useMissionPageOffline } from '../../../features/missions/offline/use-offline-missions';
import { missionIdFromRef, missionNotFound } from '../../../features/missions/components/search/mission-ref';
import { useSession } from '../../../features/users/api/get-session';
import { showFlash } from '../../../ui/notifications';
import { PageLoading, PageMessage, usePageTitle } from '../../../ui/PageState';
import { OfflineDataNote } from '../../../ui/OfflineDataNote';
import { QueryStatus } from '../../../ui/QueryStatus';
import { RouteLink } from '../../../ui/RouteLink';
import { NotFoundPage } from '../NotFoundPage';
import { BackArrow } from '../../../ui/Bidi';

const PUBLIC = { type: 'public' } as const;

/** `12-distribution` -> its slug part (the id is read by missionIdFromRef). */
const slugOfRef = (ref: string | undefined) => (ref ?? '').replace(/^\d+-?/, '');

/** `/collaborateur/{slug}/missions/{id}-{slug}/apply`: the application form, or why the employee cannot apply (spec §8). */
export function EmployeeApplyPage() {
  const { t } = useTranslation(['engagements', 'errors', 'missions']);
  const params = useParams();
  const companySlug = params.companySlug!;
  const missionId = missionIdFromRef(params.missionRef);
  const navigate = useNavigate();
  // Offline, the mission and its dates as the device kept them: the application then waits in the outbox.
  const { query: page, offline, syncedAt } = useMissionPageOffline({ kind: 'employee', companySlug }, missionId ?? 0, missionId !== null);
  usePageTitle(page.data ? t('apply.title', { mission: page.data.mission.title }) : t('apply.title_short'));
  if (missionId === null) return <NotFoundPage />;
  const context = { type: 'employee', companySlug } as const;

  const applied = (engagement: EngagementView) => {
    showFlash('success', t('apply.sent'));
    navigate(buildPath('engagement.show', context, { engagementId: engagement.id }));
  };
  const queued = () => {
    showFlash('success', t('apply.queued'));
    navigate(buildPath('engagements.list', context));
  };

  return (
    <>
      {offline && <OfflineDataNote syncedAt={syncedAt} />}
      <QueryStatus
        query={page}
        errorFor={missionNotFound}
      >
        {(data) => (
          <div className="stack">
            <RouteLink to="missions.show" params={{ missionId: data.mission.id, missionSlug: data.mission.slug }} className="muted">
              <BackArrow /> {t('apply.back_to_mission')}
            </RouteLink>
            <header>
              <h1>{t('apply.title', { mission: data.mission.title })}</h1>
              {data.association && <p className="muted">{data.association.name}</p>}
            </header>
            {data.apply && !data.apply.allowed ? (
              <section className="card stack">
                <p className="form__error" role="alert">
                  {t(`errors:${data.apply.code}`, { defaultValue: t('errors:UNEXPECTED') })}
                </p>
                <div>
                  <RouteLink to="missions.search" className="button">
                    {t('missions:discovery.page.back_to_search')}
                  </RouteLink>
                </div>
              </section>
            ) : (
              <section className="card">
                <ApplyForm companySlug={companySlug} page={data} onApplied={applied} onQueued={queued} onStale={() => void page.refetch()} />
              </section>
            )}
          </div>
        )}
      </QueryStatus>
    </>
  );
}

/**
 * `/missions/{id}-{slug}/apply` (public): a visitor signs in first and comes
 * back here; then the employee apply route of their company, or a choice when
 * they belong to several companies.
 */
export function PublicApplyPage() {
  const { t } = useTranslation('engagements');
  const location = useLocation();
  const ref = useParams().missionRef;
  const missionId = missionIdFromRef(ref);
  const session = useSession();
  usePageTitle(t('apply.title_short'));
  if (missionId === null) return <NotFoundPage />;
  const missionParams = { missionId, missionSlug: slugOfRef(ref) || String(missionId) };

  if (session.data === undefined) {
    if (session.isError) {
      return (
        <PageMessage title={t('apply.title_short')} body={t('apply.session_failed')}>
          <button type="button" className="button button--primary" onClick={() => session.refetch()}>
            {t('common:error_boundary.retry')}
          </button>
        </PageMessage>
      );
    }
    return <PageLoading />;
  }
  const me = session.data;
  if (!me) {
    return <Navigate to={buildPath('login', PUBLIC, {}, { 'redirect-back': location.pathname })} replace />;
  }
  if (me.companies.length === 1) {
    return <Navigate to={buildPath('missions.apply', { type: 'employee', companySlug: me.companies[0]!.slug }, missionParams)} replace />;
  }
  if (me.companies.length === 0) {
    return (
      <PageMessage title={t('apply.title_short')} body={t('apply.no_company')}>
        <RouteLink to="missions.show" context={PUBLIC} params={missionParams} className="button">
          {t('apply.back_to_mission')}
        </RouteLink>
      </PageMessage>
    );
  }
  return (
    <section className="stack">
      <h1>{t('apply.title_short')}</h1>
      <p>{t('apply.choose_company')}</p>
      <ul className="company-choices">
        {me.companies.map((company) => (
          <li key={company.id}>
            <RouteLink to="missions.apply" context={{ type: 'employee', companySlug: company.slug }} params={missionParams} className="card card--link">
              <strong>{company.name}</strong>
              <span className="muted">{t('apply.apply_as', { company: company.name })}</span>
            </RouteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
