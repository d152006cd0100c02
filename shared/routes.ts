/**
 * The route map: route name -> path template per context. Every link in the
 * client is built from here (spec §2 'Link-builder route names and parameters').
 *
 * Templates use `{param}`. `companySlug` and `associationSlug` of the current
 * space are taken from the context, so callers pass only the route's own
 * parameters.
 */
import type { ContextType, SpaceContext } from './contexts';

type Templates = Partial<Record<ContextType, string>>;

export const ROUTES = {
  // Pages of the shell (not in the spec's link-builder list, but links are built the same way).
  home: { public: '/' },
  login: { public: '/login' },
  loginCompleteEmail: { public: '/login/complete-email' },
  logout: { public: '/logout' },
  account: { public: '/mon-compte' },
  switchOrganisation: { public: '/changer-organisation' },
  loginSsoError: { public: '/login/sso-error' },
  // Single sign-on of a company's employees (spec §2 'SSO and provisioning', issue 21): served by the server.
  'sso.samlLogin': { public: '/saml2/{companySlug}/login' },
  'sso.samlLoginTest': { public: '/saml2/{companySlug}/login-test' },
  'sso.samlMetadata': { public: '/saml2/{companySlug}/metadata' },
  'sso.samlMetadataExport': { public: '/saml2/{companySlug}/metadata/export' },
  'sso.oidcLogin': { public: '/oidc/{companySlug}/login' },
  'sso.oidcLoginTest': { public: '/oidc/{companySlug}/login-test' },
  emailVerification: { public: '/verification-email' },
  passwordForgotten: { public: '/mot-de-passe/oubli', employee: '/collaborateur/{companySlug}/mot-de-passe/oubli' },
  passwordReset: { public: '/mot-de-passe/reinitialiser', employee: '/collaborateur/{companySlug}/mot-de-passe/reinitialiser' },
  associationRegistration: { public: '/inscription-association' },
  associationRegistrationForCompany: { public: '/inscription-association/{companySlug}' },
  // The employee authentication pages of one company (spec §2), before the user is signed in.
  'company.landing': { employee: '/collaborateur/{companySlug}' },
  'company.login': { employee: '/collaborateur/{companySlug}/connexion' },
  'company.registration': { employee: '/collaborateur/{companySlug}/inscription' },
  'company.registrationComplete': { employee: '/collaborateur/{companySlug}/inscription/complete' },
  'company.registrationResend': { employee: '/collaborateur/{companySlug}/inscription/email/renvoyer' },
  // Spec §2 'SSO and provisioning': a company's page that links an employee's Google account on first use (issue 21).
  'company.googleFirstConnection': { public: '/google/{companySlug}/first-connection' },
  'companies.settings': { company: '/entreprise/{companySlug}/parametres' },
  // Members of an organisation, and the pages an invitation link opens (public, before signing in).
  'companies.members': { company: '/entreprise/{companySlug}/volontaires' },
  'associations.members': { association: '/association/{associationSlug}/membres' },
  'invitations.finalize': { employee: '/collaborateur/{companySlug}/finaliser-inscription' },
  'associations.join': { association: '/association/{associationSlug}/rejoindre' },
  'associations.joinAction': { association: '/association/{associationSlug}/rejoindre/{token}' },
  privacyPolicy: { public: '/privacy-policy' },
  // Accounts: landing page, a company's privacy policy, impersonation and the admin pages of users and mail.
  landing: { public: '/home' },
  companyPrivacyPolicy: { public: '/{companySlug}/privacy-policy' },
  'impersonation.take': { public: '/impersonate/take/{userId}' },
  'impersonation.leave': { public: '/impersonate/leave' },
  'admin.users': { admin: '/admin/utilisateurs' },
  'admin.mailbox': { admin: '/admin/boite-mail' },
  // Legal documents and shared views (issue 16): the admin pages, the acceptance asked after sign-in, the public pages.
  'admin.legalDocuments': { admin: '/admin/actions-operationnelles/documents-juridiques' },
  'admin.sharedViews': { admin: '/admin/partage-vues' },
  'legal.documents': { public: '/documents-juridiques' },
  'legal.acceptance': { public: '/accepter-les-conditions' },
  'sharedViews.missions': { public: '/decouvrir-nos-missions/{hash}' },
  'sharedViews.associations': { public: '/decouvrir-nos-associations/{hash}' },
  // The admin space's associations and companies (issue 16); one of each is admin.associations.show / admin.companies.show.
  'admin.associations': { admin: '/admin/associations' },
  'admin.companies': { admin: '/admin/entreprises' },
  'admin.companies.create': { admin: '/admin/entreprises/creer' },
  // « Catalogue » of the admin space (issue 16): the missions the platform publishes itself.
  'admin.missions': { admin: '/admin/missions' },
  managerValidation: { public: '/validation-manager/{validationToken}' },
  // Association space (spec §2): onboarding, settings, and mission management (also for company-published missions).
  'associations.onboarding': { association: '/association/{associationSlug}/demarrage' },
  'associations.settings': { association: '/association/{associationSlug}/parametres' },
  'missions.list': { association: '/association/{associationSlug}/missions' },
  'missions.create': { association: '/association/{associationSlug}/missions/creer-une-mission' },
  'missions.duplicate': {
    association: '/association/{associationSlug}/missions/{missionId}/dupliquer',
    company: '/entreprise/{companySlug}/missions/{missionId}/dupliquer',
  },
  'missions.unpublish': {
    association: '/association/{associationSlug}/missions/{missionId}/depublier',
    company: '/entreprise/{companySlug}/missions/{missionId}/depublier',
  },
  'missions.archive': {
    association: '/association/{associationSlug}/missions/{missionId}/archiver',
    company: '/entreprise/{companySlug}/missions/{missionId}/archiver',
  },
  // Discovery (spec §2): mission search, missions of one thematic, the association directory, applying.
  'missions.search': { employee: '/collaborateur/{companySlug}/missions', public: '/toutes-les-missions' },
  'missions.thematic': { public: '/s-engager-pour/{thematicSlug}' },
  'missions.apply': { employee: '/collaborateur/{companySlug}/missions/{missionId}-{missionSlug}/apply', public: '/missions/{missionId}-{missionSlug}/apply' },
  // The employee's applications and solidarity days (spec §2 employee space, §3 Credit).
  'engagements.list': { employee: '/collaborateur/{companySlug}/mes-experiences' },
  'engagements.agreement': { employee: '/collaborateur/{companySlug}/engagements/{engagementId}/engagement-agreement' },
  // The company's follow-up of its employees' applications (issue 6): the list; one application is engagement.show.
  'engagements.followUp': { company: '/entreprise/{companySlug}/suivi-missions' },
  'credits.overview': { employee: '/collaborateur/{companySlug}/jours-solidaires' },
  // Skills sponsorship (issue 20): the tax panel of the company and association spaces, the admin's exemptions.
  'taxReceipts.index': { company: '/entreprise/{companySlug}/recus-fiscaux', association: '/association/{associationSlug}/recus-fiscaux' },
  'admin.taxExemptions': { admin: '/admin/tax-exemption' },
  'intermission.index': { company: '/entreprise/{companySlug}/intermission', employee: '/collaborateur/{companySlug}/intermission' },
  'admin.taxExemption': { admin: '/admin/tax-exemption/{taxExemptionId}' },
  // Awareness quests (spec §2): the company builds them (a three-step wizard), employees play their levels.
  'quests.list': { employee: '/collaborateur/{companySlug}/defis', company: '/entreprise/{companySlug}/defis' },
  'quests.create': { company: '/entreprise/{companySlug}/defis/creer' },
  'quests.update': { company: '/entreprise/{companySlug}/defis/{questId}/editer' },
  'levels.achieve': { public: '/defis/levels/{levelId}-{levelSlug}/achieve' },
  // Awareness events (« Événements »): the company's list and form, the employee's calendar exports (spec §2),
  // and the public link that brings an employee to register.
  'challenges.index': { company: '/entreprise/{companySlug}/evenements' },
  'challenges.create': { company: '/entreprise/{companySlug}/evenements/creer' },
  'challenges.agenda.google': { employee: '/collaborateur/{companySlug}/challenge/{challengeId}/agenda/google-agenda' },
  'challenges.agenda.icalendar': { employee: '/collaborateur/{companySlug}/challenge/{challengeId}/agenda/icalendar' },
  'challenges.agenda.outlook': { employee: '/collaborateur/{companySlug}/challenge/{challengeId}/agenda/microsoft-outlook' },
  'challenges.participate': { public: '/challenge/{challengeId}/participate' },
  // Highlights (« Temps forts », issue 17): the company's list and form, the platform's catalogue in the admin space,
  // and a highlight's page for employees (spec §2). A catalogue highlight's page is catalogHighlights.show.
  'highlights.list': { company: '/entreprise/{companySlug}/temps-forts', admin: '/admin/temps-forts' },
  'highlights.create': { company: '/entreprise/{companySlug}/temps-forts/creer', admin: '/admin/temps-forts/catalogue/creer' },
  'highlights.show': {
    employee: '/collaborateur/{companySlug}/temps-forts/{highlightId}-{highlightSlug}',
    company: '/entreprise/{companySlug}/temps-forts/{highlightId}',
  },
  // Team building (issue 19): the catalogue and the company's own list (company space), the platform's catalogue (admin),
  // the form, a request's page, and the employees' page of their company's confirmed requests. An activity's page is
  // team-building.show (spec §2).
  'team-building.list': {
    company: '/entreprise/{companySlug}/team-building',
    admin: '/admin/team-building',
    employee: '/collaborateur/{companySlug}/team-building',
  },
  'team-building.create': { company: '/entreprise/{companySlug}/team-building/creer', admin: '/admin/team-building/creer' },
  'team-building.update': {
    company: '/entreprise/{companySlug}/team-building/{teamBuilding}/editer',
    admin: '/admin/team-building/{teamBuilding}/editer',
  },
  'team-building.request': { company: '/entreprise/{companySlug}/team-building/demandes/{requestId}' },
  // A holding's page: its companies and their consolidated dashboard (issue 15).
  'holdings.show': { public: '/groupe/{holdingSlug}' },
  'associations.directory': { employee: '/collaborateur/{companySlug}/associations', public: '/toutes-nos-associations' },
  // Company settings, partner associations and the managers' view (issue 15).
  'companies.partners': { company: '/entreprise/{companySlug}/associations' },
  'team.management': { employee: '/collaborateur/{companySlug}/management-collaborateurs' },
  'space.home': {
    employee: '/collaborateur/{companySlug}/accueil',
    company: '/entreprise/{companySlug}',
    association: '/association/{associationSlug}',
    admin: '/admin',
    public: '/',
  },

  // Spec §2 link-builder names.
  'associations.show': {
    employee: '/collaborateur/{companySlug}/associations/{associationSlug}',
    company: '/entreprise/{companySlug}/associations/{associationSlug}',
    association: '/association/{associationSlug}',
    admin: '/admin/associations/{associationSlug}',
    // /s-engager-pour/{slug} lists the missions of one thematic.
    public: '/associations/{associationSlug}',
  },
  'catalogHighlights.show': {
    company: '/entreprise/{companySlug}/temps-forts/catalogue/{catalogHighlightId}',
    admin: '/admin/temps-forts/catalogue/{catalogHighlightId}',
  },
  'companies.show': {
    employee: '/collaborateur/{companySlug}/accueil',
    company: '/entreprise/{companySlug}',
    admin: '/admin/entreprises/{companySlug}',
    public: '/collaborateur/{companySlug}',
  },
  messenger: {
    association: '/association/{associationSlug}/messagerie/{engagementId}',
    employee: '/collaborateur/{companySlug}/mes-experiences/{engagementId}?bar_tab=messenger',
    company: '/entreprise/{companySlug}/suivi-missions/{engagementId}?bar_tab=messenger',
    admin: '/admin/engagements/{engagementId}?bar_tab=messenger',
  },
  'users.engagement': {
    company: '/entreprise/{companySlug}/volontaires/{userId}?panel-engagement={engagementId}',
    admin: '/admin/utilisateurs/{userId}?panel-engagement={engagementId}',
  },
  'engagement.show': {
    employee: '/collaborateur/{companySlug}/mes-experiences/{engagementId}',
    company: '/entreprise/{companySlug}/suivi-missions/{engagementId}',
    association: '/association/{associationSlug}/suivi-missions/{engagementId}',
    admin: '/admin/engagements/{engagementId}',
  },
  // An event (« Événements », spec §3 'Challenge (event)') is edited on its own page. The spec's `questId` is accepted
  // and unused: the builder ignores parameters its template does not name, so a quest's links may pass it.
  'challenges.update': { company: '/entreprise/{companySlug}/evenements/{challengeId}/editer' },
  'levels.update': {
    company: '/entreprise/{companySlug}/defis/{questId}/editer?panel-level={levelId}',
    admin: '/admin/defis/{questId}/editer?panel-level={levelId}',
  },
  'missions.update': {
    association: '/association/{associationSlug}/missions/{missionId}/editer',
    company: '/entreprise/{companySlug}/missions/{missionId}/editer',
    admin: '/admin/missions/{missionId}/editer',
  },
  'missions.show': {
    employee: '/collaborateur/{companySlug}/missions/{missionId}-{missionSlug}',
    company: '/entreprise/{companySlug}/missions/{missionId}',
    association: '/association/{associationSlug}/missions/{missionId}',
    admin: '/admin/missions/{missionId}',
    public: '/missions/{missionId}-{missionSlug}',
  },
  // Selections (spec §2 company space): the company's list and the creation form; a selection is programs.show.
  'programs.list': { company: '/entreprise/{companySlug}/programmes', admin: '/admin/selections' },
  'programs.create': { company: '/entreprise/{companySlug}/programmes/creer', admin: '/admin/selections/creer' },
  'programs.show': {
    employee: '/collaborateur/{companySlug}/selections/{programId}-{programSlug}',
    company: '/entreprise/{companySlug}/programmes/{programId}',
    admin: '/admin/selections/{programId}',
  },
  // Project calls (issue 18): the company's list and form, the employee's list and project form, the external pages.
  'projectCalls.index': { company: '/entreprise/{companySlug}/appels-a-projets', employee: '/collaborateur/{companySlug}/appels-a-projets' },
  'projectCalls.create': { company: '/entreprise/{companySlug}/appels-a-projets/creer' },
  'projectCalls.edit': { company: '/entreprise/{companySlug}/appels-a-projets/{projectCallId}/editer' },
  'projectCalls.myProject': { employee: '/collaborateur/{companySlug}/appels-a-projets/preview/{projectCallId}/mon-projet' },
  'projectCalls.share': { public: '/appel-a-projets/partage/{shareId}' },
  'projectCalls.external': { public: '/appel-a-projets/{companySlug}/{projectCallId}' },
  'projectCalls.externalLogin': { public: '/appel-a-projets/{companySlug}/{projectCallId}/connexion' },
  project: {
    employee: '/collaborateur/{companySlug}/appels-a-projets/{projectCallId}/projets/{projectId}',
    company: '/entreprise/{companySlug}/appels-a-projets/{projectCallId}/projets/{projectId}',
    admin: '/admin/appels-a-projets/{projectCallId}/projets/{projectId}',
  },
  'projectCalls.show': {
    employee: '/collaborateur/{companySlug}/appels-a-projets/preview/{projectCallId}',
    company: '/entreprise/{companySlug}/appels-a-projets/{projectCallId}',
    admin: '/admin/appels-a-projets/{projectCallId}',
  },
  'quests.show': {
    employee: '/collaborateur/{companySlug}/defis/{questId}-{questSlug}',
    company: '/entreprise/{companySlug}/defis/{questId}',
    admin: '/admin/defis/{questId}',
    public: '/defis/{questId}-{questSlug}',
  },
  'team-building.show': {
    company: '/entreprise/{companySlug}/team-building/{teamBuilding}',
    admin: '/admin/team-building/{teamBuilding}',
  },
  'users.show': {
    company: '/entreprise/{companySlug}/volontaires/{userId}',
    association: '/association/{associationSlug}/membres/{userId}',
    admin: '/admin/utilisateurs/{userId}',
  },
  // Admin variants: the same items seen from the admin space.
  'admin.associations.show': { admin: '/admin/associations/{associationSlug}' },
  'admin.companies.show': { admin: '/admin/entreprises/{companySlug}' },
  'admin.users.show': { admin: '/admin/utilisateurs/{userId}' },
} as const satisfies Record<string, Templates>;

