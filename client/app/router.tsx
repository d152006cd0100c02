import { type ComponentType, type ReactNode, lazy, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Outlet, type Params, type RouteMatch, type RouteObject, matchRoutes, renderMatches, useLocation } from 'react-router';
import { prefetchMissionPage } from '../features/missions/api/prefetch-mission-page';
import { sessionQueryOptions } from '../features/users/api/get-session';
import { PublicLayout } from './layouts/PublicLayout';
import { CompanyPublicLayout } from './routes/company-public/CompanyPublicLayout';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorBoundary } from './layouts/RouteErrorBoundary';
import { SpaceLayout } from './layouts/SpaceLayout';
import { NotFoundPage } from './routes/NotFoundPage';

/**
 * A screen loaded on first visit, so the shell stays small (the layouts' Suspense shows the wait). Once its code is
 * there (the first page is loaded before the first render, see main.tsx), it renders at once: no suspension, so no
 * fallback, after which React would hold the page back (it reveals suspended content 300 ms after a fallback at the
 * earliest).
 */
function page(load: () => Promise<ComponentType>, prefetch?: PageHandle['prefetch']): { element: ReactNode; handle: PageHandle } {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((Component) => (loaded = Component));
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })));
  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded page would remount it.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return { element: <Page />, handle: { preload, prefetch } };
}

interface PageHandle {
  preload: () => Promise<unknown>;
  /** The data the page reads first, asked for with its code when the app opens on it. */
  prefetch?: (queryClient: QueryClient, params: Params) => Promise<unknown>;
}

/** A layout with its own error boundary, so a failing layout never takes the whole app down. */
const guarded = (layout: ReactNode) => <RouteErrorBoundary>{layout}</RouteErrorBoundary>;

/** A space: its layout, and a boundary around its pages so an error keeps the header. */
function space(path: string | undefined, children: RouteObject[]): RouteObject {
  return { path, element: guarded(<SpaceLayout />), children: [{ element: guarded(<Outlet />), children }] };
}

/** An employee page's data are asked for once the session says someone is signed in: a signed-out visit goes to sign in. */
const whenSignedIn =
  (prefetch: NonNullable<PageHandle['prefetch']>): PageHandle['prefetch'] =>
  async (queryClient, params) => {
    if (await queryClient.fetchQuery(sessionQueryOptions())) await prefetch(queryClient, params);
  };

const companyPages = () => import('./routes/company-public/CompanyPages');
const followUpPages = () => import('./routes/company-public/RegistrationFollowUpPages');
const passwordPages = () => import('./routes/public/PasswordPages');

// Each space's home in its own chunk: the employee's does not load the company dashboard.
const employeeHome = page(() => import('./routes/employee/EmployeeHomePage').then((m) => m.EmployeeHomePage));
const companyHome = page(() => import('./routes/company/CompanyHomePage').then((m) => m.CompanyHomePage));
const publicMissionSearch = () => import('./routes/public/MissionSearchPages');
const publicAssociations = () => import('./routes/public/AssociationPages');
const employeeAssociations = () => import('./routes/employee/AssociationPages');
const applyPages = () => import('./routes/employee/ApplyPage');
// Skills sponsorship (issue 20): one part for its screens; intermission's pages on their own.
const sponsorshipPages = () => import('./routes/company/SponsorshipPages');
const intermissionPages = () => import('./routes/company/IntermissionPage');
const challengeAgenda = () => import('./routes/employee/ChallengeAgendaPage');
const challengeEditor = page(() => import('./routes/company/ChallengeEditorPage').then((m) => m.ChallengeEditorPage));

// Mission management (association space, and company-published missions in the company space).
const missionCommands = () => import('./routes/association/MissionCommandPage');
const missionEditor = page(() => import('./routes/association/MissionEditorPage').then((m) => m.MissionEditorPage));
const missionPages: RouteObject[] = [
  { path: 'missions/:missionId', ...page(() => import('./routes/association/MissionPage').then((m) => m.MissionPage)) },
  { path: 'missions/:missionId/editer', ...missionEditor },
  { path: 'missions/:missionId/dupliquer', ...page(() => missionCommands().then((m) => m.DuplicateMissionPage)) },
  { path: 'missions/:missionId/depublier', ...page(() => missionCommands().then((m) => m.UnpublishMissionPage)) },
  { path: 'missions/:missionId/archiver', ...page(() => missionCommands().then((m) => m.ArchiveMissionPage)) },
];

