import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { canEnterSpace } from '../../../shared/permissions/spaces';
import { buildPath } from '../../../shared/routes';
import { useSession } from '../../features/users/api/get-session';
import { setApiSpace } from '../../lib/api';
import { useErrorText } from '../../lib/error-text';
import { PageLoading, PageMessage } from '../../ui/PageState';
import { SyncProvider } from '../../lib/sync/SyncProvider';
import { ForbiddenPage } from '../routes/ForbiddenPage';
import { EmployeeNav } from '../routes/employee/EmployeeNav';
import { hasCompanyFeature, managesTeam, spaceOrganisation, useSpaceContext } from '../../lib/space';
import { AppHeader } from './AppHeader';
import './space-layout.css';
import { useAssociationPublic } from '../../features/associations/api/get-association-public';
import { MigratedAssociationPage } from '../../features/associations/components/MigratedAssociationPage';
import { useCompanyPublic } from '../../features/companies/api/get-company-public';
import { MovedProviderBanner } from '../../features/companies/components/MovedProviderBanner';
import type { SpaceContext } from '../../../shared/contexts';

const hasReplica = (context: SpaceContext) => context.type === 'employee' || context.type === 'association';

/**
 * The replica's provider where the space has one; the company and admin spaces get the page alone. The provider is
 * small and part of the shell (a lazy one would hold the page back by a suspension, up to 300 ms offline); it loads
 * Dexie and the sync engine itself, with a dynamic import, only for the employee and association spaces.
 */
function SpaceSync(props: { userId: string; context: SpaceContext; organisationId: number | undefined; children: ReactNode }) {
  if (!hasReplica(props.context)) return <>{props.children}</>;
  return (
    <SyncProvider userId={props.userId} context={props.context} organisationId={props.organisationId}>
      {props.children}
    </SyncProvider>
  );
}

/** The frame of the four signed-in spaces: who may enter, the header, and the page. */
export function SpaceLayout() {
  const { t } = useTranslation();
  const context = useSpaceContext();
  const location = useLocation();
  const session = useSession();
  const errorText = useErrorText();

  if (session.data === undefined) {
    if (session.isError) {
      return (
        <PageMessage title={t('error_boundary.title')} body={errorText(session.error) ?? undefined}>
          <button type="button" className="button button--primary" onClick={() => session.refetch()}>
            {t('error_boundary.retry')}
          </button>
        </PageMessage>
      );
    }
    return <PageLoading />;
  }
  const me = session.data;
  // The last session seen says "signed out", but a sign-in by a full navigation (single sign-on) may have just
  // happened: the server is asked before anyone is sent to a sign-in page.
  if (!me && session.isPlaceholderData && session.isFetching) return <PageLoading />;
  if (!me) {
    // Employees sign in through their company's page; everyone else through /login.
    const redirectBack = location.pathname + location.search;
    const login = context.type === 'employee' ? buildPath('company.login', context) : buildPath('login', { type: 'public' });
    return <Navigate to={`${login}?${new URLSearchParams({ 'redirect-back': redirectBack })}`} replace />;
  }
  // A new version of a legal document addressed to the user: accepted before going on (never by an admin acting as
  // the user; offline, the last session's list waits until the server can take the answer).
  if (me.pendingLegalDocuments?.length && !me.impersonatedBy && !session.isPlaceholderData) {
    return <Navigate to={buildPath('legal.acceptance', { type: 'public' }, {}, { 'redirect-back': location.pathname + location.search })} replace />;
  }

  const allowed = canEnterSpace(me, context);
  const organisation = spaceOrganisation(me, context);
  // Set before the children render so their first requests carry the right ids.
  setApiSpace(context.type === 'association' ? { associationId: organisation?.id } : { companyId: organisation?.id });

  return (
    <div className={`app-shell app-shell--${context.type}`}>
      {/*
        The banner reads its own namespace once the company is known, after the shell showed: its own boundary keeps
        that wait from hiding the whole shell (the root's boundary would blank the page for a moment on every load).
      */}
      {(context.type === 'employee' || context.type === 'company') && (
        <Suspense fallback={null}>
          <CompanyMovedBanner slug={context.companySlug} />
        </Suspense>
      )}
      <AppHeader me={me} context={context} />
      {/* The employee's tabs stay on every page of their space (a bar at the bottom of a phone). */}
      {allowed && context.type === 'employee' && (
        <div className="space-nav">
          <EmployeeNav
            companySlug={context.companySlug}
            has={(feature) => hasCompanyFeature(me, context, feature)}
            showTeam={managesTeam(me, context) /* « Mon équipe » (issue 15) */}
          />
        </div>
      )}
      <main id="main" className="app-main">
        {!allowed ? (
          <ForbiddenPage />
        ) : (
          // The offline replica and sync notices of the employee and association spaces (no-op elsewhere).
          <SpaceSync userId={me.user.id} context={context} organisationId={organisation?.id}>
            {context.type === 'association' ? (
              <AssociationGate slug={context.associationSlug} />
            ) : (
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            )}
          </SpaceSync>
        )}
      </main>
    </div>
  );
}

function CompanyMovedBanner({ slug }: { slug: string }) {
  const company = useCompanyPublic(slug);
  return company.data ? <MovedProviderBanner company={company.data} /> : null;
}

/** An association that moved to another tool shows that screen instead of its space. */
function AssociationGate({ slug }: { slug: string }) {
  const association = useAssociationPublic(slug);
  if (association.data?.migratedToUrl) return <MigratedAssociationPage association={association.data} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
