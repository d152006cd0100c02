/**
 * Who may pass each /api/v1 route: the declaration the security matrix
 * (matrix.test.ts) checks against the app's own route table. A route the app
 * serves that is missing here fails the suite, and so does a route declared
 * here that the app no longer serves: a new route joins the matrix by being
 * declared.
 *
 * Roles are relative to the tenant named by the path's `:slug` (the company of
 * `/companies/:slug/...`, the association of `/associations/:slug/...`): the
 * same route is tried on acme and on globex (or on amis-du-quartier and on
 * planete-verte) with ids that exist in that tenant, and each account passes
 * only where it holds an allowed role. Everybody else (the other tenant's
 * people, the other space's, the lesser roles) must get 403 or 404.
 *
 * `companyEmployee` is the collaborator whose application, waiting-list alert and
 * messages the fixtures hold; `companyColleague` is another collaborator of the
 * same company, who must not reach them. `holdingAdmin` is the holding admin of
 * another company of the same holding (acme's groupe-demo): they manage the
 * company as its admins do, without being one of its members (globex has no
 * holding, so they are an outsider there).
 */

import { SYNC_REPLICA_VERSION } from '../../shared/sync/sync.schema';

export const ROLES = [
  'platformAdmin',
  'companyAdmin',
  'holdingAdmin',
  'companyAmbassador',
  'companyEmployee',
  'companyColleague',
  'associationAdmin',
  'associationMember',
] as const;
export type Role = (typeof ROLES)[number];

/** The tenant a route is about: read from the path, or declared for routes that name it otherwise (an id, a header). */
/** `holding`: a `/holdings/:holdingSlug/...` route, tried on acme's holding (groupe-demo), whose holding admin is `holdingAdmin`. */
export type Space = 'company' | 'association' | 'holding' | 'none';

export type RouteAccess =
  | {
      /** Public by design: no session needed (the reason is the comment beside it). */
      public: true;
    }
  | {
      public: false;
      /** The roles (relative to the path's tenant) that pass; `signedIn`: any account. */
      allow: readonly Role[] | 'signedIn';
      /** When the tenant is not in the path: `company` for a route scoped by X-Company-Id or by an application's id. */
      space?: Space;
      /**
       * A body that passes the route's validation, for routes whose own rule runs after validation: the tenant gate
       * refuses strangers before the body is read, but with `{}` a lesser role of the tenant would get 400 and the
       * route's refusal would not be seen.
       */
      body?: unknown;
      /** A query the route requires to answer (a sync pull names the replica version it reads), for the allowed accounts' calls. */
      query?: string;
      /**
       * `published`: the route's mission is one the company published itself. A company's follow-up reads any
       * association's mission (restricted to its own employees' applications), so the tenant's own mission there
       * is the one it published.
       */
      mission?: 'published';
    };

const PUBLIC = { public: true } as const;
const COMPANY_MEMBERS = ['companyAdmin', 'companyAmbassador', 'companyEmployee', 'companyColleague'] as const;
const COMPANY_MANAGERS = ['platformAdmin', 'companyAdmin', 'holdingAdmin'] as const;
/** Admins, holding admins, ambassadors (canSeeMissionVolunteers, canReadPublishedMissionEngagements) and platform admins. */
const COMPANY_FOLLOWERS = ['platformAdmin', 'companyAdmin', 'holdingAdmin', 'companyAmbassador'] as const;
const ASSOCIATION_MANAGERS = ['platformAdmin', 'associationAdmin'] as const;
const ASSOCIATION_READERS = ['platformAdmin', 'associationAdmin', 'associationMember'] as const;
/**
 * canManageEngagement on an association's mission: its referent only. The fixture missions' referent is the
 * association's admin; platform admins and the other members read but do not decide.
 */
const ASSOCIATION_REFERENT = ['associationAdmin'] as const;
/** An event the form accepts: 30 days from now (an event of the past would still be valid, but this one stays listed). */
const CHALLENGE_BODY = {
  name: 'Webinaire',
  date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  startTime: '10:00',
  endTime: '11:00',
  rewardPoints: 10,
};
/** The employee who applied (the fixture applications belong to the company's collaborator). */
const APPLICANT = ['companyEmployee'] as const;

const MESSAGE = { body: 'Bonjour' };
/** A mission form that passes validation (for the routes that validate before they authorise). */
const MISSION_FORM = {
  title: 'Mission de la matrice',
  missionType: 'MISSION_TYPE_HELP',
  availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT',
  requiredAvailability: 'Le mercredi',
  timeType: 'personal',
  thematics: ['THEMATIC_FOOD'],
  skills: [],
  sdgs: [],
  images: [],
  timeslots: [],
};
/** A quest presentation and a level that pass validation (the quest routes validate before they authorise). */
const QUEST_FORM = { title: 'Quête de la matrice' };
const LEVEL_FORM = { title: 'Niveau de la matrice', question: 'Quelle couleur ?', answerType: 'select', options: ['Vert', 'Rouge'], rightAnswer: ['Vert'], rewardPoints: 5 };
/** A highlight form that passes validation (no content: what it may link is checked against each tenant's). */
const HIGHLIGHT_FORM = { title: 'Temps fort de la matrice', startsOn: '2030-01-01', endsOn: '2030-01-07' };
/** A selection form that passes validation (the selection routes validate before they authorise). */
const PROGRAM_FORM = { name: 'Sélection de la matrice', missionSelectionMode: 'automatic' };
/** A project call form that passes validation: an internal call whose submissions run now (the form's dates). */
const PROJECT_CALL_FORM = {
  title: 'Appel à projets de la matrice',
  settings: { submissionStartsAt: new Date(Date.now() - 86_400_000).toISOString(), submissionEndsAt: new Date(Date.now() + 30 * 86_400_000).toISOString() },
};
/** A project that passes validation (no answers yet: submitting it is refused as incomplete, 422). */
const PROJECT_FORM = { associationName: 'Association de la matrice', userRole: 'Présidente' };
/** A team-building form and request that pass validation (the routes validate the body after the manager check). */
const TEAM_BUILDING_FORM = {
  title: 'Team building de la matrice',
  startTime: '09:00',
  endTime: '17:00',
  minParticipants: 2,
  maxParticipants: 10,
  contactName: 'Camille',
  contactEmail: 'camille@example.org',
  addresses: [{ kind: 'city', label: 'Lyon', city: 'Lyon', postalCode: '69001', latitude: 45.764, longitude: 4.8357 }],
};
const TEAM_BUILDING_REQUEST = { desiredDate: '2030-01-15', participantsCount: 5 };
const DATE_RANGE = { startsOn: '2030-01-01', endsOn: '2030-01-20', places: 1 };
const CANCEL = { reason: 'professional_constraint' };