// Highlights (« Temps forts », issue 17): one editor page creates and edits, in the company and admin spaces.
const highlightEditor = page(() => import('./routes/company/HighlightEditorPage').then((m) => m.HighlightEditorPage));
const adminHighlight = page(() => import('./routes/admin/AdminHighlightPage').then((m) => m.AdminHighlightPage));
const adminProgramEditor = page(() => import('./routes/admin/AdminProgramsPage').then((m) => m.AdminProgramEditorPage));

// Project calls (issue 18): one form creates and edits a call; the employee's and the external pages share a module each.
const projectCallEditor = page(() => import('./routes/company/ProjectCallEditorPage').then((m) => m.ProjectCallEditorPage));
const employeeProjectCalls = () => import('./routes/employee/ProjectCallPages');
const externalProjectCalls = () => import('./routes/public/ExternalProjectCallPages');
// Team building (issue 19): one module per page (each weighed alone); one editor creates and edits, per space.
const adminTeamBuildingEditor = page(() => import('./routes/admin/AdminTeamBuildingEditorPage').then((m) => m.AdminTeamBuildingEditorPage));
const teamBuildingEditor = page(() => import('./routes/company/TeamBuildingEditorPage').then((m) => m.TeamBuildingEditorPage));

const questWizard = page(() => import('./routes/company/QuestWizardPage').then((m) => m.QuestWizardPage));
// Selections (issue 17): one page creates a selection and shows and edits an existing one.
const programEditor = page(() => import('./routes/company/ProgramEditorPage').then((m) => m.ProgramEditorPage));

