import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { parseStateFilter } from '../../../../shared/engagements/company-follow-up';
import type { EngagementState } from '../../../../shared/engagements/engagement.machine';
import { buildPath } from '../../../../shared/routes';
import { useCompanyFollowUp, useMissionVolunteers } from '../../../features/engagements/api/company-follow-up';
import { useEngagement } from '../../../features/engagements/api/get-engagements';
import { CompanyEngagementFollowUp } from '../../../features/engagements/components/company/CompanyEngagementFollowUp';
import { CompanyFollowUpTable, StateFilter, TimeslotsExport } from '../../../features/engagements/components/company/CompanyFollowUpList';
import { MissionVolunteers } from '../../../features/engagements/components/company/MissionVolunteers';
import { PublishedMissionReferentActions } from '../../../features/engagements/components/company/PublishedMissionReferentActions';
import { useMissionPage } from '../../../features/missions/api/search-missions';
import { useSession } from '../../../features/users/api/get-session';
import { ApiError } from '../../../lib/api';
import { PageLoading, PageMessage, usePageTitle } from '../../../ui/PageState';
import { QueryStatus } from '../../../ui/QueryStatus';
import { canManageSpace } from '../../../lib/can';
import { useOnline } from '../../../lib/online';
import { spaceOrganisation, useSpaceContext } from '../../../lib/space';
import { ForbiddenPage } from '../ForbiddenPage';
import { NotFoundPage } from '../NotFoundPage';

const STATE_PARAM = 'state';

function errorPage(error: unknown) {
  if (error instanceof ApiError && error.status === 403) return <ForbiddenPage />;
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  return undefined;
}

/** `/entreprise/{slug}/suivi-missions`: the company's employees' applications (admins, holding admins, ambassadors), by state. */
export function CompanyFollowUpPage() {
  const { t } = useTranslation('engagements');
  usePageTitle(t('company_follow_up.list_title'));
  const slug = useParams().companySlug!;
  const me = useSession().data!;
  const context = useSpaceContext();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const state = parseStateFilter(params.get(STATE_PARAM));
  const list = useCompanyFollowUp(slug, state);
  const company = spaceOrganisation(me, context);

  const setState = (next: EngagementState | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(STATE_PARAM, next);
        else updated.delete(STATE_PARAM);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="stack">
      <h1>{t('company_follow_up.list_title')}</h1>
      <p>{t('company_follow_up.list_intro', { company: company?.name ?? slug })}</p>
      <QueryStatus query={list} errorFor={errorPage}>
        {(data) => (
          <>
            <section className="card stack" aria-label={t('company_follow_up.list_title')}>
              <StateFilter value={state} onChange={setState} />
              {data.engagements.length === 0 ? (
                <p className="muted">{state ? t('company_follow_up.empty_filtered', { state: t(`states.${state}`) }) : t('company_follow_up.empty')}</p>
              ) : (
                <CompanyFollowUpTable engagements={data.engagements} />
              )}
            </section>
            <TimeslotsExport companySlug={slug} disabled={!online} />
          </>
        )}
      </QueryStatus>
    </div>
  );
}

/**
 * `/entreprise/{slug}/suivi-missions/{id}`: one application followed by the
 * company; for a mission the company published itself, its referent's steps too.
 */
export function CompanyEngagementPage() {
  const { t } = useTranslation('engagements');
  const { companySlug, engagementId } = useParams();
  const me = useSession().data!;
  const context = useSpaceContext();
  const online = useOnline();
  const engagement = useEngagement(companySlug!, engagementId!);
  usePageTitle(engagement.data ? t('company_follow_up.detail_title', { employee: engagement.data.volunteer.fullName }) : t('company_follow_up.list_title'));
  return (
    <QueryStatus query={engagement} errorFor={errorPage}>
      {(view) => (
        <CompanyEngagementFollowUp
          companySlug={companySlug!}
          engagement={view}
          canDecide={canManageSpace(me, context)}
          online={online}
          referentActions={<PublishedMissionReferentActions companySlug={companySlug!} engagementId={view.id} />}
        />
      )}
    </QueryStatus>
  );
}

/**
 * `/entreprise/{slug}/missions/{id}` when the mission is not one the company
 * published (an association's): its volunteers and subscribers for
 * ambassadors, admins and holding admins; other users are sent to the
 * employee-side mission page (spec §6, the server answers them 403).
 */
export function CompanyAssociationMissionPage({ missionId }: { missionId: number }) {
  const slug = useParams().companySlug!;
  const me = useSession().data!;
  const context = useSpaceContext();
  const online = useOnline();
  const volunteers = useMissionVolunteers(slug, missionId);
  usePageTitle(volunteers.data?.mission.title);
  if (volunteers.error instanceof ApiError && volunteers.error.status === 403) return <EmployeeMissionRedirect companySlug={slug} missionId={missionId} />;
  return (
    <QueryStatus query={volunteers} errorFor={errorPage}>
      {(data) => <MissionVolunteers companySlug={slug} companyName={spaceOrganisation(me, context)?.name ?? slug} data={data} online={online} />}
    </QueryStatus>
  );
}

/** Sends a company user who may not see volunteers to `/collaborateur/{slug}/missions/{id}-{slug}`. */
function EmployeeMissionRedirect({ companySlug, missionId }: { companySlug: string; missionId: number }) {
  const { t } = useTranslation('engagements');
  const page = useMissionPage({ kind: 'employee', companySlug }, missionId);
  if (page.data) {
    return <Navigate replace to={buildPath('missions.show', { type: 'employee', companySlug }, { missionId, missionSlug: page.data.mission.slug })} />;
  }
  if (page.isError) return errorPage(page.error) ?? <ForbiddenPage />;
  return page.isPending ? <PageLoading /> : <PageMessage title={t('company_follow_up.redirecting')} />;
}
