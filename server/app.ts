import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { authRoutes } from './auth/routes';
import { limitRequestBodies } from './http/body-limit';
import { featureGate, readRequestContext, tenantGate } from './http/context';
import { requireSameOriginApi } from './http/csrf';
import { notFoundJson, onError } from './http/errors';
import { clientErrorRoutes } from './http/client-errors';
import { requestLogger } from './http/request-logger';
import { serveClient } from './http/static';
import { localeBundleRoutes } from './http/locale-bundle';
import { missionPageHintRoutes } from './modules/missions/page-hints.routes';
import type { AppDeps, AppEnv } from './http/types';
import { mailRoutes } from './mail/routes';
import { healthRoutes } from './modules/health/routes';
import { adminUserRoutes } from './modules/users/admin.routes';
import { impersonationRoutes } from './modules/users/impersonation.routes';
// The admin space (issue 16): the audit log, the dashboard, applications and the platform's own missions.
import { adminAuditRoutes, auditAdminActions } from './modules/users/admin-audit.routes';
import { adminDashboardRoutes } from './modules/analytics/admin-dashboard.routes';
import { adminEngagementRoutes } from './modules/engagements/admin.routes';
import { adminCatalogueRoutes } from './modules/missions/admin-catalogue.routes';
import { companySettingsRoutes } from './modules/companies/settings.routes';
import { registrationRoutes } from './modules/users/registration.routes';
import { userRoutes } from './modules/users/routes';
import { associationMemberRoutes } from './modules/associations/members.routes';
import { associationDashboardRoutes } from './modules/associations/dashboard.routes';
import { associationSettingsRoutes } from './modules/associations/settings.routes';
import { missionManagementRoutes } from './modules/missions/manage.routes';
import { bookingTargetRoutes } from './modules/missions/booking-targets.routes';
import { companyMemberRoutes } from './modules/companies/members.routes';
import { associationJoinFormRoutes, invitationRoutes } from './modules/users/invitations.routes';
import { placeRoutes } from './modules/places/routes';
import { uploadFileRoutes, uploadRoutes } from './modules/uploads/routes';
import { directoryStorage } from './modules/uploads/storage';
import { tileImageSource } from '../shared/missions/map-tiles';
import { missionExportRoutes } from './modules/missions/exports.routes';
import { missionSearchRoutes } from './modules/missions/search.routes';
import { inviteColleagueRoutes } from './modules/missions/invite-colleagues.routes';
import { associationDirectoryRoutes } from './modules/associations/directory.routes';
import { engagementRoutes } from './modules/engagements/routes';
import { engagementExportRoutes } from './modules/engagements/exports.routes';
import { associationReviewRoutes, companyFollowUpRoutes } from './modules/engagements/review.routes';
import { adminTaxReceiptRoutes, taxReceiptRoutes } from './modules/tax-receipts/tax-receipts.routes';
import { adminIntermissionRoutes, intermissionRoutes } from './modules/intermission/intermission.routes';
import { messengerRoutes } from './modules/engagements/messenger.routes';
import { creditRoutes } from './modules/credits/routes';
import { timeslotSubscriptionRoutes } from './modules/timeslots/subscriptions.routes';
import { syncRoutes } from './modules/sync/routes';
import { levelAnswerRoutes } from './modules/levels/answers.routes';
import { homeRoutes } from './modules/homes/homes.routes';
import { questManagementRoutes } from './modules/quests/manage.routes';
import { questPlayRoutes } from './modules/quests/play.routes';
import { questExportRoutes } from './modules/quests/exports.routes';
import { challengeManagementRoutes } from './modules/challenges/manage.routes';
import { challengeParticipationRoutes } from './modules/challenges/participations.routes';
// Company settings, partner associations and the managers' view (issue 15).
import { companyPartnerRoutes } from './modules/companies/partners.routes';
import { teamRoutes } from './modules/engagements/team.routes';
// Impact dashboards, holdings and first-party analytics (issue 15).
import { dashboardRoutes } from './modules/analytics/dashboard.routes';
import { analyticsEventRoutes } from './modules/analytics/events.routes';
// Legal documents and shared views of the admin space (issue 16).
import { adminLegalDocumentRoutes, legalDocumentRoutes } from './modules/users/legal-documents.routes';
import { adminSharedViewRoutes, sharedViewRoutes } from './modules/missions/shared-views.routes';
// The admin space's associations and companies (issue 16).
import { adminAssociationRoutes } from './modules/associations/admin.routes';
import { adminCompanyRoutes } from './modules/companies/admin.routes';
// Highlights (« Temps forts », issue 17).
import { adminHighlightRoutes, companyHighlightRoutes } from './modules/highlights/manage.routes';
import { companyCatalogueRoutes } from './modules/highlights/selection.routes';
import { employeeHighlightRoutes } from './modules/highlights/employee.routes';
// Selections (issue 17).
import { adminProgramRoutes, programManagementRoutes } from './modules/programs/manage.routes';
import { scimRoutes } from './modules/scim/scim.routes';
import { scimTokenRoutes } from './modules/scim/tokens.routes';
import { ssoPageRoutes, ssoSettingsRoutes } from './modules/sso/sso.routes';
import { demoIdpRoutes } from './modules/sso/demo-idp.routes';
import { socialSignInRoutes } from './modules/companies/social-sign-in.routes';
import { programPlayRoutes } from './modules/programs/play.routes';
// Project calls (issue 18).
import { companyProjectCallRoutes } from './modules/project-calls/manage.routes';
import { employeeProjectCallRoutes, externalProjectCallRoutes } from './modules/project-calls/participate.routes';
// Team building (issue 19): the catalogue, companies' own lists, requests, participants, the export.
import { adminTeamBuildingRoutes } from './modules/team-building/admin.routes';
import { companyTeamBuildingRoutes } from './modules/team-building/company.routes';
import { frenchValidationMessages } from '../shared/validation/french';
import { setValidationTranslator } from '../shared/validation/translator';