export const routes: RouteObject[] = [
  {
    element: guarded(<RootLayout />),
    children: [
      // Spec §2 'SSO and provisioning': the company's page for a first sign-in with Google (issue 21).
      {
        path: '/google/:companySlug/first-connection',
        element: guarded(<CompanyPublicLayout />),
        children: [{ index: true, ...page(() => companyPages().then((m) => m.GoogleFirstConnectionPage)) }],
      },
      {
        path: '/collaborateur/:companySlug',
        children: [
          // Before signing in: the company's own entrance (spec §2 'Employee authentication per company').
          {
            element: guarded(<CompanyPublicLayout />),
            children: [
              { index: true, ...page(() => companyPages().then((m) => m.CompanyLandingPage)) },
              { path: 'connexion', ...page(() => companyPages().then((m) => m.CompanyLoginPage)) },
              { path: 'inscription', ...page(() => companyPages().then((m) => m.EmployeeRegistrationPage)) },
              { path: 'inscription/complete', ...page(() => followUpPages().then((m) => m.RegistrationCompletePage)) },
              { path: 'inscription/email/renvoyer', ...page(() => followUpPages().then((m) => m.RegistrationResendPage)) },
              { path: 'mot-de-passe/oubli', ...page(() => passwordPages().then((m) => m.PasswordForgottenPage)) },
              { path: 'mot-de-passe/reinitialiser', ...page(() => passwordPages().then((m) => m.PasswordResetPage)) },
              { path: 'finaliser-inscription', ...page(() => import('./routes/public/FinalizeInvitationPage').then((m) => m.FinalizeInvitationPage)) },
            ],
          },
          space(undefined, [
            { path: 'accueil', ...employeeHome },
            // Discovery (spec §2): the missions and associations open to the employee.
            { path: 'missions', ...page(() => import('./routes/employee/MissionSearchPage').then((m) => m.MissionSearchPage)) },
            {
              path: 'missions/:missionRef',
              ...page(
                () => import('./routes/employee/MissionPage').then((m) => m.MissionPage),
                whenSignedIn((queryClient, params) =>
                  prefetchMissionPage(queryClient, { kind: 'employee', companySlug: params.companySlug! }, params.missionRef),
                ),
              ),
            },
            { path: 'associations', ...page(() => employeeAssociations().then((m) => m.AssociationsDirectoryPage)) },
            { path: 'associations/:associationSlug', ...page(() => employeeAssociations().then((m) => m.AssociationPage)) },
            // Applications and solidarity days (spec §2 employee space, §4, §8).
            { path: 'missions/:missionRef/apply', ...page(() => applyPages().then((m) => m.EmployeeApplyPage)) },
            { path: 'mes-experiences', ...page(() => import('./routes/employee/ExperiencesPage').then((m) => m.ExperiencesPage)) },
            { path: 'mes-experiences/:engagementId', ...page(() => import('./routes/employee/ExperiencePage').then((m) => m.ExperiencePage)) },
            { path: 'jours-solidaires', ...page(() => import('./routes/employee/CreditsPage').then((m) => m.CreditsPage)) },
            // Awareness quests (spec §2): the level opens in the side panel (?panel-challenge={levelId}).
            { path: 'defis', ...page(() => import('./routes/employee/QuestsPage').then((m) => m.QuestsPage)) },
            { path: 'defis/:questRef', ...page(() => import('./routes/employee/QuestPage').then((m) => m.QuestPage)) },
            {
              path: 'engagements/:engagementId/engagement-agreement',
              ...page(() => import('./routes/employee/AgreementPage').then((m) => m.AgreementPage)),
            },
            // A highlight's page (« Temps forts », spec §2).
            { path: 'temps-forts/:highlightRef', ...page(() => import('./routes/employee/HighlightPage').then((m) => m.HighlightPage)) },
            // « Ajouter à mon agenda » (spec §2 calendar exports of an event).
            { path: 'challenge/:challengeId/agenda/google-agenda', ...page(() => challengeAgenda().then((m) => m.GoogleAgendaPage)) },
            { path: 'challenge/:challengeId/agenda/icalendar', ...page(() => challengeAgenda().then((m) => m.ICalendarPage)) },
            { path: 'challenge/:challengeId/agenda/microsoft-outlook', ...page(() => challengeAgenda().then((m) => m.OutlookPage)) },
            // A selection of the company (issue 17): its page, its missions through the search.
            { path: 'selections/:programRef', ...page(() => import('./routes/employee/ProgramPage').then((m) => m.ProgramPage)) },
            // Project calls (issue 18): the list with the active call, a call, one's project form, a project.
            { path: 'appels-a-projets', ...page(() => employeeProjectCalls().then((m) => m.EmployeeProjectCallsPage)) },
            { path: 'appels-a-projets/preview/:projectCallId', ...page(() => employeeProjectCalls().then((m) => m.EmployeeProjectCallPage)) },
            { path: 'appels-a-projets/preview/:projectCallId/mon-projet', ...page(() => employeeProjectCalls().then((m) => m.EmployeeProjectFormPage)) },
            { path: 'appels-a-projets/:projectCallId/projets/:projectId', ...page(() => employeeProjectCalls().then((m) => m.EmployeeProjectPage)) },
            // Team building (issue 19): the company's confirmed requests to join, and testimonies.
            { path: 'team-building', ...page(() => import('./routes/employee/TeamBuildingPage').then((m) => m.TeamBuildingPage)) },
            // The managers' view « Mon équipe » (issue 15).
            { path: 'management-collaborateurs', ...page(() => import('./routes/employee/TeamPage').then((m) => m.TeamPage)) },
            // The intermission offer and the employee's own periods (issue 20).
            { path: 'intermission', ...page(() => intermissionPages().then((m) => m.EmployeeIntermissionPage)) },
          ]),
        ],
      },
      space('/entreprise/:companySlug', [
        { index: true, ...companyHome },
        { path: 'parametres', ...page(() => import('./routes/company/SettingsPage').then((m) => m.SettingsPage)) },
        { path: 'volontaires', ...page(() => import('./routes/company/MembersPage').then((m) => m.MembersPage)) },
        // Missions the company publishes itself: the association's mission screens, against /companies/:slug/published-missions.
        ...missionPages,
        // The company's follow-up of its employees' applications (issue 6).
        { path: 'suivi-missions', ...page(() => import('./routes/company/EngagementFollowUpPages').then((m) => m.CompanyFollowUpPage)) },
        { path: 'suivi-missions/:engagementId', ...page(() => import('./routes/company/EngagementFollowUpPages').then((m) => m.CompanyEngagementPage)) },
        // Awareness quests: the list, the three-step wizard (creation and edition), a quest's page.
        { path: 'defis', ...page(() => import('./routes/company/QuestsPage').then((m) => m.QuestsPage)) },
        { path: 'defis/creer', ...questWizard },
        { path: 'defis/:questId/editer', ...questWizard },
        { path: 'defis/:questId', ...page(() => import('./routes/company/QuestPage').then((m) => m.QuestPage)) },
        // Awareness events (« Événements »): the list, and the form that creates and edits one.
        { path: 'evenements', ...page(() => import('./routes/company/ChallengesPage').then((m) => m.ChallengesPage)) },
        { path: 'evenements/creer', ...challengeEditor },
        { path: 'evenements/:challengeId/editer', ...challengeEditor },
        // Highlights (« Temps forts », issue 17): the list with the catalogue's offer, the editor, a catalogue highlight.
        { path: 'temps-forts', ...page(() => import('./routes/company/HighlightsPage').then((m) => m.HighlightsPage)) },
        { path: 'temps-forts/creer', ...highlightEditor },
        { path: 'temps-forts/:highlightId', ...highlightEditor },
        { path: 'temps-forts/catalogue/:catalogHighlightId', ...page(() => import('./routes/company/CatalogueHighlightPage').then((m) => m.CatalogueHighlightPage)) },
        // Selections (issue 17): the list, the form that creates one, a selection's page (see and edit).
        { path: 'programmes', ...page(() => import('./routes/company/ProgramsPage').then((m) => m.ProgramsPage)) },
        { path: 'programmes/creer', ...programEditor },
        { path: 'programmes/:programId', ...programEditor },
        // Project calls (issue 18): the list, the form, a call with its projects to review, a project.
        { path: 'appels-a-projets', ...page(() => import('./routes/company/ProjectCallsPage').then((m) => m.ProjectCallsPage)) },
        { path: 'appels-a-projets/creer', ...projectCallEditor },
        { path: 'appels-a-projets/:projectCallId/editer', ...projectCallEditor },
        { path: 'appels-a-projets/:projectCallId', ...page(() => import('./routes/company/ProjectCallPage').then((m) => m.ProjectCallPage)) },
        { path: 'appels-a-projets/:projectCallId/projets/:projectId', ...page(() => import('./routes/company/CompanyProjectPage').then((m) => m.CompanyProjectPage)) },
        // Team building (issue 19): the catalogue and the company's own list, the form, an activity, a request.
        { path: 'team-building', ...page(() => import('./routes/company/TeamBuildingPage').then((m) => m.TeamBuildingPage)) },
        { path: 'team-building/creer', ...teamBuildingEditor },
        { path: 'team-building/demandes/:requestId', ...page(() => import('./routes/company/TeamBuildingRequestPage').then((m) => m.TeamBuildingRequestPage)) },
        { path: 'team-building/:teamBuilding', ...page(() => import('./routes/company/TeamBuildingDetailPage').then((m) => m.TeamBuildingDetailPage)) },
        { path: 'team-building/:teamBuilding/editer', ...teamBuildingEditor },
        // Partner associations (issue 15): the list and its search tab (?bar_tab=search), an association's page.
        { path: 'associations', ...page(() => import('./routes/company/PartnerAssociationsPage').then((m) => m.PartnerAssociationsPage)) },
        { path: 'associations/:associationSlug', ...page(() => import('./routes/company/PartnerAssociationPage').then((m) => m.PartnerAssociationPage)) },
        // « Reçus fiscaux » (issue 20): skills sponsorship lines and receipts.
        { path: 'recus-fiscaux', ...page(() => sponsorshipPages().then((m) => m.CompanyTaxReceiptsPage)) },
        // Intermission (issue 20): the offer, the periods lent, their tax estimate, the reporting export.
        { path: 'intermission', ...page(() => intermissionPages().then((m) => m.CompanyIntermissionPage)) },
      ]),
      space('/association/:associationSlug', [
        { index: true, ...page(() => import('./routes/association/AssociationHomePage').then((m) => m.AssociationHomePage)) },
        { path: 'membres', ...page(() => import('./routes/association/MembersPage').then((m) => m.MembersPage)) },
        { path: 'demarrage', ...page(() => import('./routes/association/OnboardingPage').then((m) => m.OnboardingPage)) },
        { path: 'parametres', ...page(() => import('./routes/association/AssociationSettingsPage').then((m) => m.AssociationSettingsPage)) },
        { path: 'missions', ...page(() => import('./routes/association/MissionsPage').then((m) => m.MissionsPage)) },
        { path: 'missions/creer-une-mission', ...missionEditor },
        ...missionPages,
        // Applications: the referent handles them, other members read; the messenger with the volunteer.
        { path: 'suivi-missions/:engagementId', ...page(() => import('./routes/association/EngagementFollowUpPage').then((m) => m.EngagementFollowUpPage)) },
        { path: 'messagerie/:engagementId', ...page(() => import('./routes/association/EngagementMessengerPage').then((m) => m.EngagementMessengerPage)) },
        // « Reçus fiscaux » (issue 20): the time companies gave, and the receipts the association issues.
        { path: 'recus-fiscaux', ...page(() => sponsorshipPages().then((m) => m.AssociationTaxReceiptsPage)) },
      ]),
      space('/admin', [
        // The admin space's home is its dashboard (issue 16).
        { index: true, ...page(() => import('./routes/admin/AdminDashboardPage').then((m) => m.AdminDashboardPage)) },
        { path: 'utilisateurs', ...page(() => import('./routes/admin/AdminUsersPage').then((m) => m.AdminUsersPage)) },
        { path: 'utilisateurs/:userId', ...page(() => import('./routes/admin/AdminUserPage').then((m) => m.AdminUserPage)) },
        { path: 'engagements/:engagementId', ...page(() => import('./routes/admin/AdminEngagementPage').then((m) => m.AdminEngagementPage)) },
        // « Catalogue »: the missions the platform publishes itself.
        { path: 'missions', ...page(() => import('./routes/admin/AdminMissionsPage').then((m) => m.AdminMissionsPage)) },
        { path: 'boite-mail', ...page(() => import('./routes/admin/AdminMailboxPage').then((m) => m.AdminMailboxPage)) },
        // Legal documents and shared views (issue 16).
        { path: 'actions-operationnelles/documents-juridiques', ...page(() => import('./routes/admin/AdminLegalDocumentsPage').then((m) => m.AdminLegalDocumentsPage)) },
        { path: 'partage-vues', ...page(() => import('./routes/admin/AdminSharedViewsPage').then((m) => m.AdminSharedViewsPage)) },
        // Associations and companies (issue 16).
        { path: 'associations', ...page(() => import('./routes/admin/AdminAssociationsPage').then((m) => m.AdminAssociationsPage)) },
        { path: 'associations/:associationSlug', ...page(() => import('./routes/admin/AdminAssociationPage').then((m) => m.AdminAssociationPage)) },
        { path: 'entreprises', ...page(() => import('./routes/admin/AdminCompaniesPage').then((m) => m.AdminCompaniesPage)) },
        { path: 'entreprises/creer', ...page(() => import('./routes/admin/AdminCompanyCreatePage').then((m) => m.AdminCompanyCreatePage)) },
        { path: 'entreprises/:companySlug', ...page(() => import('./routes/admin/AdminCompanyPage').then((m) => m.AdminCompanyPage)) },
        // The platform's catalogue of highlights (issue 17).
        { path: 'temps-forts', ...page(() => import('./routes/admin/AdminHighlightsPage').then((m) => m.AdminHighlightsPage)) },
        { path: 'temps-forts/catalogue/creer', ...adminHighlight },
        { path: 'temps-forts/catalogue/:catalogHighlightId', ...adminHighlight },
        // The platform's catalogue of selections (issue 17, spec §6).
        { path: 'selections', ...page(() => import('./routes/admin/AdminProgramsPage').then((m) => m.AdminProgramsPage)) },
        { path: 'selections/creer', ...adminProgramEditor },
        { path: 'selections/:programId', ...adminProgramEditor },
        // Tax exemptions (issue 20): the list and one exemption with its receipts.
        { path: 'tax-exemption', ...page(() => sponsorshipPages().then((m) => m.AdminTaxExemptionsPage)) },
        { path: 'tax-exemption/:taxExemptionId', ...page(() => sponsorshipPages().then((m) => m.AdminTaxExemptionPage)) },
        // The platform's catalogue of team buildings (issue 19).
        { path: 'team-building', ...page(() => import('./routes/admin/AdminTeamBuildingsPage').then((m) => m.AdminTeamBuildingsPage)) },
        { path: 'team-building/creer', ...adminTeamBuildingEditor },
        { path: 'team-building/:teamBuilding', ...page(() => import('./routes/admin/AdminTeamBuildingPage').then((m) => m.AdminTeamBuildingPage)) },
        { path: 'team-building/:teamBuilding/editer', ...adminTeamBuildingEditor },
      ]),
      {
        element: guarded(<PublicLayout />),
        children: [
          { index: true, ...page(() => import('./routes/public/HomeRedirect').then((m) => m.HomeRedirect)) },
          { path: 'login', ...page(() => import('./routes/public/LoginPage').then((m) => m.LoginPage)) },
          { path: 'defis/:questRef', ...page(() => import('./routes/public/QuestPage').then((m) => m.QuestPage)) },
          { path: 'defis/levels/:levelRef/achieve', ...page(() => import('./routes/public/LevelAchievePage').then((m) => m.LevelAchievePage)) },
          { path: 'login/complete-email', ...page(() => import('./routes/public/LoginEmailPage').then((m) => m.LoginEmailPage)) },
          { path: 'login/sso-error', ...page(() => import('./routes/public/SsoErrorPage').then((m) => m.SsoErrorPage)) },
          { path: 'verification-email', ...page(() => import('./routes/public/EmailVerificationPage').then((m) => m.EmailVerificationPage)) },
          { path: 'mot-de-passe/oubli', ...page(() => passwordPages().then((m) => m.PasswordForgottenPage)) },
          { path: 'mot-de-passe/reinitialiser', ...page(() => passwordPages().then((m) => m.PasswordResetPage)) },
          { path: 'inscription-association', ...page(() => import('./routes/public/AssociationRegistrationPage').then((m) => m.AssociationRegistrationPage)) },
          {
            path: 'inscription-association/:companySlug',
            ...page(() => import('./routes/public/AssociationRegistrationPage').then((m) => m.AssociationRegistrationPage)),
          },
          { path: 'logout', ...page(() => import('./routes/public/LogoutPage').then((m) => m.LogoutPage)) },
          // A holding's companies and consolidated dashboard, for its holding admins (issue 15).
          { path: 'groupe/:holdingSlug', ...page(() => import('./routes/public/HoldingPage').then((m) => m.HoldingPage)) },
          // The join form an association invitation opens: public, before the member has an account.
          { path: 'association/:associationSlug/rejoindre', ...page(() => import('./routes/public/AssociationJoinPage').then((m) => m.AssociationJoinPage)) },
          { path: 'mon-compte', ...page(() => import('./routes/public/AccountPage').then((m) => m.AccountPage)) },
          { path: 'changer-organisation', ...page(() => import('./routes/public/SwitchOrganisationPage').then((m) => m.SwitchOrganisationPage)) },
          { path: 'home', ...page(() => import('./routes/public/LandingPage').then((m) => m.LandingPage)) },
          // Discovery for visitors (spec §2): mission search, one thematic, mission pages, the association directory.
          { path: 'toutes-les-missions', ...page(() => publicMissionSearch().then((m) => m.MissionSearchPage)) },
          { path: 's-engager-pour/:thematicSlug', ...page(() => publicMissionSearch().then((m) => m.ThematicMissionsPage)) },
          {
            path: 'missions/:missionRef',
            ...page(
              () => import('./routes/public/MissionPage').then((m) => m.MissionPage),
              (queryClient, params) => prefetchMissionPage(queryClient, { kind: 'public' }, params.missionRef),
            ),
          },
          { path: 'missions/:missionRef/apply', ...page(() => applyPages().then((m) => m.PublicApplyPage)) },
          { path: 'toutes-nos-associations', ...page(() => publicAssociations().then((m) => m.AssociationsDirectoryPage)) },
          { path: 'associations/:associationSlug', ...page(() => publicAssociations().then((m) => m.AssociationPage)) },
          { path: 'privacy-policy', ...page(() => import('./routes/public/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage)) },
          { path: ':companySlug/privacy-policy', ...page(() => import('./routes/public/PrivacyPolicyPage').then((m) => m.CompanyPrivacyPolicyPage)) },
          { path: 'impersonate/take/:userId', ...page(() => import('./routes/public/ImpersonationPages').then((m) => m.ImpersonateTakePage)) },
          { path: 'impersonate/leave', ...page(() => import('./routes/public/ImpersonationPages').then((m) => m.ImpersonateLeavePage)) },
          // The manager's link (no account): validates or refuses an employee's work-time dates.
          { path: 'validation-manager/:validationToken', ...page(() => import('./routes/public/ManagerValidationPage').then((m) => m.ManagerValidationPage)) },
          // An event's public link: sign in, then register.
          { path: 'challenge/:challengeId/participate', ...page(() => import('./routes/public/ChallengeParticipatePage').then((m) => m.ChallengeParticipatePage)) },
          // Legal documents (issue 16): the current ones for anyone, and their acceptance asked after sign-in.
          { path: 'documents-juridiques', ...page(() => import('./routes/public/LegalDocumentsPage').then((m) => m.LegalDocumentsPage)) },
          { path: 'accepter-les-conditions', ...page(() => import('./routes/public/LegalAcceptancePage').then((m) => m.LegalAcceptancePage)) },
          // Shared views (spec §2): read by anyone holding the link.
          { path: 'decouvrir-nos-missions/:hash', ...page(() => import('./routes/public/SharedMissionsPage').then((m) => m.SharedMissionsPage)) },
          { path: 'decouvrir-nos-associations/:hash', ...page(() => import('./routes/public/SharedAssociationsPage').then((m) => m.SharedAssociationsPage)) },
          // An external project call (issue 18): its public link, its page, the sign-in by e-mail code.
          { path: 'appel-a-projets/partage/:shareId', ...page(() => externalProjectCalls().then((m) => m.ProjectCallSharePage)) },
          { path: 'appel-a-projets/:companySlug/:projectCallId', ...page(() => externalProjectCalls().then((m) => m.ExternalProjectCallPage)) },
          { path: 'appel-a-projets/:companySlug/:projectCallId/connexion', ...page(() => externalProjectCalls().then((m) => m.ExternalProjectCallLoginPage)) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The routes matched to the last address asked for: matched once for the page's preload and its render, not on every
 * render (matching 140 routes costs a mid-range phone tens of milliseconds, issue 13).
 */
let lastMatch: { pathname: string; matches: RouteMatch[] | null } | undefined;
function matchesFor(pathname: string): RouteMatch[] | null {
  if (lastMatch?.pathname !== pathname) lastMatch = { pathname, matches: matchRoutes(routes, pathname) };
  return lastMatch.matches;
}

/**
 * The app's pages. Declarative routing (BrowserRouter, the matched routes rendered) rather than a data router: the
 * app loads its data with TanStack Query, not loaders, and the data router's code weighs twice as much in the shell
 * every page loads.
 */
export function AppRoutes() {
  return renderMatches(matchesFor(useLocation().pathname));
}

/**
 * Starts loading the code of the page at `pathname` now, with its translations (scripts/namespace-preload.ts) and the
 * data its route prefetches, instead of after the first render. Resolves once the code is there: the first render
 * waits for it (main.tsx), never for the data.
 */
export function preloadPage(pathname: string, queryClient: QueryClient): Promise<unknown> {
  const matches = matchesFor(pathname) ?? [];
  // A failure here is met again, and reported, when the page renders. The data are not waited for: the page shows its
  // loading state if they are still on their way.
  for (const { route, params } of matches) void (route.handle as PageHandle | undefined)?.prefetch?.(queryClient, params).catch(() => undefined);
  return Promise.all(matches.map((match) => (match.route.handle as PageHandle | undefined)?.preload().catch(() => undefined)));
}