export const API_ROUTES: Record<string, RouteAccess> = {
  // ---- Health, session, installation facts.
  'GET /api/v1/platform': PUBLIC,
  'GET /api/v1/health': PUBLIC,
  // A browser reports an error to the server log: sign-in pages fail too (rate-limited, 16 KB; server/http/client-errors.ts).
  'POST /api/v1/client-errors': PUBLIC,
  'GET /api/v1/session': PUBLIC, // answers { me: null } to visitors
  'GET /api/v1/csrf': PUBLIC, // the form token the sign-in and join forms need
  'PUT /api/v1/me/profile': { public: false, allow: 'signedIn' },

  // ---- Admin space.
  'GET /api/v1/admin/users': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/users/:userId': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/emails': { public: false, allow: ['platformAdmin'] },
  // Legal documents and shared views (issue 16): platform admins only.
  'GET /api/v1/admin/legal-documents': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/legal-documents': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/legal-documents/organisations': { public: false, allow: ['platformAdmin'], query: 'audience=employees' },
  'GET /api/v1/admin/shared-views': { public: false, allow: ['platformAdmin'], query: 'kind=missionViews' },
  'POST /api/v1/admin/shared-views': { public: false, allow: ['platformAdmin'] },
  'PUT /api/v1/admin/shared-views/:id{[0-9]+}': { public: false, allow: ['platformAdmin'] },
  'DELETE /api/v1/admin/shared-views/:id{[0-9]+}': { public: false, allow: ['platformAdmin'] },
  // The current legal documents, for anyone (the public page /documents-juridiques); accepting them is one's own.
  'GET /api/v1/legal-documents': PUBLIC,
  'POST /api/v1/me/legal-acceptances': { public: false, allow: 'signedIn' },
  // A shared view is read by whoever holds its link (an unguessable hash): published missions and public profiles only.
  'GET /api/v1/shared-views/:hash/missions': PUBLIC,
  'GET /api/v1/shared-views/:hash/associations': PUBLIC,
  // The admin space's associations and companies (issue 16): platform admins only. The allowed calls carry no body,
  // so the writes answer 400 and leave the fixtures as they are.
  'GET /api/v1/admin/associations': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/exports/associations': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/associations/bulk': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/associations/:associationSlug': { public: false, allow: ['platformAdmin'] },
  'PUT /api/v1/admin/associations/:associationSlug': { public: false, allow: ['platformAdmin'] },
  'PUT /api/v1/admin/associations/:associationSlug/certification': { public: false, allow: ['platformAdmin'] },
  'PUT /api/v1/admin/associations/:associationSlug/intermission': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/companies': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/companies': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/companies/bulk': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/holdings': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/companies/:slug': { public: false, allow: ['platformAdmin'] },
  'PUT /api/v1/admin/companies/:slug': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/companies/:slug/admins': { public: false, allow: ['platformAdmin'] },
  // The admin space (issue 16): dashboard, audit log, applications, the platform's own missions.
  'GET /api/v1/admin/dashboard': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/users/:userId/actions': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/users/:userId/engagements': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/engagements/:engagementId': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/engagements/:engagementId/actions': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/missions': { public: false, allow: ['platformAdmin'] },

  // ---- Registration (spec §2): public pages and forms.
  'GET /api/v1/companies/:slug/public': PUBLIC,
  'GET /api/v1/associations/:slug/public': PUBLIC,
  'POST /api/v1/registrations/employee/:slug': PUBLIC,
  'POST /api/v1/registrations/association': PUBLIC,
  'POST /api/v1/registrations/verify': PUBLIC,
  'POST /api/v1/registrations/resend': PUBLIC,
  'GET /api/v1/companies/:slug/me': { public: false, allow: COMPANY_MEMBERS },
  'PUT /api/v1/companies/:slug/me': { public: false, allow: COMPANY_MEMBERS },

  // ---- Company settings and people.
  'GET /api/v1/companies/:slug/settings/registration': { public: false, allow: COMPANY_MANAGERS },
  'PUT /api/v1/companies/:slug/settings/registration': { public: false, allow: COMPANY_MANAGERS, body: { allowedEmailDomains: [], validatesNewAccounts: false } },
  'GET /api/v1/companies/:slug/members': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/invitations': { public: false, allow: COMPANY_MANAGERS, body: { emails: 'invitee@example.org' } },
  'PUT /api/v1/companies/:slug/members/:userId/role': { public: false, allow: COMPANY_MANAGERS, body: { role: 'COMPANY_COLLABORATOR' } },
  'POST /api/v1/companies/:slug/members/:userId/validate': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/members/:userId/disable': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/members/:userId/enable': { public: false, allow: COMPANY_MANAGERS },
  // Company employees (issue 15): edit one, act on a selection, import a CSV file (preview, then import).
  'PUT /api/v1/companies/:slug/members/:userId': { public: false, allow: COMPANY_MANAGERS, body: { role: 'COMPANY_COLLABORATOR' } },
  'POST /api/v1/companies/:slug/members/bulk': {
    public: false,
    allow: COMPANY_MANAGERS,
    body: { userIds: ['00000000-0000-4000-8000-000000000000'], action: 'enable' },
  },
  'POST /api/v1/companies/:slug/employee-imports/preview': { public: false, allow: COMPANY_MANAGERS, body: { csv: 'e-mail\ninvitee@example.org' } },
  'POST /api/v1/companies/:slug/employee-imports': { public: false, allow: COMPANY_MANAGERS, body: { csv: 'e-mail\nnot-an-address' } },

  // ---- Association people, settings, dashboard.
  'GET /api/v1/associations/:slug/members': { public: false, allow: ASSOCIATION_MANAGERS },
  'POST /api/v1/associations/:slug/invitations': { public: false, allow: ASSOCIATION_MANAGERS, body: { email: 'invitee@example.org', role: 'ASSOCIATION_MEMBER' } },
  'PUT /api/v1/associations/:slug/members/:userId': { public: false, allow: ASSOCIATION_MANAGERS, body: { role: 'ASSOCIATION_MEMBER' } },
  'DELETE /api/v1/associations/:slug/members/:userId': { public: false, allow: ASSOCIATION_MANAGERS },
  'GET /api/v1/associations/:slug/settings': { public: false, allow: ASSOCIATION_READERS },
  'PUT /api/v1/associations/:slug/settings': {
    public: false,
    allow: ASSOCIATION_MANAGERS,
    body: { name: 'Association de la matrice', intermissionEligible: false, areBranchesActivated: false, branches: [] },
  },
  'GET /api/v1/associations/:slug/dashboard': { public: false, allow: ASSOCIATION_READERS },

  // ---- Mission management, association space (the fixture mission's referent is the association's admin).
  'GET /api/v1/associations/:slug/missions': { public: false, allow: ASSOCIATION_READERS },
  'POST /api/v1/associations/:slug/missions': { public: false, allow: ASSOCIATION_MANAGERS, body: MISSION_FORM },
  'GET /api/v1/associations/:slug/missions/:id': { public: false, allow: ASSOCIATION_READERS },
  'PUT /api/v1/associations/:slug/missions/:id': { public: false, allow: ASSOCIATION_MANAGERS, body: MISSION_FORM },
  'DELETE /api/v1/associations/:slug/missions/:id': { public: false, allow: ASSOCIATION_MANAGERS },
  'POST /api/v1/associations/:slug/missions/:id/duplicate': { public: false, allow: ASSOCIATION_MANAGERS },
  'POST /api/v1/associations/:slug/missions/:id/date-range': { public: false, allow: ['platformAdmin'], body: DATE_RANGE },
  'GET /api/v1/associations/:slug/missions/:id/applications': { public: false, allow: ASSOCIATION_READERS },
  'GET /api/v1/associations/:slug/missions/:id/subscribers': { public: false, allow: ASSOCIATION_READERS },
  'GET /api/v1/associations/:slug/missions/:id/testimonies': { public: false, allow: ASSOCIATION_READERS },
  'POST /api/v1/associations/:slug/missions/:id/publish': { public: false, allow: ASSOCIATION_MANAGERS },
  'POST /api/v1/associations/:slug/missions/:id/unpublish': { public: false, allow: ASSOCIATION_MANAGERS },
  'POST /api/v1/associations/:slug/missions/:id/archive': { public: false, allow: ASSOCIATION_MANAGERS },

  // ---- Missions a company publishes itself (canManageCompany).
  'GET /api/v1/companies/:slug/published-missions': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/published-missions': { public: false, allow: COMPANY_MANAGERS, body: MISSION_FORM },
  'GET /api/v1/companies/:slug/published-missions/:id': { public: false, allow: COMPANY_MANAGERS },
  'PUT /api/v1/companies/:slug/published-missions/:id': { public: false, allow: COMPANY_MANAGERS, body: MISSION_FORM },
  'DELETE /api/v1/companies/:slug/published-missions/:id': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/published-missions/:id/duplicate': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/published-missions/:id/date-range': { public: false, allow: ['platformAdmin'], body: DATE_RANGE },
  'GET /api/v1/companies/:slug/published-missions/:id/applications': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/published-missions/:id/subscribers': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/published-missions/:id/testimonies': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/published-missions/:id/publish': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/published-missions/:id/unpublish': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/published-missions/:id/archive': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/associations/:slug/booking-targets': { public: false, allow: ASSOCIATION_READERS },
  'GET /api/v1/companies/:slug/booking-targets': { public: false, allow: COMPANY_MANAGERS },

  // ---- Invitations: the link's token is the credential.
  'GET /api/v1/invitations/:token': PUBLIC,
  'POST /api/v1/invitations/:token/accept': PUBLIC,

  // ---- Files and places.
  'POST /api/v1/uploads': { public: false, allow: 'signedIn' },
  'GET /api/v1/places': PUBLIC, // open data for the address fields

  // ---- Exports.
  'GET /api/v1/associations/:slug/exports/missions/:id/engagements': { public: false, allow: ASSOCIATION_READERS },
  'GET /api/v1/associations/:slug/exports/missions/:id/subscribers': { public: false, allow: ASSOCIATION_READERS },

  // ---- Discovery: public search and pages, and the employee's (members of the company only).
  'GET /api/v1/missions/search': PUBLIC,
  'GET /api/v1/missions/:id{[0-9]+}': PUBLIC,
  'GET /api/v1/companies/:slug/missions/search': { public: false, allow: COMPANY_MEMBERS },
  'GET /api/v1/companies/:slug/missions/:id{[0-9]+}': { public: false, allow: COMPANY_MEMBERS },
  // The colleague picker and the invitations of the mission page: the company's own people only (its employees).
  'GET /api/v1/companies/:slug/colleagues': { public: false, allow: COMPANY_MEMBERS },
  'POST /api/v1/companies/:slug/missions/:id{[0-9]+}/invitations': {
    public: false,
    allow: COMPANY_MEMBERS,
    body: { userIds: ['00000000-0000-4000-8000-000000000000'] },
  },
  'GET /api/v1/associations': PUBLIC,
  'GET /api/v1/associations/:slug/profile': PUBLIC,
  'GET /api/v1/companies/:slug/associations': { public: false, allow: COMPANY_MEMBERS },
  'GET /api/v1/companies/:slug/associations/:associationSlug': { public: false, allow: COMPANY_MEMBERS },

  // ---- Applications, employee side (the fixture application is the collaborator's).
  'POST /api/v1/companies/:slug/engagements': {
    public: false,
    allow: COMPANY_MEMBERS,
    body: { engagementId: '00000000-0000-4000-8000-000000000001', missionId: 1, timeslotIds: [], timeType: 'personal' },
  },
  'GET /api/v1/companies/:slug/engagements': { public: false, allow: COMPANY_MEMBERS },
  'GET /api/v1/companies/:slug/engagements/:id': { public: false, allow: [...APPLICANT, ...COMPANY_FOLLOWERS] },
  'POST /api/v1/companies/:slug/engagements/:id/cancel': { public: false, allow: APPLICANT, body: CANCEL },
  'POST /api/v1/companies/:slug/engagements/:id/finish': { public: false, allow: APPLICANT },
  'POST /api/v1/companies/:slug/engagements/:id/external-registration': { public: false, allow: APPLICANT },
  'POST /api/v1/companies/:slug/engagements/:id/manager-reminder': { public: false, allow: [...APPLICANT, ...COMPANY_MANAGERS] },
  'POST /api/v1/engagements/:engagementId/dates': { public: false, allow: APPLICANT, space: 'company', body: { timeslotIds: [1] } },

  // ---- Applications, association side and publishing company side.
  'GET /api/v1/associations/:slug/engagements/:id': { public: false, allow: ASSOCIATION_READERS },
  'POST /api/v1/associations/:slug/engagements/:id/cancel': { public: false, allow: ASSOCIATION_REFERENT, body: CANCEL },
  'POST /api/v1/associations/:slug/engagements/:id/confirm': { public: false, allow: ASSOCIATION_REFERENT },
  'POST /api/v1/associations/:slug/engagements/:id/finish': { public: false, allow: ASSOCIATION_REFERENT },
  'POST /api/v1/associations/:slug/engagements/:id/reopen': { public: false, allow: ASSOCIATION_REFERENT },
  'POST /api/v1/associations/:slug/engagements/:id/revert-cancel': { public: false, allow: ASSOCIATION_REFERENT },
  'GET /api/v1/companies/:slug/published-mission-engagements/:id': { public: false, allow: COMPANY_FOLLOWERS },
  // The fixture published mission has no referent: the company's admins (and platform admins, who count as such) decide.
  'POST /api/v1/companies/:slug/published-mission-engagements/:id/cancel': { public: false, allow: COMPANY_MANAGERS, body: CANCEL },
  'POST /api/v1/companies/:slug/published-mission-engagements/:id/confirm': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/published-mission-engagements/:id/finish': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/published-mission-engagements/:id/reopen': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/published-mission-engagements/:id/revert-cancel': { public: false, allow: COMPANY_MANAGERS },

  // ---- The manager's link: the token is the credential (no account).
  'GET /api/v1/manager-validations/:token': PUBLIC,
  'POST /api/v1/manager-validations/:token/timeslots/:timeslotId/validate': PUBLIC,
  'POST /api/v1/manager-validations/:token/timeslots/:timeslotId/reject': PUBLIC,
  'POST /api/v1/companies/:slug/engagement-timeslots/:id/validate': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/engagement-timeslots/:id/reject': { public: false, allow: COMPANY_MANAGERS },

  // ---- Company exports and follow-up.
  'GET /api/v1/companies/:slug/exports/engagement-timeslots': { public: false, allow: COMPANY_FOLLOWERS },
  'GET /api/v1/companies/:slug/exports/engagements/:id/engagement-agreement': { public: false, allow: [...APPLICANT, ...COMPANY_FOLLOWERS] },
  'GET /api/v1/associations/:slug/exports/engagements/:id/engagement-agreement': { public: false, allow: ASSOCIATION_READERS },
  'GET /api/v1/companies/:slug/exports/missions/:id/engagements': { public: false, allow: COMPANY_FOLLOWERS, mission: 'published' },
  'GET /api/v1/companies/:slug/exports/missions/:id/subscribers': { public: false, allow: COMPANY_FOLLOWERS, mission: 'published' },
  'GET /api/v1/companies/:slug/engagement-follow-up': { public: false, allow: COMPANY_FOLLOWERS },
  'GET /api/v1/companies/:slug/missions/:id/volunteers': { public: false, allow: COMPANY_FOLLOWERS, mission: 'published' },
  'GET /api/v1/companies/:slug/missions/:id/subscribers': { public: false, allow: COMPANY_FOLLOWERS, mission: 'published' },
  'POST /api/v1/companies/:slug/engagement-timeslots/:id/review/validate': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/engagement-timeslots/:id/review/challenge': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/engagement-timeslots/:id/review/process-challenge': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/engagement-timeslots/:id/review/cancel': { public: false, allow: COMPANY_MANAGERS },
  // Skills sponsorship (issue 20): the company's tax panel, the association's receipts, a line's document, the admin side.
  'POST /api/v1/associations/:slug/engagement-timeslots/:id/review/challenge': { public: false, allow: ASSOCIATION_MANAGERS },
  'GET /api/v1/companies/:slug/tax-receipts': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/tax-receipts/:id/download': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/associations/:slug/tax-receipts': { public: false, allow: ASSOCIATION_MANAGERS },
  'POST /api/v1/associations/:slug/tax-receipts': { public: false, allow: ASSOCIATION_MANAGERS, body: { lineIds: [1] } },
  'POST /api/v1/associations/:slug/tax-receipts/:id/issue': {
    public: false,
    allow: ASSOCIATION_MANAGERS,
    body: { number: 'RF-1', issuedOn: '2026-01-15', associationAddress: '1 rue de la Paix, Paris', associationObject: 'Aide alimentaire' },
  },
  'POST /api/v1/associations/:slug/tax-receipts/:id/report-problem': { public: false, allow: ASSOCIATION_MANAGERS, body: { message: 'Heures inexactes' } },
  'GET /api/v1/associations/:slug/tax-receipts/:id/download': { public: false, allow: ASSOCIATION_MANAGERS },
  'GET /api/v1/tax-exemption-lines/:id/download': { public: false, allow: COMPANY_MANAGERS, space: 'company' },
  'GET /api/v1/admin/tax-exemptions': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/tax-exemptions/:id': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/tax-receipts/:id/download': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/tax-receipts/:id/resolve': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/tax-receipts/:id/reopen': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/tax-receipts/:id/archive': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/tax-receipts/:id/unarchive': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/exports/tax-receipts': { public: false, allow: ['platformAdmin'] },
  // Intermission (issue 20): the offer and periods (managers all, employees their own), the reporting exports.
  'GET /api/v1/companies/:slug/intermission': { public: false, allow: [...COMPANY_MANAGERS, ...COMPANY_MEMBERS] },
  'POST /api/v1/companies/:slug/intermission/periods': {
    public: false,
    allow: COMPANY_MANAGERS,
    body: { employeeEmail: 'inconnu@example.org', associationId: 1, support: 'intermission', startsOn: '2026-03-02', endsOn: '2026-03-06', days: 5, averageDailyRateCents: 40_000 },
  },
  'GET /api/v1/companies/:slug/exports/intermission': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/admin/exports/intermission': { public: false, allow: ['platformAdmin'] },

  // ---- Messenger.
  'GET /api/v1/associations/:slug/engagements/:id/messages': { public: false, allow: ASSOCIATION_READERS },
  'POST /api/v1/associations/:slug/engagements/:id/messages': { public: false, allow: ASSOCIATION_READERS, body: MESSAGE },
  // Members of the company only: a holding admin of a sister company, who reads the application itself, is refused here
  // (the route checks membership before canReadEngagement). Stricter, not a leak; kept as the code decides.
  'GET /api/v1/companies/:slug/engagements/:id/messages': { public: false, allow: [...APPLICANT, 'platformAdmin', 'companyAdmin', 'companyAmbassador'] },
  'POST /api/v1/companies/:slug/engagements/:id/messages': { public: false, allow: APPLICANT, body: MESSAGE },
  'GET /api/v1/companies/:slug/published-mission-engagements/:id/messages': { public: false, allow: COMPANY_FOLLOWERS },
  'POST /api/v1/companies/:slug/published-mission-engagements/:id/messages': { public: false, allow: COMPANY_MANAGERS, body: MESSAGE },

  // ---- Solidarity days.
  'GET /api/v1/companies/:slug/credits/me': { public: false, allow: COMPANY_MEMBERS },
  'GET /api/v1/companies/:slug/credits/members/:userId': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/credits/adjustments': {
    public: false,
    allow: COMPANY_MANAGERS,
    body: { userId: '00000000-0000-4000-8000-000000000002', kind: 'bonus', hours: 1 },
  },

  // ---- The homes of the employee and company spaces (issue 12).
  'GET /api/v1/companies/:slug/home': { public: false, allow: COMPANY_MEMBERS },
  'GET /api/v1/companies/:slug/overview': { public: false, allow: COMPANY_MANAGERS },

  // ---- Waiting-list alerts (the fixture subscription is the collaborator's).
  'GET /api/v1/companies/:slug/timeslot-subscriptions': { public: false, allow: COMPANY_MEMBERS },
  'POST /api/v1/companies/:slug/timeslot-subscriptions': {
    public: false,
    allow: COMPANY_MEMBERS,
    body: { subscriptionId: '00000000-0000-4000-8000-000000000003', timeslotId: 1 },
  },
  'DELETE /api/v1/companies/:slug/timeslot-subscriptions/:id': { public: false, allow: APPLICANT },

  // ---- Offline sync: push is scoped per mutation; pull by X-Company-Id (a member of that company only).
  'POST /api/v1/sync/push': { public: false, allow: 'signedIn' },
  'GET /api/v1/sync/pull': { public: false, allow: COMPANY_MEMBERS, space: 'company', query: `replicaVersion=${SYNC_REPLICA_VERSION}` },

  // ---- Quests.
  'POST /api/v1/companies/:slug/levels/:id/answers': { public: false, allow: COMPANY_MEMBERS, body: { answerId: '00000000-0000-4000-8000-000000000004', answers: ['Vert'] } },
  // The company's admins build them (canManageCompany). Declared after the answers: by the time the allowed calls
  // reach `delete`, the fixture quest has participants (409), and its level answers (409 on its deletion).
  'GET /api/v1/companies/:slug/quests': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/quests': { public: false, allow: COMPANY_MANAGERS, body: QUEST_FORM },
  'GET /api/v1/companies/:slug/quests/:id': { public: false, allow: COMPANY_MANAGERS },
  'PUT /api/v1/companies/:slug/quests/:id': { public: false, allow: COMPANY_MANAGERS, body: QUEST_FORM },
  'POST /api/v1/companies/:slug/quests/:id/publish': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/quests/:id/deactivate': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/quests/:id/archive': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/quests/:id/restore': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/quests/:id/delete': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/quests/:id/levels': { public: false, allow: COMPANY_MANAGERS, body: LEVEL_FORM },
  'PUT /api/v1/companies/:slug/quests/:id/levels/:levelId': { public: false, allow: COMPANY_MANAGERS, body: LEVEL_FORM },
  'DELETE /api/v1/companies/:slug/quests/:id/levels/:levelId': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/exports/quests/:id/achievements': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/exports/levels/:id/achievements': { public: false, allow: COMPANY_MANAGERS },
  // Its members play the published ones (isCompanyMember: platform and holding admins are not players).
  'GET /api/v1/companies/:slug/employee-quests': { public: false, allow: COMPANY_MEMBERS },
  'GET /api/v1/companies/:slug/employee-quests/:id': { public: false, allow: COMPANY_MEMBERS },
  'GET /api/v1/quests/:id{[0-9]+}': PUBLIC, // a published quest's presentation, shared by link
  'GET /api/v1/levels/:id{[0-9]+}': PUBLIC, // where a level of a published quest is played, shared by link
  // ---- Events (challenges): the company's admins manage them; its members list, register and add them to a calendar.
  // The fixture event of each company is active and upcoming, so every member may read it.
  'GET /api/v1/companies/:slug/challenges': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/challenges': { public: false, allow: COMPANY_MANAGERS, body: CHALLENGE_BODY },
  'GET /api/v1/companies/:slug/challenges/:id': { public: false, allow: COMPANY_MANAGERS },
  'PUT /api/v1/companies/:slug/challenges/:id': { public: false, allow: COMPANY_MANAGERS, body: CHALLENGE_BODY },
  'PUT /api/v1/companies/:slug/challenges/:id/activation': { public: false, allow: COMPANY_MANAGERS, body: { isActive: true } },
  'GET /api/v1/companies/:slug/challenges/:id/participants': { public: false, allow: COMPANY_MANAGERS },
  // The fixture event is upcoming: an allowed call is refused as not started yet (409), never let through to another tenant.
  'PUT /api/v1/companies/:slug/challenges/:id/participants/:userId/attendance': { public: false, allow: COMPANY_MANAGERS, body: { attended: true } },
  'GET /api/v1/companies/:slug/exports/challenges/:id/participations': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/my-challenges': { public: false, allow: COMPANY_MEMBERS },
  'GET /api/v1/companies/:slug/my-challenges/:id': { public: false, allow: COMPANY_MEMBERS },
  'POST /api/v1/companies/:slug/my-challenges/:id/participation': { public: false, allow: COMPANY_MEMBERS },
  'DELETE /api/v1/companies/:slug/my-challenges/:id/participation': { public: false, allow: COMPANY_MEMBERS },
  'GET /api/v1/companies/:slug/my-challenges/:id/agenda/google-agenda': { public: false, allow: COMPANY_MEMBERS },
  'GET /api/v1/companies/:slug/my-challenges/:id/agenda/icalendar': { public: false, allow: COMPANY_MEMBERS },
  'GET /api/v1/companies/:slug/my-challenges/:id/agenda/microsoft-outlook': { public: false, allow: COMPANY_MEMBERS },
  // ---- Company settings, partner associations and the managers' view (issue 15).
  'GET /api/v1/companies/:slug/settings': { public: false, allow: COMPANY_MANAGERS },
  'PUT /api/v1/companies/:slug/settings/identity': { public: false, allow: COMPANY_MANAGERS, body: { name: 'Acme', logo: null } },
  'PUT /api/v1/companies/:slug/settings/validation': { public: false, allow: COMPANY_MANAGERS, body: { managerValidation: true, workTimeValidator: 'manager' } },
  'PUT /api/v1/companies/:slug/settings/credits': { public: false, allow: COMPANY_MANAGERS, body: { yearlyCreditDays: 3 } },
  'PUT /api/v1/companies/:slug/settings/legal': { public: false, allow: COMPANY_MANAGERS, body: { privacyPolicy: null, termsOfUse: null } },
  'PUT /api/v1/companies/:slug/settings/communication': { public: false, allow: COMPANY_MANAGERS, body: { text: null, image: null } },
  'PUT /api/v1/companies/:slug/settings/features': { public: false, allow: COMPANY_MANAGERS, body: { feature: 'missions', enabled: true } },
  'GET /api/v1/companies/:slug/partner-associations': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/partner-associations/search': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/partner-associations/:associationSlug': { public: false, allow: COMPANY_MANAGERS },
  'PUT /api/v1/companies/:slug/partner-associations/:associationSlug': { public: false, allow: COMPANY_MANAGERS },
  'DELETE /api/v1/companies/:slug/partner-associations/:associationSlug': { public: false, allow: COMPANY_MANAGERS },
  // Any employee reads their team (empty unless they are someone's manager); a date outside their team is 404.
  'GET /api/v1/companies/:slug/my-team': { public: false, allow: COMPANY_MEMBERS },
  'POST /api/v1/companies/:slug/my-team/engagement-timeslots/:id/validate': { public: false, allow: COMPANY_MEMBERS },
  'POST /api/v1/companies/:slug/my-team/engagement-timeslots/:id/reject': { public: false, allow: COMPANY_MEMBERS },

  // ---- Impact dashboards, holdings and first-party analytics (issue 15).
  'GET /api/v1/companies/:slug/dashboard': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/exports/reporting-impacts-for-company': { public: false, allow: COMPANY_MANAGERS },
  // A holding's pages: its holding admins and platform admins; a company admin of one of its companies is refused.
  'GET /api/v1/holdings/:holdingSlug/dashboard': { public: false, allow: ['platformAdmin', 'holdingAdmin'], space: 'holding' },
  'GET /api/v1/holdings/:holdingSlug/exports/reporting-impacts': { public: false, allow: ['platformAdmin', 'holdingAdmin'], space: 'holding' },
  // ---- Highlights (« Temps forts », issue 17). The company's managers build its own; archiving, restoring and deleting
  // are platform admins' (spec §6: the machine and canDeleteHighlight refuse anyone else with 403). The fixture highlight
  // of each company is published and current, so every member reads it.
  'GET /api/v1/companies/:slug/highlights': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/highlights': { public: false, allow: COMPANY_MANAGERS, body: HIGHLIGHT_FORM },
  'GET /api/v1/companies/:slug/highlights/:id': { public: false, allow: COMPANY_MANAGERS },
  'PUT /api/v1/companies/:slug/highlights/:id': { public: false, allow: COMPANY_MANAGERS, body: HIGHLIGHT_FORM },
  'DELETE /api/v1/companies/:slug/highlights/:id': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/companies/:slug/highlights/:id/publish': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/highlights/:id/unpublish': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/highlights/:id/archive': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/companies/:slug/highlights/:id/restore': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/companies/:slug/highlight-options': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/highlight-options/missions': { public: false, allow: COMPANY_MANAGERS },
  // The platform's catalogue as offered to a company (the fixture catalogue highlight is published): the same id in
  // every tenant, the platform's, so it is not one of the ids tried across tenants.
  'GET /api/v1/companies/:slug/catalogue-highlights/:catalogHighlightId': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/catalogue-highlights/:catalogHighlightId/select': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/catalogue-highlights/:catalogHighlightId/unselect': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/employee-highlights': { public: false, allow: COMPANY_MEMBERS },
  'GET /api/v1/companies/:slug/employee-highlights/:id': { public: false, allow: COMPANY_MEMBERS },
  // The catalogue itself: platform admins only.
  'GET /api/v1/admin/highlights': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/highlights': { public: false, allow: ['platformAdmin'], body: HIGHLIGHT_FORM },
  'GET /api/v1/admin/highlights/:id': { public: false, allow: ['platformAdmin'] },
  'PUT /api/v1/admin/highlights/:id': { public: false, allow: ['platformAdmin'], body: HIGHLIGHT_FORM },
  'DELETE /api/v1/admin/highlights/:id': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/highlights/:id/prepublish': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/highlights/:id/publish': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/highlights/:id/unpublish': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/highlights/:id/archive': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/highlights/:id/restore': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/highlight-options/missions': { public: false, allow: ['platformAdmin'] },
  // Page views and named events: visitors' pages count too, with no user (32 KB, 30 batches a minute; server/modules/analytics/events.routes.ts).
  'POST /api/v1/analytics/events': PUBLIC,

  // ---- Selections (issue 17): the company's admins build them (canManageCompany); its members read the published
  // ones (isCompanyMember) and their missions through the search's `?program=`. The fixture selection is published.
  'GET /api/v1/companies/:slug/programs': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/programs': { public: false, allow: COMPANY_MANAGERS, body: PROGRAM_FORM },
  'POST /api/v1/companies/:slug/programs/preview': { public: false, allow: COMPANY_MANAGERS, body: PROGRAM_FORM },
  'GET /api/v1/companies/:slug/programs/mission-candidates': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/programs/association-candidates': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/programs/:id{[0-9]+}': { public: false, allow: COMPANY_MANAGERS },
  'PUT /api/v1/companies/:slug/programs/:id{[0-9]+}': { public: false, allow: COMPANY_MANAGERS, body: PROGRAM_FORM },
  'POST /api/v1/companies/:slug/programs/:id{[0-9]+}/publish': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/programs/:id{[0-9]+}/deactivate': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/programs/:id{[0-9]+}/archive': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/programs/:id{[0-9]+}/restore': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/catalogue-programs/:catalogProgramId{[0-9]+}/copy': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/scim-tokens': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/scim-tokens': { public: false, allow: COMPANY_MANAGERS, body: { name: 'Fournisseur d’identité' } },
  'POST /api/v1/companies/:slug/scim-tokens/:id/revoke': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/sso': { public: false, allow: COMPANY_MANAGERS },
  // Which company sign-in page an address's domain goes to (home realm discovery): names no account.
  'GET /api/v1/sso/discover': PUBLIC,
  'PUT /api/v1/companies/:slug/sso': { public: false, allow: COMPANY_MANAGERS, body: { protocol: 'saml', enabled: false, domains: 'example.org', mapping: {} } },
  'DELETE /api/v1/companies/:slug/sso': { public: false, allow: COMPANY_MANAGERS },
  // Social sign-in per company (issue 21): its admins switch Google and Microsoft on.
  'GET /api/v1/companies/:slug/social-sign-in': { public: false, allow: COMPANY_MANAGERS },
  'PUT /api/v1/companies/:slug/social-sign-in': { public: false, allow: COMPANY_MANAGERS, body: { google: false, microsoft: false } },
  'GET /api/v1/admin/programs': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/programs': { public: false, allow: ['platformAdmin'], body: PROGRAM_FORM },
  'POST /api/v1/admin/programs/preview': { public: false, allow: ['platformAdmin'], body: PROGRAM_FORM },
  'GET /api/v1/admin/programs/mission-candidates': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/programs/association-candidates': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/programs/:id{[0-9]+}': { public: false, allow: ['platformAdmin'] },
  'PUT /api/v1/admin/programs/:id{[0-9]+}': { public: false, allow: ['platformAdmin'], body: PROGRAM_FORM },
  'POST /api/v1/admin/programs/:id{[0-9]+}/publish': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/programs/:id{[0-9]+}/deactivate': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/programs/:id{[0-9]+}/archive': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/programs/:id{[0-9]+}/restore': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/companies/:slug/employee-programs': { public: false, allow: COMPANY_MEMBERS },
  'GET /api/v1/companies/:slug/employee-programs/:id{[0-9]+}': { public: false, allow: COMPANY_MEMBERS },

  // ---- Project calls (issue 18). The company's admins run them (canManageCompany); its members read its internal
  // calls, their own project, the ballot and the results (isCompanyMember). The fixture call of each company is in its
  // vote phase with one accepted project; acme also has an external call in its submission phase, whose pages anyone
  // reads through its link and any signed-in account writes its own project in.
  'GET /api/v1/companies/:slug/project-calls': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/project-calls': { public: false, allow: COMPANY_MANAGERS, body: PROJECT_CALL_FORM },
  'GET /api/v1/companies/:slug/project-calls/:projectCallId': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/project-call-options': { public: false, allow: COMPANY_MANAGERS },
  'PUT /api/v1/companies/:slug/project-calls/:projectCallId': { public: false, allow: COMPANY_MANAGERS, body: PROJECT_CALL_FORM },
  'DELETE /api/v1/companies/:slug/project-calls/:projectCallId': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/project-calls/:projectCallId/projects/:projectId': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/project-calls/:projectCallId/projects/:projectId/accept': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/project-calls/:projectCallId/projects/:projectId/reject': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/project-calls/:projectCallId/projects/:projectId/reopen': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/exports/project-calls/:id': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/exports/project-typeform-responses/:id': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/employee-project-calls': { public: false, allow: COMPANY_MEMBERS },
  'GET /api/v1/companies/:slug/employee-project-calls/:projectCallId': { public: false, allow: COMPANY_MEMBERS },
  'PUT /api/v1/companies/:slug/employee-project-calls/:projectCallId/my-project': { public: false, allow: COMPANY_MEMBERS, body: PROJECT_FORM },
  'POST /api/v1/companies/:slug/employee-project-calls/:projectCallId/my-project/submit': { public: false, allow: COMPANY_MEMBERS },
  'GET /api/v1/companies/:slug/employee-project-calls/:projectCallId/projects/:projectId': { public: false, allow: COMPANY_MEMBERS },
  'PUT /api/v1/companies/:slug/employee-project-calls/:projectCallId/votes/:projectId': { public: false, allow: COMPANY_MEMBERS },
  'DELETE /api/v1/companies/:slug/employee-project-calls/:projectCallId/votes/:projectId': { public: false, allow: COMPANY_MEMBERS },
  // An external call's link is public (an unguessable share id); its page shows the call and, signed in, one's own project.
  'GET /api/v1/project-calls/share/:shareId': PUBLIC,
  'GET /api/v1/project-calls/:projectCallId': PUBLIC,
  // Asking for access makes an account without password for the address; only better-auth's e-mail code signs it in.
  'POST /api/v1/project-calls/:projectCallId/access': PUBLIC,
  'PUT /api/v1/project-calls/:projectCallId/my-project': { public: false, allow: 'signedIn', body: PROJECT_FORM },
  'POST /api/v1/project-calls/:projectCallId/my-project/submit': { public: false, allow: 'signedIn' },
  // ---- Team building (issue 19): the company's managers (canManageCompany) read the catalogue and their own list, build
  // their own, ask for one and run their requests; its members (isCompanyMember) join confirmed requests and testify.
  // The fixture team building is the company's own, published; the fixture request is confirmed and to come.
  'GET /api/v1/companies/:slug/team-buildings': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/team-buildings': { public: false, allow: COMPANY_MANAGERS, body: TEAM_BUILDING_FORM },
  'GET /api/v1/companies/:slug/team-buildings/:teamBuildingId': { public: false, allow: COMPANY_MANAGERS },
  'PUT /api/v1/companies/:slug/team-buildings/:teamBuildingId': { public: false, allow: COMPANY_MANAGERS, body: TEAM_BUILDING_FORM },
  'DELETE /api/v1/companies/:slug/team-buildings/:teamBuildingId': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/team-buildings/:teamBuildingId/publish': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/team-buildings/:teamBuildingId/unpublish': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/team-buildings/:teamBuildingId/archive': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/team-buildings/:teamBuildingId/restore': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/team-buildings/:teamBuildingId/requests': { public: false, allow: COMPANY_MANAGERS, body: TEAM_BUILDING_REQUEST },
  'GET /api/v1/companies/:slug/team-building-associations': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/team-building-requests': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/team-building-requests/:requestId': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/team-building-requests/:requestId/validate': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/team-building-requests/:requestId/finish': { public: false, allow: COMPANY_MANAGERS },
  'POST /api/v1/companies/:slug/team-building-requests/:requestId/cancel': { public: false, allow: COMPANY_MANAGERS, body: CANCEL },
  'GET /api/v1/companies/:slug/exports/solidarity_team_building': { public: false, allow: COMPANY_MANAGERS },
  'GET /api/v1/companies/:slug/employee-team-building': { public: false, allow: COMPANY_MEMBERS },
  'POST /api/v1/companies/:slug/employee-team-building/:requestId/participation': { public: false, allow: COMPANY_MEMBERS },
  'DELETE /api/v1/companies/:slug/employee-team-building/:requestId/participation': { public: false, allow: COMPANY_MEMBERS },
  'PUT /api/v1/companies/:slug/employee-team-building/:requestId/testimony': { public: false, allow: COMPANY_MEMBERS, body: { testimony: 'Super journée' } },
  // The platform's catalogue (admin space).
  'GET /api/v1/admin/team-buildings': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/team-buildings': { public: false, allow: ['platformAdmin'], body: TEAM_BUILDING_FORM },
  'GET /api/v1/admin/team-buildings/:teamBuildingId': { public: false, allow: ['platformAdmin'] },
  'PUT /api/v1/admin/team-buildings/:teamBuildingId': { public: false, allow: ['platformAdmin'], body: TEAM_BUILDING_FORM },
  'DELETE /api/v1/admin/team-buildings/:teamBuildingId': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/team-buildings/:teamBuildingId/publish': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/team-buildings/:teamBuildingId/unpublish': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/team-buildings/:teamBuildingId/archive': { public: false, allow: ['platformAdmin'] },
  'POST /api/v1/admin/team-buildings/:teamBuildingId/restore': { public: false, allow: ['platformAdmin'] },
  'GET /api/v1/admin/team-building-associations': { public: false, allow: ['platformAdmin'] },
};