export type RouteName = keyof typeof ROUTES;
export type RouteParams = Record<string, string | number>;
/** Extra query parameters a route accepts (e.g. `bar_tab`, `timeslot` on missions.show). */
export type RouteQuery = Record<string, string | number | undefined>;

/** The names listed in spec §2 'Link-builder route names and parameters'. */
export const SPEC_LINK_NAMES = [
  'associations.show',
  'catalogHighlights.show',
  'companies.show',
  'messenger',
  'users.engagement',
  'engagement.show',
  'challenges.update',
  'levels.update',
  'missions.update',
  'missions.show',
  'programs.show',
  'project',
  'projectCalls.show',
  'quests.show',
  'team-building.show',
  'users.show',
  'admin.associations.show',
  'admin.companies.show',
  'admin.users.show',
] as const satisfies readonly RouteName[];

export class RouteBuildError extends Error {
  override name = 'RouteBuildError';
}

export function isRouteName(name: string): name is RouteName {
  return Object.hasOwn(ROUTES, name);
}

/** Parameters that come from the space itself rather than from the caller. */
function contextParams(context: SpaceContext): RouteParams {
  if (context.type === 'employee' || context.type === 'company') return { companySlug: context.companySlug };
  if (context.type === 'association') return { associationSlug: context.associationSlug };
  return {};
}