// The server answers in French: its error envelopes and mails word the shared schemas' messages from the French file.
setValidationTranslator(frenchValidationMessages);

/** The whole HTTP surface: API, auth and the built PWA, in one Hono app. */
export function createApp(deps: AppDeps) {
  const trustedOrigins = deps.env.trustedOrigins;
  const uploadStorage = directoryStorage(deps.env.uploadDir);

  const api = new Hono<AppEnv>()
    .use(requireSameOriginApi(trustedOrigins))
    .use(readRequestContext(deps))
    // Every administrator's action, with its outcome (the admin audit log, issue 16).
    .use(auditAdminActions(deps))
    .use('/companies/:slug/*', tenantGate(deps.sql, 'company', ['public']))
    .use('/associations/:slug/*', tenantGate(deps.sql, 'association', ['public', 'profile']))
    // Spec §6: each gated feature's routes, once, after the tenant's gate (a pattern also matches its bare path).
    .use('/companies/:slug/missions/*', featureGate(deps.sql, 'missions'))
    .use('/companies/:slug/published-missions/*', featureGate(deps.sql, 'missions'))
    .use('/companies/:slug/published-mission-engagements/*', featureGate(deps.sql, 'missions'))
    .use('/companies/:slug/engagements/*', featureGate(deps.sql, 'missions'))
    .use('/companies/:slug/engagement-follow-up/*', featureGate(deps.sql, 'missions'))
    .use('/companies/:slug/timeslot-subscriptions/*', featureGate(deps.sql, 'missions'))
    .use('/companies/:slug/booking-targets/*', featureGate(deps.sql, 'missions'))
    .use('/companies/:slug/colleagues/*', featureGate(deps.sql, 'missions'))
    .use('/companies/:slug/exports/engagement-timeslots/*', featureGate(deps.sql, 'missions'))
    .use('/companies/:slug/exports/engagements/*', featureGate(deps.sql, 'missions'))
    .use('/companies/:slug/exports/missions/*', featureGate(deps.sql, 'missions'))
    .use('/companies/:slug/credits/*', featureGate(deps.sql, 'credits'))
    .use('/companies/:slug/settings/credits/*', featureGate(deps.sql, 'credits'))
    .use('/companies/:slug/my-team/*', featureGate(deps.sql, 'missions'), featureGate(deps.sql, 'manager_validation'))
    .use('/companies/:slug/settings/validation/*', featureGate(deps.sql, 'manager_validation'))
    .use('/companies/:slug/settings/registration/*', featureGate(deps.sql, 'self_registration'))
    .use('/companies/:slug/quests/*', featureGate(deps.sql, 'quests'))
    .use('/companies/:slug/employee-quests/*', featureGate(deps.sql, 'quests'))
    .use('/companies/:slug/levels/*', featureGate(deps.sql, 'quests'))
    .use('/companies/:slug/exports/quests/*', featureGate(deps.sql, 'quests'))
    .use('/companies/:slug/exports/levels/*', featureGate(deps.sql, 'quests'))
    .use('/companies/:slug/challenges/*', featureGate(deps.sql, 'challenges'))
    .use('/companies/:slug/my-challenges/*', featureGate(deps.sql, 'challenges'))
    .use('/companies/:slug/exports/challenges/*', featureGate(deps.sql, 'challenges'))
    .use('/companies/:slug/highlights/*', featureGate(deps.sql, 'highlights'))
    .use('/companies/:slug/highlight-options/*', featureGate(deps.sql, 'highlights'))
    .use('/companies/:slug/catalogue-highlights/*', featureGate(deps.sql, 'highlights'))
    .use('/companies/:slug/employee-highlights/*', featureGate(deps.sql, 'highlights'))
    // Selections (issue 17); the mission search scoped to one (`?program=`) needs them too.
    .use('/companies/:slug/programs/*', featureGate(deps.sql, 'programs'))
    .use('/companies/:slug/employee-programs/*', featureGate(deps.sql, 'programs'))
    .use('/companies/:slug/catalogue-programs/*', featureGate(deps.sql, 'programs'))
    .use('/companies/:slug/tax-receipts/*', featureGate(deps.sql, 'tax_exemption'))
    .use('/companies/:slug/intermission/*', featureGate(deps.sql, 'intermission'))
    .use('/companies/:slug/exports/intermission/*', featureGate(deps.sql, 'intermission'))
    // Project calls (issue 18); their external pages (`/project-calls/...`) check the call's company themselves.
    .use('/companies/:slug/project-calls/*', featureGate(deps.sql, 'project_calls'))
    .use('/companies/:slug/project-call-options/*', featureGate(deps.sql, 'project_calls'))
    .use('/companies/:slug/employee-project-calls/*', featureGate(deps.sql, 'project_calls'))
    .use('/companies/:slug/exports/project-calls/*', featureGate(deps.sql, 'project_calls'))
    .use('/companies/:slug/exports/project-typeform-responses/*', featureGate(deps.sql, 'project_calls'))
    // Team building (issue 19).
    .use('/companies/:slug/team-buildings/*', featureGate(deps.sql, 'team_building'))
    .use('/companies/:slug/team-building-requests/*', featureGate(deps.sql, 'team_building'))
    .use('/companies/:slug/team-building-associations/*', featureGate(deps.sql, 'team_building'))
    .use('/companies/:slug/employee-team-building/*', featureGate(deps.sql, 'team_building'))
    .use('/companies/:slug/exports/solidarity_team_building/*', featureGate(deps.sql, 'team_building'))
    .use('/companies/:slug/missions/search/*', (c, next) => (c.req.query('program') === undefined ? next() : featureGate(deps.sql, 'programs')(c, next)))
    .route('/', healthRoutes(deps))
    .route('/', clientErrorRoutes(deps))
    .route('/', userRoutes(deps))
    .route('/admin', adminUserRoutes(deps))
    .route('/admin', mailRoutes(deps))
    .route('/admin', adminAssociationRoutes(deps))
    .route('/admin', adminCompanyRoutes(deps))
    .route('/admin', adminAuditRoutes(deps))
    .route('/admin', adminDashboardRoutes(deps))
    .route('/admin', adminEngagementRoutes(deps))
    .route('/admin', adminCatalogueRoutes(deps))
    .route('/admin', adminTaxReceiptRoutes(deps))
    .route('/admin', adminIntermissionRoutes(deps))
    .route('/', registrationRoutes(deps))
    .route('/', companySettingsRoutes(deps))
    .route('/', companyMemberRoutes(deps))
    .route('/', associationMemberRoutes(deps))
    .route('/', associationSettingsRoutes(deps))
    .route('/', associationDashboardRoutes(deps))
    .route('/', missionManagementRoutes(deps))
    .route('/', bookingTargetRoutes(deps))
    .route('/', invitationRoutes(deps))
    .route('/', uploadRoutes(deps, uploadStorage))
    .route('/', placeRoutes(deps))
    .route('/', missionExportRoutes(deps))
    .route('/', missionSearchRoutes(deps))
    .route('/', inviteColleagueRoutes(deps))
    .route('/', associationDirectoryRoutes(deps))
    .route('/', engagementRoutes(deps))
    .route('/', engagementExportRoutes(deps))
    .route('/', companyFollowUpRoutes(deps))
    .route('/', associationReviewRoutes(deps))
    .route('/', taxReceiptRoutes(deps))
    .route('/', intermissionRoutes(deps))
    .route('/', messengerRoutes(deps))
    .route('/', creditRoutes(deps))
    .route('/', timeslotSubscriptionRoutes(deps))
    .route('/', syncRoutes(deps))
    .route('/', levelAnswerRoutes(deps))
    .route('/', homeRoutes(deps))
    .route('/', questManagementRoutes(deps))
    .route('/', questPlayRoutes(deps))
    .route('/', questExportRoutes(deps))
    .route('/', challengeManagementRoutes(deps))
    .route('/', challengeParticipationRoutes(deps))
    // Company settings, partner associations and the managers' view (issue 15).
    .route('/', companyPartnerRoutes(deps))
    .route('/', teamRoutes(deps))
    // Impact dashboards (company, holding) with their reports, and the analytics batches (issue 15).
    .route('/', dashboardRoutes(deps))
    .route('/', analyticsEventRoutes(deps))
    // Legal documents (versions, acceptance) and shared views (issue 16).
    .route('/admin', adminLegalDocumentRoutes(deps, uploadStorage))
    .route('/', legalDocumentRoutes(deps))
    .route('/admin', adminSharedViewRoutes(deps))
    .route('/', sharedViewRoutes(deps))
    // Highlights (« Temps forts », issue 17): the company's, the platform's catalogue, and the employees'.
    .route('/', companyHighlightRoutes(deps))
    .route('/', companyCatalogueRoutes(deps))
    .route('/', employeeHighlightRoutes(deps))
    .route('/admin', adminHighlightRoutes(deps))
    // Selections (issue 17).
    .route('/', programManagementRoutes(deps))
    .route('/admin', adminProgramRoutes(deps))
    // SCIM provisioning tokens (issue 21); the provider's own endpoints are outside /api/v1.
    .route('/', scimTokenRoutes(deps))
    // Single sign-on settings (issue 21); the sign-in pages and our SAML metadata are outside /api/v1.
    .route('/', ssoSettingsRoutes(deps))
    .route('/', socialSignInRoutes(deps))
    .route('/', programPlayRoutes(deps))
    // Project calls (issue 18): the company's, its employees', and the external pages'.
    .route('/', companyProjectCallRoutes(deps))
    .route('/', employeeProjectCallRoutes(deps))
    .route('/', externalProjectCallRoutes(deps))
    // Team building (issue 19): the company's lists and requests, the employees', and the platform's catalogue.
    .route('/', companyTeamBuildingRoutes(deps))
    .route('/admin', adminTeamBuildingRoutes(deps))
    .all('*', notFoundJson);

  const secureHeaderOptions = {
    // 'no-referrer' would make browsers send `Origin: null` on our own form posts (logout, join).
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: deps.env.baseUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false,
  } as const;
  const appHeaders = secureHeaders({
    ...secureHeaderOptions,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // The map tiles of the mission pages come from the configured tile server.
      imgSrc: ["'self'", 'data:', 'blob:', ...(deps.env.mapTiles ? [tileImageSource(deps.env.mapTiles.url)] : [])],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });
  // Uploaded files: should a browser render one anyway (a direct visit, a lax viewer), no script, no form, an opaque origin.
  const uploadHeaders = secureHeaders({
    ...secureHeaderOptions,
    contentSecurityPolicy: { defaultSrc: ["'none'"], imgSrc: ["'self'"], styleSrc: ["'unsafe-inline'"], sandbox: [] },
  });

  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(requestLogger(deps.logger))
    .use((c, next) => (c.req.path.startsWith('/uploads/') ? uploadHeaders(c, next) : appHeaders(c, next)))
    .use(compress())
    .use(limitRequestBodies());

  app.onError(onError);
  app.notFound((c) => (c.req.path.startsWith('/api/') ? notFoundJson(c) : c.text('Not found', 404)));
  app.route('/', authRoutes(deps, trustedOrigins));
  app.route('/', associationJoinFormRoutes(deps, trustedOrigins));
  // Taking and leaving an impersonation are recorded by the same audit middleware as the API.
  app.use('/impersonate/*', auditAdminActions(deps));
  app.route('/', impersonationRoutes(deps, trustedOrigins));
  app.route('/api/v1', api);
  app.all('/api/*', notFoundJson);
  // SCIM 2.0 (issue 21): the company's identity provider, with its bearer token; RFC 7644's own answers.
  app.route('/scim/v2', scimRoutes(deps));
  // Single sign-on (issue 21): /saml2/{slug}/login, login-test and metadata, /oidc/{slug}/login and login-test.
  app.route('/', ssoPageRoutes(deps));
  if (deps.env.demoIdp) app.route('/', demoIdpRoutes(deps));
  // Uploaded files sit outside /api; every other path under /uploads is a 404, never the client shell.
  app.route('/', uploadFileRoutes(uploadStorage));
  // A page's translations in one response (issue 13).
  app.route('/', localeBundleRoutes());
  // A public mission's page names its first picture with the shell (issue 13).
  app.route('/', missionPageHintRoutes(deps.sql));
  if (deps.clientDir) app.use('*', serveClient(deps.clientDir));
  return app;
}

export type App = ReturnType<typeof createApp>;