/**
 * The routes outside /api/v1, with where their authorisation is decided and tested: they are classic form posts
 * (a CSRF token, then a redirect), better-auth's own endpoints or static files, not JSON routes the matrix can call
 * the same way. Declared so that a new one cannot appear unnoticed.
 */
export const OUTSIDE_API_ROUTES: Record<string, string> = {
  'GET /api/auth/*': "better-auth's endpoints (server/auth/routes.ts); throttling and envelope in server/auth/*.test.ts",
  'POST /api/auth/*': "better-auth's endpoints; self sign-up is closed (registration goes through /api/v1/registrations)",
  'POST /logout': 'signs out the session it carries, CSRF token required (server/app.test.ts)',
  'POST /association/:slug/rejoindre/:token': 'the invitation token is the credential, CSRF token required (server/modules/users/invitations.test.ts)',
  'POST /impersonate/take/:userId': 'platform admins only, CANNOT_IMPERSONATE for everyone else (server/modules/users/admin.test.ts)',
  'POST /impersonate/leave': 'ends the impersonation the session carries (server/modules/users/admin.test.ts)',
  'GET /uploads/:name': 'public: stored files named by the hash of their content (server/modules/uploads/uploads.test.ts)',
  'GET /missions/:ref': "public: the client's page for a mission, with a preload of the picture of a mission open to everyone (server/app.test.ts)",
  'GET /locales/bundle/*': 'public: the translation files, several in one response; only known languages and namespaces (server/app.test.ts)',
  'ALL /uploads': 'always 404',
  'GET /scim/v2/:companyId{[0-9]+}/ServiceProviderConfig': "SCIM discovery, behind the company's bearer token: another company's token, a revoked one or none is 401 (server/modules/scim/scim.test.ts)",
  'GET /scim/v2/:companyId{[0-9]+}/Schemas': 'SCIM discovery, behind the bearer token',
  'GET /scim/v2/:companyId{[0-9]+}/ResourceTypes': 'SCIM discovery, behind the bearer token',
  'GET /scim/v2/:companyId{[0-9]+}/Users': "the company's employees, for its bearer token only (server/modules/scim/scim.test.ts)",
  'POST /scim/v2/:companyId{[0-9]+}/Users': 'creates an employee of the token’s company',
  'GET /scim/v2/:companyId{[0-9]+}/Users/:userId': "an employee of the token's company; another company's is 404",
  'PUT /scim/v2/:companyId{[0-9]+}/Users/:userId': "an employee of the token's company; another company's is 404",
  'PATCH /scim/v2/:companyId{[0-9]+}/Users/:userId': "an employee of the token's company; another company's is 404",
  'DELETE /scim/v2/:companyId{[0-9]+}/Users/:userId': "an employee of the token's company; another company's is 404",
  'GET /saml2/:slug/login': "starts the company's SAML sign-in once it is on; the IdP's signed answer decides (server/modules/sso/saml.test.ts)",
  'GET /saml2/:slug/login-test': "the company's admins only, signed in; its answer signs nobody in (server/modules/sso/saml.test.ts)",
  'GET /saml2/:slug/metadata': 'public: our SAML service provider metadata for the company',
  'GET /saml2/:slug/metadata/export': 'public: the same, as a download',
  'GET /oidc/:slug/login': "starts the company's OpenID Connect sign-in once it is on",
  'GET /oidc/:slug/login-test': "the company's admins only, signed in; its answer signs nobody in",
  'GET /demo-idp/saml/metadata': 'the demo identity provider (demo database or DEMO_IDP=on only)',
  'GET /demo-idp/saml/post.js': 'the demo identity provider: the script that posts its answer',
  'GET /demo-idp/saml/sso': 'the demo identity provider: its sign-in form',
  'POST /demo-idp/saml/sso': 'the demo identity provider: its signed answer for a service provider of this platform',
};