function templateFor(name: string, context: ContextType): string {
  if (!isRouteName(name)) throw new RouteBuildError(`Unknown route name "${name}"`);
  const templates: Templates = ROUTES[name];
  const template = templates[context];
  if (!template) throw new RouteBuildError(`Route "${name}" has no path in the ${context} context`);
  return template;
}

/** Parameters a route needs in a context (context parameters included). */
export function routeParamNames(name: RouteName, context: ContextType): string[] {
  return [...templateFor(name, context).matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/**
 * Builds a path, throwing on an unknown name, a route absent from the context
 * or a missing parameter. Used for external links and by `tryBuildPath`.
 */
export function buildPath(name: string, context: SpaceContext, params: RouteParams = {}, query: RouteQuery = {}): string {
  const values = { ...contextParams(context), ...params };
  const filled = templateFor(name, context.type).replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === '') throw new RouteBuildError(`Route "${name}" needs parameter "${key}"`);
    return encodeURIComponent(String(value));
  });
  const extra = Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  if (extra.length === 0) return filled;
  const [path, existing] = filled.split('?');
  const search = new URLSearchParams(existing);
  for (const [key, value] of extra) search.set(key, String(value));
  return `${path}?${search.toString()}`;
}

/** An absolute URL, for links that leave the current space (e-mails, admin links to other spaces). */
export function buildExternalUrl(baseUrl: string, name: string, context: SpaceContext, params: RouteParams = {}, query: RouteQuery = {}): string {
  return new URL(buildPath(name, context, params, query), baseUrl).toString();
}

/**
 * In-app links: an unknown name or missing parameter is reported, not thrown,
 * so one bad link never takes a whole screen down (the caller renders a plain element).
 */
export function tryBuildPath(
  name: string,
  context: SpaceContext,
  params: RouteParams = {},
  query: RouteQuery = {},
  report: (error: RouteBuildError) => void = (error) => console.error(error.message),
): string | null {
  try {
    return buildPath(name, context, params, query);
  } catch (error) {
    if (error instanceof RouteBuildError) {
      report(error);
      return null;
    }
    throw error;
  }
}

/** Only same-origin relative paths are followed after sign-in or sign-out (no open redirect). */
export function safeRedirectPath(candidate: string | null | undefined, fallback: string): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  return candidate;
}
