/**
 * The security matrix (issue 11, item 5): every /api/v1 route of the app's own
 * route table, declared in routes.ts with who may pass, is called
 * - without a session: 401, even with a malformed body or query, except the routes public by design;
 * - by every account that must not pass, on every tenant the route is about
 *   (acme and globex, amis-du-quartier and planete-verte), with ids that exist
 *   in that tenant: 403 or 404, never a success, never a 5xx;
 * - by the accounts that pass, with the other tenant's ids in their own tenant's
 *   path, with ids of the other side in their own tenant (an association's
 *   application on the publishing company's routes, and the reverse), and with
 *   the other tenant's X-Company-Id / X-Association-Id: 403 or 404;
 * - by the accounts that pass: neither 401 nor 403 (a 400 for a minimal body,
 *   a 404 or 409 for the state of the fixture are fine: this is about authorisation),
 *   and 200 for every read, which shows the ids the refusals used are real.
 * Beside the matrix: a company's missions stay out of the public routes and the
 * other company's search, an ambassador follows only their entity's targeted
 * missions, and offline mutations (sync push) are refused as their routes are.
 * The refusals run first, so the allowed calls that change the fixtures come last.
 */
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { createEmployee, createMission, createTimeslot, idOf, userId } from '../../server/modules/engagements/engagements.fixtures';
import { DEMO_PASSWORD } from '../../server/seed/demo-data';
import { SAME_ORIGIN, type TestApp, callApi, createTestApp, seedTestDemo, signIn } from '../factories/app';
import { describeWithDb, useTestDatabase } from '../setup/pg';
import { API_ROUTES, OUTSIDE_API_ROUTES, type Role, type RouteAccess, type Space } from './routes';

const COMPANIES = ['acme', 'globex'] as const;
const ASSOCIATIONS = ['amis-du-quartier', 'planete-verte'] as const;
type Tenant = (typeof COMPANIES)[number] | (typeof ASSOCIATIONS)[number];

/**
 * Every account of the matrix and the role it holds in each tenant: the demo's, plus a globex admin and ambassador,
 * a colleague of each company's collaborator, the holding admin of acme's sister company, and planete-verte's people.
 */
const ACCOUNTS: ReadonlyArray<{ email: string; platformAdmin?: true; roles: Partial<Record<Tenant, Role>> }> = [
  { email: 'admin@example.org', platformAdmin: true, roles: {} },
  { email: 'rh@acme.example', roles: { acme: 'companyAdmin' } },
  { email: 'ambassadeur@acme.example', roles: { acme: 'companyAmbassador' } },
  { email: 'salarie@acme.example', roles: { acme: 'companyEmployee' } },
  { email: 'collegue@acme.example', roles: { acme: 'companyColleague' } },
  { email: 'groupe@acme-filiale.example', roles: { acme: 'holdingAdmin' } },
  { email: 'admin@globex.example', roles: { globex: 'companyAdmin' } },
  { email: 'ambassadeur@globex.example', roles: { globex: 'companyAmbassador' } },
  { email: 'salarie@globex.example', roles: { globex: 'companyEmployee' } },
  { email: 'collegue@globex.example', roles: { globex: 'companyColleague' } },
  { email: 'asso@amis-du-quartier.example', roles: { 'amis-du-quartier': 'associationAdmin' } },
  { email: 'benevole-asso@amis-du-quartier.example', roles: { 'amis-du-quartier': 'associationMember' } },
  { email: 'admin@planete-verte.example', roles: { 'planete-verte': 'associationAdmin' } },
  { email: 'membre@planete-verte.example', roles: { 'planete-verte': 'associationMember' } },
];
type Account = (typeof ACCOUNTS)[number];

/** The ids a tenant's routes are called with: each exists in that tenant (and only there). */
interface TenantIds {
  /** companies.id or associations.id, for the X-Company-Id / X-Association-Id headers. */
  orgId: number;
  /** An application of the company's collaborator; for an association, one to its mission. */
  engagement: string;
  /** An application to a mission the company published itself. */
  publishedEngagement: string;
  /** A mission only this company's employees see (an association's mission restricted to it); for an association, its mission. */
  mission: number;
  /** A mission the company published itself. */
  publishedMission: number;
  /** A date (engagement_timeslots) of `engagement`. */
  date: number;
  /** A member nobody signs in as, for the member routes (disabling them ends no session the matrix needs). */
  member: string;
  /** A published quest of the company, whose level is `level`. */
  quest: number;
  level: number;
  /** A waiting-list alert of the collaborator. */
  subscription: string;
  /** An active, upcoming event of the company. */
  challenge: number;
  /** A published, current highlight of the company (« Temps forts »). */
  highlight: number;
  /** A published selection of the company. */
  program: number;
  /** A complete tax receipt of the company to the association (issue 20), and one of its lines. */
  taxReceipt: number;
  taxLine: number;
  /** The company's own published team building, and its confirmed request to come (issue 19). */
  teamBuilding: number;
  teamBuildingRequest: number;
  /** A SCIM token of the company. */
  scimToken: number;
  /** An internal project call of the company in its vote phase, and its accepted project. */
  projectCall: number;
  project: number;
}

// A holding's routes are tried on acme's holding (groupe-demo): its roles are acme's (issue 15).
const SPACE_TENANTS: Record<Space, readonly (Tenant | null)[]> = { company: COMPANIES, association: ASSOCIATIONS, holding: ['acme'], none: [null] };
const OTHER: Record<Tenant, Tenant> = { acme: 'globex', globex: 'acme', 'amis-du-quartier': 'planete-verte', 'planete-verte': 'amis-du-quartier' };

function spaceOf(path: string, access: RouteAccess): Space {
  if (!access.public && access.space) return access.space;
  if (path.startsWith('/api/v1/companies/:slug')) return 'company';
  if (path.startsWith('/api/v1/associations/:slug')) return 'association';
  return 'none';
}

function passes(access: RouteAccess, account: Account, tenant: Tenant | null): boolean {
  if (access.public) return true;
  if (access.allow === 'signedIn') return true;
  const role: Role | undefined = account.platformAdmin ? 'platformAdmin' : tenant ? account.roles[tenant] : undefined;
  return role !== undefined && access.allow.includes(role);
}

/** The application the admin routes are tried on (acme's, set once the fixtures are written). */
let adminEngagementTarget = '';
/** The tax exemption and receipt the admin routes are tried on (acme's). */
const adminTax = { exemption: 0, receipt: 0 };
/** Acme's external project call (in its submission phase) and its share id, for the external pages. */
let externalProjectCall = 0;
let externalShareId = '';
/** A draft team building of the platform's catalogue, for the admin routes (issue 19). */
let catalogueTeamBuilding = 0;

/** The path with the tenant's slug and ids (`ids` may be another tenant's, for the foreign-id cases). */
function fill(path: string, access: RouteAccess, slug: string | null, ids: TenantIds | undefined, adminTarget: string, catalogue: { highlight: number; program: number }): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => {
    switch (name) {
      case 'slug':
        return slug ?? 'acme';
      case 'associationSlug':
        return 'amis-du-quartier';
      case 'holdingSlug':
        return 'groupe-demo';
      case 'token':
        return 'x'.repeat(43);
      case 'hash':
        return 'x'.repeat(32);
      case 'timeslotId':
        return String(ids?.date ?? 1);
      case 'userId':
        return path.includes('/admin/') ? adminTarget : ids!.member;
      case 'engagementId':
        // The admin pages read any application.
        return path.includes('/admin/') ? adminEngagementTarget : ids!.engagement;
      case 'levelId':
        return String(ids!.level);
      case 'catalogHighlightId':
        return String(catalogue.highlight);
      case 'teamBuildingId':
        // The admin routes edit the catalogue's (any id they may reach: the one of the tenant is not the catalogue's, a 404 either way for others).
        return path.includes('/admin/') ? String(catalogueTeamBuilding) : String(ids!.teamBuilding);
      case 'requestId':
        return String(ids!.teamBuildingRequest);
      case 'catalogProgramId':
        return String(catalogue.program);
      case 'projectCallId':
        return String(ids?.projectCall ?? externalProjectCall);
      case 'projectId':
        return String(ids!.project);
      case 'shareId':
        return externalShareId;
      case 'id':
        if (path.includes('/admin/highlights/')) return String(catalogue.highlight);
        if (path.includes('/admin/programs/')) return String(catalogue.program);
        if (path.includes('/admin/tax-exemptions/')) return String(adminTax.exemption);
        if (path.includes('/admin/tax-receipts/')) return String(adminTax.receipt);
        if (!ids) return '1';
        if (path.includes('highlights/')) return String(ids.highlight);
        if (path.includes('/tax-receipts/')) return String(ids.taxReceipt);
        if (path.includes('/tax-exemption-lines/')) return String(ids.taxLine);
        if (path.includes('/exports/project-')) return String(ids.projectCall);
        if (path.includes('/published-mission-engagements/')) return ids.publishedEngagement;
        if (path.includes('/published-missions/')) return String(ids.publishedMission);
        if (path.includes('/engagement-timeslots/')) return String(ids.date);
        if (path.includes('/engagements/')) return ids.engagement;
        if (path.includes('programs/')) return String(ids.program);
        if (path.includes('/scim-tokens/')) return String(ids.scimToken);
        if (path.includes('quests/')) return String(ids.quest);
        if (path.includes('/levels/')) return String(ids.level);
        if (path.includes('challenges/')) return String(ids.challenge);
        if (path.includes('/timeslot-subscriptions/')) return ids.subscription;
        if (path.includes('/missions/')) return String(!access.public && access.mission === 'published' ? ids.publishedMission : ids.mission);
        throw new Error(`no id for ${path}`);
      default:
        throw new Error(`no value for :${name} in ${path}`);
    }
  });
}

/** Ids of the tenant's own rows: a catalogue highlight or selection is the platform's, the same whichever tenant reads it. */
const hasIds = (path: string) => /:(?!slug\b|associationSlug\b|holdingSlug\b|catalogHighlightId\b|catalogProgramId\b)\w+/.test(path);

describeWithDb('security matrix: every /api/v1 route refuses whoever must not pass', () => {
  const db = useTestDatabase();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const ids = {} as Record<Tenant, TenantIds>;
  let adminTarget: string;
  /** A published catalogue highlight and selection of the platform, offered to every company. */
  const catalogue = { highlight: 0, program: 0 };

  /** Each route of the app's table once (Hono lists a route once per middleware), under /api/v1 or outside it. */
  function appRoutes(under: 'api' | 'outside'): string[] {
    const keys = new Set<string>();
    for (const route of t.app.routes) {
      const api = route.path.startsWith('/api/v1');
      // Middleware and catch-alls (`ALL *`, `ALL /api/v1/*`...) are not routes of their own.
      if (api ? route.path.includes('*') : route.method === 'ALL' && route.path.includes('*')) continue;
      if (api === (under === 'api')) keys.add(`${route.method} ${route.path}`);
    }
    return [...keys];
  }

  /** Every declared route with its method, path, access and space. */
  function declared() {
    return Object.entries(API_ROUTES).map(([key, access]) => {
      const [method, path] = key.split(' ') as [string, string];
      return { key, method, path, access, space: spaceOf(path, access) };
    });
  }

  beforeAll(async () => {
    const sql = db().sql;
    t = createTestApp(sql);
    await seedTestDemo(t, sql);
    const hash = await (await t.auth.$context).password.hash(DEMO_PASSWORD);

    // The second tenant's people, so that "vice versa" is tried too.
    await createEmployee(sql, { email: 'admin@globex.example', company: 'globex', role: 'COMPANY_ADMIN', passwordHash: hash });
    await createEmployee(sql, { email: 'ambassadeur@globex.example', company: 'globex', role: 'COMPANY_AMBASSADOR', passwordHash: hash });
    for (const company of COMPANIES) await createEmployee(sql, { email: `collegue@${company}.example`, company, passwordHash: hash });
    // Acme takes the intermission plan too (issue 20), so its gated routes are tried on both companies.
    await sql`update companies set plans = array_append(plans, 'intermission') where slug = 'acme'`;
    // A sister company of acme in its holding, whose holding admin manages acme too (and nothing of globex).
    await sql`insert into companies (slug, name, holding_id) select 'acme-filiale', 'Acme Filiale', holding_id from companies where slug = 'acme'`;
    await createEmployee(sql, { email: 'groupe@acme-filiale.example', company: 'acme-filiale', role: 'COMPANY_HOLDING_ADMIN', passwordHash: hash });
    const associationAccount = async (email: string, association: string, role: string, passwordHash?: string) => {
      const [user] = await sql<{ id: string }[]>`
        insert into users (name, email, email_verified, state, first_name, last_name) values (${email}, ${email}, true, 'registered', 'Test', ${email.split('@')[0]!}) returning id`;
      if (passwordHash) await sql`insert into accounts (account_id, provider_id, user_id, password, updated_at) values (${user!.id}, 'credential', ${user!.id}, ${passwordHash}, now())`;
      await sql`insert into association_members (association_id, user_id, role) select id, ${user!.id}, ${role} from associations where slug = ${association}`;
      return user!.id;
    };
    await associationAccount('admin@planete-verte.example', 'planete-verte', 'ASSOCIATION_ADMIN', hash);
    await associationAccount('membre@planete-verte.example', 'planete-verte', 'ASSOCIATION_MEMBER', hash);
    for (const account of ACCOUNTS) cookies[account.email] = await signIn(t, account.email);
    adminTarget = await userId(sql, 'salarie@acme.example');
    const [highlight] = await sql<{ id: number }[]>`
      insert into highlights (slug, title, state, published_at, starts_on, ends_on)
      values ('catalogue', 'Temps fort du catalogue', 'published', now(), current_date - 1, current_date + 5) returning id`;
    catalogue.highlight = highlight!.id;
    const [selection] = await sql<{ id: number }[]>`
      insert into programs (slug, name, mission_selection_mode) values ('catalogue', 'Sélection du catalogue', 'automatic') returning id`;
    catalogue.program = selection!.id;
    const [catalogueActivity] = await sql<{ id: number }[]>`
      insert into team_buildings (title, duration, start_time, end_time, min_participants, max_participants, contact_name, contact_email)
      values ('Activité du catalogue', 'half_day', '09:00', '12:00', 2, 10, 'Camille', 'camille@example.org') returning id`;
    catalogueTeamBuilding = catalogueActivity!.id;

    // Per company: an association's mission only its employees see (acme's at amis-du-quartier, globex's at
    // planete-verte), one it published itself, the collaborator's application to each, a date, a level, an alert.
    const homes = { acme: 'amis-du-quartier', globex: 'planete-verte' } as const;
    const referents = { acme: 'asso@amis-du-quartier.example', globex: 'admin@planete-verte.example' } as const;
    for (const company of COMPANIES) {
      const collaborator = `salarie@${company}.example`;
      const mission = await createMission(sql, {
        association: homes[company],
        supervisorEmail: referents[company],
        validatedBy: [company],
        bookingRestriction: 'companies',
        restrictedTo: [company],
      });
      const slot = await createTimeslot(sql, mission, { places: 5, inDays: 12 });
      const waitingSlot = await createTimeslot(sql, mission, { places: 5, inDays: 20 });
      const publishedMission = await createMission(sql, { publishedByCompany: company, supervisorEmail: null, validatedBy: [] });
      const publishedSlot = await createTimeslot(sql, publishedMission, { places: 5, inDays: 12 });
      const apply = async (missionId: number, timeslotId: number) => {
        const engagementId = randomUUID();
        const response = await callApi(t, `/api/v1/companies/${company}/engagements`, {
          cookie: cookies[collaborator],
          body: { engagementId, missionId, timeslotIds: [timeslotId], timeType: 'work', acknowledgeInsufficientCredit: true },
        });
        expect(response.status, `${collaborator} applies: ${await response.clone().text()}`).toBe(200);
        return engagementId;
      };
      const engagement = await apply(mission, slot);
      const publishedEngagement = await apply(publishedMission, publishedSlot);
      const orgId = await idOf(sql, 'companies', company);
      const [date] = await sql<{ id: number }[]>`select id from engagement_timeslots where engagement_id = ${engagement}`;
      const [quest] = await sql<{ id: number }[]>`
        insert into quests (company_id, slug, title, state, published_at) values (${orgId}, ${`quete-${company}`}, 'Quête', 'published', now()) returning id`;
      const [level] = await sql<{ id: number }[]>`
        insert into levels (quest_id, title, question, answer_type, options, right_answer, reward_points)
        values (${quest!.id}, 'Niveau 1', 'Quelle couleur ?', 'select', ${['Vert', 'Rouge']}, ${['Vert']}, 5) returning id`;
      const subscription = randomUUID();
      await sql`
        insert into timeslot_subscribers (id, timeslot_id, user_id, company_id) values (${subscription}, ${waitingSlot}, ${await userId(sql, collaborator)}, ${orgId})`;
      const member = await createEmployee(sql, { email: `cible@${company}.example`, company, state: 'toValidate' });
      const [challenge] = await sql<{ id: number }[]>`
        insert into challenges (company_id, name, event_date, start_time, end_time) values (${orgId}, 'Webinaire', current_date + 20, '10:00', '11:00') returning id`;
      const [highlight] = await sql<{ id: number }[]>`
        insert into highlights (company_id, slug, title, state, published_at, starts_on, ends_on)
        values (${orgId}, 'temps-fort', 'Temps fort', 'published', now(), current_date - 1, current_date + 5) returning id`;
      const [program] = await sql<{ id: number }[]>`
        insert into programs (company_id, slug, name, mission_selection_mode) values (${orgId}, 'selection', 'Sélection', 'automatic') returning id`;
      // A complete tax receipt of the company to the association for the date (issue 20).
      const associationOrgId = await idOf(sql, 'associations', homes[company]);
      const [exemption] = await sql<{ id: number }[]>`
        insert into tax_exemptions (company_id, association_id, period_start, period_end, average_daily_rate_cents)
        values (${orgId}, ${associationOrgId}, '2026-01-01', '2026-12-31', 35000) returning id`;
      const [taxLine] = await sql<{ id: number }[]>`
        insert into tax_exemption_lines (tax_exemption_id, company_id, engagement_timeslot_id, user_id, worked_on, days, sevenths, daily_cost_cents, valued_amount_cents)
        values (${exemption!.id}, ${orgId}, ${date!.id}, ${await userId(sql, collaborator)}, '2026-03-02', 1, 7, 35000, 35000) returning id`;
      const [taxReceipt] = await sql<{ id: number }[]>`
        insert into tax_receipts (tax_exemption_id, company_id, association_id, amount_cents, state, number, issued_on, document_path, association_address, association_object)
        values (${exemption!.id}, ${orgId}, ${associationOrgId}, 35000, 'complete', ${`RF-${company}`}, '2026-04-01', 'recu.pdf', '1 rue de la Paix, Paris', 'Aide alimentaire')
        returning id`;
      await sql`insert into tax_receipt_lines (tax_receipt_id, tax_exemption_line_id) values (${taxReceipt!.id}, ${taxLine!.id})`;
      if (company === 'acme') Object.assign(adminTax, { exemption: exemption!.id, receipt: taxReceipt!.id });
      const [teamBuilding] = await sql<{ id: number }[]>`
        insert into team_buildings (company_id, title, duration, start_time, end_time, min_participants, max_participants, contact_name, contact_email, state)
        values (${orgId}, 'Atelier', 'full_day', '09:00', '17:00', 2, 10, 'Camille', 'camille@example.org', 'published') returning id`;
      const [teamBuildingRequest] = await sql<{ id: number }[]>`
        insert into team_building_requests (team_building_id, company_id, desired_date, participants_count, state, validated_at)
        values (${teamBuilding!.id}, ${orgId}, current_date + 30, 5, 'validated', now()) returning id`;
      const [scimToken] = await sql<{ id: number }[]>`
        insert into scim_tokens (company_id, name, token_hash, token_prefix) values (${orgId}, 'IdP', ${createHash('sha256').update(company).digest('hex')}, 'scim_x') returning id`;
      // A call whose submissions ended yesterday and whose vote runs now, with the colleague's accepted project.
      const [projectCall] = await sql<{ id: number }[]>`
        insert into project_calls (company_id, share_id, title, submission_starts_at, submission_ends_at, has_votes_phase, vote_starts_at, vote_ends_at)
        values (${orgId}, ${`matrice-${company}`}, 'Appel à projets', now() - interval '10 days', now() - interval '1 day', true, now() - interval '1 day', now() + interval '10 days')
        returning id`;
      const [project] = await sql<{ id: number }[]>`
        insert into projects (project_call_id, company_id, user_id, association_name, user_role, state, submitted_at)
        values (${projectCall!.id}, ${orgId}, ${await userId(sql, `collegue@${company}.example`)}, 'Les Jardins partagés', 'Présidente', 'accepted', now() - interval '2 days')
        returning id`;
      ids[company] = {
        ...{ orgId, engagement, publishedEngagement, mission, publishedMission, date: date!.id, member, quest: quest!.id, level: level!.id },
        ...{ subscription, challenge: challenge!.id, highlight: highlight!.id, program: program!.id, taxReceipt: taxReceipt!.id, taxLine: taxLine!.id, scimToken: scimToken!.id },
        ...{ projectCall: projectCall!.id, project: project!.id },
        ...{ teamBuilding: teamBuilding!.id, teamBuildingRequest: teamBuildingRequest!.id },
      };
      // The association side of the same application: its mission, and the application to it.
      ids[homes[company]] = {
        ...ids[company],
        orgId: await idOf(sql, 'associations', homes[company]),
        member: await associationAccount(`cible@${homes[company]}.example`, homes[company], 'ASSOCIATION_MEMBER'),
      };
    }
    adminEngagementTarget = ids.acme.engagement;
    externalShareId = 'partage-externe-acme';
    const [external] = await sql<{ id: number }[]>`
      insert into project_calls (company_id, share_id, title, audience, submission_starts_at, submission_ends_at)
      values (${ids.acme.orgId}, ${externalShareId}, 'Appel à projets ouvert', 'external', now() - interval '1 day', now() + interval '20 days') returning id`;
    externalProjectCall = external!.id;
  }, 120_000);

  async function call(method: string, path: string, cookie: string | undefined, options: { body?: unknown; headers?: Record<string, string> } = {}) {
    const response = await t.app.request(path, {
      method,
      headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}), ...options.headers },
      body: method === 'GET' ? undefined : JSON.stringify(options.body ?? {}),
    });
    await response.arrayBuffer();
    return response.status;
  }

  /** The tenant header a route scoped by X-Company-Id needs (sync pull, adding dates). */
  function tenantHeaders(path: string, space: Space, tenant: Tenant | null, of: Tenant | null = tenant): Record<string, string> {
    if (!tenant || !of || path.includes(':slug')) return {};
    return space === 'company' ? { 'x-company-id': String(ids[of].orgId) } : {};
  }

  const bodyOf = (access: RouteAccess) => (access.public ? undefined : access.body);

  it('declares every route of the app’s table, and only those', () => {
    for (const [under, declaration] of [['api', API_ROUTES], ['outside', OUTSIDE_API_ROUTES]] as const) {
      const served = appRoutes(under);
      const declaredKeys = Object.keys(declaration);
      expect(served.filter((key) => !declaredKeys.includes(key)), 'routes missing from tests/security/routes.ts').toEqual([]);
      expect(declaredKeys.filter((key) => !served.includes(key)), 'declared routes the app no longer serves').toEqual([]);
    }
    expect(appRoutes('api').length).toBeGreaterThan(100);
  });

  it('answers 401 without a session, except on the routes public by design', async () => {
    const problems: string[] = [];
    for (const { key, method, path, access, space } of declared()) {
      for (const tenant of SPACE_TENANTS[space]) {
        const url = fill(path, access, tenant, tenant ? ids[tenant] : undefined, adminTarget, catalogue);
        const status = await call(method, url, undefined, { body: bodyOf(access), headers: tenantHeaders(path, space, tenant) });
        if (access.public ? status === 401 || status === 403 || status >= 500 : status !== 401) problems.push(`${key} (${url}) anonymous: ${status}`);
        if (!access.public) {
          const probe = await call(method, `${url}?format=zzz&state=zzz&cursor=zzz&limit=-1&page=-1&q=${'x'.repeat(300)}`, undefined, { body: 12 });
          if (probe !== 401) problems.push(`${key} (${url}) anonymous with a malformed body: ${probe}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('keeps the missions of one company out of the public routes and out of the other company’s', async () => {
    const restricted = COMPANIES.flatMap((company) => [ids[company].mission, ids[company].publishedMission]);
    const listed = async (path: string, cookie?: string) => {
      const response = await callApi(t, path, { cookie });
      expect(response.status, path).toBe(200);
      return ((await response.json()) as { missions: Array<{ id: number }> }).missions.map((mission) => mission.id);
    };
    for (const id of restricted) expect((await call('GET', `/api/v1/missions/${id}`, undefined)), `public page of mission ${id}`).toBe(404);
    expect((await listed('/api/v1/missions/search')).filter((id) => restricted.includes(id))).toEqual([]);
    for (const association of ASSOCIATIONS) {
      expect((await listed(`/api/v1/associations/${association}/profile`)).filter((id) => restricted.includes(id))).toEqual([]);
    }
    // Each company's employees see their own, never the other's.
    for (const company of COMPANIES) {
      const other = ids[OTHER[company]];
      const cookie = cookies[`salarie@${company}.example`];
      const found = await listed(`/api/v1/companies/${company}/missions/search`, cookie);
      expect(found).toContain(ids[company].mission);
      expect(found.filter((id) => id === other.mission || id === other.publishedMission)).toEqual([]);
    }
  });

  it('refuses (403 or 404) every account without an allowed role in the path’s tenant', async () => {
    const problems: string[] = [];
    let cases = 0;
    for (const { key, method, path, access, space } of declared()) {
      if (access.public) continue;
      for (const tenant of SPACE_TENANTS[space]) {
        const url = fill(path, access, tenant, tenant ? ids[tenant] : undefined, adminTarget, catalogue);
        // Refusals change nothing, so a route's accounts are tried at once.
        const refused = ACCOUNTS.filter((account) => !passes(access, account, tenant));
        cases += refused.length;
        const statuses = await Promise.all(
          refused.map((account) => call(method, url, cookies[account.email], { body: access.body, headers: tenantHeaders(path, space, tenant) })),
        );
        statuses.forEach((status, i) => {
          if (status !== 403 && status !== 404) problems.push(`${key} ${url} as ${refused[i]!.email}: ${status}`);
        });
      }
    }
    expect(cases).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  }, 120_000);

  it('refuses whoever holds no role in the path’s tenant before reading the body (403 or 404, never 400)', async () => {
    const problems: string[] = [];
    let cases = 0;
    for (const { key, method, path, access } of declared()) {
      const space = spaceOf(path, { public: true });
      if (access.public || method === 'GET' || space === 'none') continue;
      for (const tenant of SPACE_TENANTS[space] as Tenant[]) {
        const url = fill(path, access, tenant, ids[tenant], adminTarget, catalogue);
        const strangers = ACCOUNTS.filter((account) => !account.platformAdmin && account.roles[tenant] === undefined);
        cases += strangers.length;
        const statuses = await Promise.all(strangers.map((account) => call(method, url, cookies[account.email], { body: 'pas un objet' })));
        statuses.forEach((status, i) => {
          if (status !== 403 && status !== 404) problems.push(`${key} ${url} as ${strangers[i]!.email}: ${status}`);
        });
      }
    }
    expect(cases).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  }, 120_000);

  it('refuses the other tenant’s ids in the path of one’s own tenant (403 or 404)', async () => {
    const problems: string[] = [];
    for (const { key, method, path, access, space } of declared()) {
      if (access.public || !hasIds(path) || space === 'none') continue;
      for (const tenant of SPACE_TENANTS[space] as Tenant[]) {
        const url = fill(path, access, tenant, ids[OTHER[tenant]], adminTarget, catalogue);
        const allowed = ACCOUNTS.filter((account) => passes(access, account, tenant));
        const statuses = await Promise.all(
          allowed.map((account) => call(method, url, cookies[account.email], { body: access.body, headers: tenantHeaders(path, space, tenant) })),
        );
        statuses.forEach((status, i) => {
          if (status !== 403 && status !== 404) problems.push(`${key} ${url} (${OTHER[tenant]}'s ids) as ${allowed[i]!.email}: ${status}`);
        });
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('refuses, in one’s own tenant, the ids of another side: an association’s application or mission on the publishing company’s routes, and the reverse', async () => {
    // In the same tenant, the id of the other kind: acme's application to an amis-du-quartier mission on acme's
    // published-mission routes (the company does not handle it), and acme's own published mission on amis-du-quartier's.
    const swapped = (own: TenantIds): TenantIds => ({
      ...own,
      engagement: own.publishedEngagement,
      publishedEngagement: own.engagement,
      mission: own.publishedMission,
      publishedMission: own.mission,
    });
    const sideRoute = /\/(published-mission-engagements|published-missions)\/|^\/api\/v1\/associations\/:slug\/(missions|engagements|exports)\/:?\w/;
    const problems: string[] = [];
    let cases = 0;
    for (const { key, method, path, access, space } of declared()) {
      if (access.public || !sideRoute.test(path) || !hasIds(path)) continue;
      for (const tenant of SPACE_TENANTS[space] as Tenant[]) {
        const url = fill(path, access, tenant, swapped(ids[tenant]), adminTarget, catalogue);
        const allowed = ACCOUNTS.filter((account) => passes(access, account, tenant));
        cases += allowed.length;
        const statuses = await Promise.all(
          allowed.map((account) => call(method, url, cookies[account.email], { body: access.body, headers: tenantHeaders(path, space, tenant) })),
        );
        statuses.forEach((status, i) => {
          if (status !== 403 && status !== 404) problems.push(`${key} ${url} (the other side's id) as ${allowed[i]!.email}: ${status}`);
        });
      }
    }
    expect(cases).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  }, 60_000);

  it('refuses (403) a tenant header that names another organisation than the path', async () => {
    const problems: string[] = [];
    for (const { key, method, path, access, space } of declared()) {
      if (access.public || space === 'none' || space === 'holding') continue;
      for (const tenant of SPACE_TENANTS[space] as Tenant[]) {
        const url = fill(path, access, tenant, ids[tenant], adminTarget, catalogue);
        const header = space === 'company' ? 'x-company-id' : 'x-association-id';
        const allowed = ACCOUNTS.filter((account) => passes(access, account, tenant));
        const statuses = await Promise.all(
          allowed.map((account) => call(method, url, cookies[account.email], { body: access.body, headers: { [header]: String(ids[OTHER[tenant]].orgId) } })),
        );
        statuses.forEach((status, i) => {
          if (status !== 403) problems.push(`${key} ${url} with ${header} of ${OTHER[tenant]} as ${allowed[i]!.email}: ${status}`);
        });
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('refuses offline mutations (sync push) as the online routes do: nothing of another tenant, nothing but the referent’s', async () => {
    const sql = db().sql;
    const { acme, globex } = ids;
    const [globexSlot] = await sql<{ id: number }[]>`select id from timeslots where mission_id = ${globex.mission} order by starts_at limit 1`;
    const states = async () => sql<{ id: string; state: string }[]>`select id, state from engagements order by id`;
    const before = await states();
    const company = (id: number) => ({ 'x-company-id': String(id) });
    const association = (slug: Tenant) => ({ 'x-association-id': String(ids[slug].orgId) });
    const cancel = { engagementId: acme.engagement, reason: 'professional_constraint' };
    const cases: Array<[string, Record<string, string>, string, unknown]> = [
      ['salarie@globex.example', company(globex.orgId), 'engagement.cancel', cancel],
      ['collegue@acme.example', company(acme.orgId), 'engagement.cancel', cancel],
      ['rh@acme.example', company(acme.orgId), 'engagement.cancel', cancel],
      ['benevole-asso@amis-du-quartier.example', association('amis-du-quartier'), 'engagement.cancel', cancel],
      ['admin@planete-verte.example', association('planete-verte'), 'engagement.cancel', cancel],
      ['benevole-asso@amis-du-quartier.example', association('amis-du-quartier'), 'engagement.confirm', { engagementId: acme.engagement }],
      ['admin@planete-verte.example', association('planete-verte'), 'engagement.confirm', { engagementId: acme.engagement }],
      ['salarie@globex.example', company(globex.orgId), 'engagement.confirm', { engagementId: acme.engagement }],
      ['admin@planete-verte.example', association('planete-verte'), 'engagement.finish', { engagementId: acme.engagement }],
      ['asso@amis-du-quartier.example', association('amis-du-quartier'), 'engagement.confirm', { engagementId: globex.engagement }],
      // Another company's header is not one of the employee's: it is not applied in their stead to the other's data.
      ['salarie@acme.example', company(globex.orgId), 'level.answer', { answerId: randomUUID(), levelId: globex.level, answers: ['Vert'] }],
      ['salarie@acme.example', company(acme.orgId), 'level.answer', { answerId: randomUUID(), levelId: globex.level, answers: ['Vert'] }],
      ['salarie@acme.example', company(acme.orgId), 'timeslot.subscribe', { subscriptionId: randomUUID(), timeslotId: globexSlot!.id }],
      [
        'salarie@acme.example',
        company(acme.orgId),
        'engagement.apply',
        { engagementId: randomUUID(), missionId: globex.mission, timeslotIds: [globexSlot!.id], timeType: 'personal' },
      ],
    ];
    const problems: string[] = [];
    for (const [email, headers, name, args] of cases) {
      const response = await t.app.request('/api/v1/sync/push', {
        method: 'POST',
        headers: { ...SAME_ORIGIN, cookie: cookies[email]!, ...headers },
        body: JSON.stringify({ clientId: randomUUID(), schemaVersion: 1, mutations: [{ id: 1, name, args, clientCreatedAt: new Date().toISOString() }] }),
      });
      const body = (await response.json()) as { results?: Array<{ status: string; code?: string }> };
      const result = body.results?.[0];
      // Rejected for who or where the caller is (NOT_FOUND, FORBIDDEN_NOT_REFERENT, a mission not open to their company), not for malformed args.
      if (response.status !== 200 || result?.status !== 'rejected' || result.code === 'VALIDATION_FAILED') {
        problems.push(`${name} as ${email}: ${response.status} ${JSON.stringify(body)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await states()).toEqual(before);
    expect(await sql`select 1 from level_answers where level_id = ${globex.level}`).toEqual([]);
    const subscribed = await sql`select 1 from timeslot_subscribers where timeslot_id = ${globexSlot!.id} and user_id = ${await userId(sql, 'salarie@acme.example')}`;
    expect(subscribed).toEqual([]);
  });

  it('refuses ids of the other company in request bodies (credit grants, applications, alerts)', async () => {
    const sql = db().sql;
    const globexEmployee = await userId(sql, 'salarie@globex.example');
    const [globexSlot] = await sql<{ id: number }[]>`select id from timeslots where mission_id = ${ids.globex.mission} order by starts_at limit 1`;
    const cases: Array<[string, string, unknown]> = [
      ['rh@acme.example', '/api/v1/companies/acme/credits/adjustments', { userId: globexEmployee, kind: 'bonus', hours: 7 }],
      ['admin@example.org', '/api/v1/companies/acme/credits/adjustments', { userId: globexEmployee, kind: 'bonus', hours: 7 }],
      [
        'salarie@acme.example',
        '/api/v1/companies/acme/engagements',
        { engagementId: randomUUID(), missionId: ids.globex.publishedMission, timeslotIds: [], timeType: 'personal' },
      ],
      ['salarie@acme.example', '/api/v1/companies/acme/timeslot-subscriptions', { subscriptionId: randomUUID(), timeslotId: globexSlot!.id }],
    ];
    const problems: string[] = [];
    for (const [email, path, body] of cases) {
      const response = await callApi(t, path, { cookie: cookies[email], body });
      const answer = (await response.json()) as { error?: { code: string } };
      // Refused for where the data lives, not for the shape of the request.
      if (response.status < 400 || response.status >= 500 || answer.error?.code === 'VALIDATION_FAILED') problems.push(`${path} as ${email}: ${response.status} ${JSON.stringify(answer)}`);
    }
    expect(problems).toEqual([]);
    expect(await sql`select 1 from credit_entries where user_id = ${globexEmployee} and kind = 'bonus'`).toEqual([]);
    expect(await sql`select 1 from engagements where mission_id = ${ids.globex.publishedMission} and user_id <> ${globexEmployee}`).toEqual([]);
  });

  it('lets a manager’s link decide the dates of its own application only', async () => {
    const sql = db().sql;
    // salarie@acme.example names manager@acme.example: each of their work-time applications mailed a link.
    const mails = await sql<{ text_body: string }[]>`select text_body from outgoing_emails where to_address = 'manager@acme.example' order by id`;
    const tokens = mails.map((mail) => /\/validation-manager\/([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1]).filter((token) => token !== undefined);
    const linked: Record<string, string> = {};
    for (const token of tokens) {
      const response = await callApi(t, `/api/v1/manager-validations/${token}`);
      expect(response.status).toBe(200);
      const { timeslots } = (await response.json()) as { timeslots: Array<{ id: number }> };
      for (const date of timeslots) linked[date.id] = token;
    }
    const token = linked[ids.acme.date];
    expect(token, 'the link of acme’s fixture application').toBeDefined();
    const [publishedDate] = await sql<{ id: number }[]>`select id from engagement_timeslots where engagement_id = ${ids.acme.publishedEngagement}`;
    const states = () => sql`select id, state from engagement_timeslots order by id`;
    const before = await states();
    // The dates of another company's application, and of the same employee's other application.
    for (const date of [ids.globex.date, publishedDate!.id]) {
      for (const decision of ['validate', 'reject']) {
        const status = await call('POST', `/api/v1/manager-validations/${token}/timeslots/${date}/${decision}`, undefined);
        expect(status, `${decision} date ${date} with another application's link`).toBe(404);
      }
    }
    expect(await states()).toEqual(before);
  });

  it('lets an ambassador follow only the missions targeted at their own entity', async () => {
    const sql = db().sql;
    const hash = await (await t.auth.$context).password.hash(DEMO_PASSWORD);
    const entities = await sql<{ id: number; name: string }[]>`select e.id, e.name from entities e join companies c on c.id = e.company_id where c.slug = 'acme'`;
    const entity = (name: string) => entities.find((row) => row.name === name)!.id;
    const mission = await createMission(sql, { association: 'amis-du-quartier', validatedBy: ['acme'] });
    await sql`insert into mission_targeted_entities (mission_id, entity_id, company_id) values (${mission}, ${entity('Agence Lyon')}, ${ids.acme.orgId})`;
    for (const [email, name] of [['ambassadeur-lyon@acme.example', 'Agence Lyon'], ['ambassadeur-siege@acme.example', 'Siège']] as const) {
      await createEmployee(sql, { email, company: 'acme', role: 'COMPANY_AMBASSADOR', passwordHash: hash });
      await sql`update company_members set entity_id = ${entity(name)} where user_id = ${await userId(sql, email)}`;
      cookies[email] = await signIn(t, email);
    }
    const expected: Record<string, number[]> = {
      'ambassadeur-lyon@acme.example': [200],
      'rh@acme.example': [200],
      'ambassadeur-siege@acme.example': [403, 404],
      // The demo ambassador has no entity: a targeted mission is not theirs to follow.
      'ambassadeur@acme.example': [403, 404],
    };
    const problems: string[] = [];
    for (const path of ['missions/:id/volunteers', 'missions/:id/subscribers', 'exports/missions/:id/engagements', 'exports/missions/:id/subscribers']) {
      const url = `/api/v1/companies/acme/${path.replace(':id', String(mission))}`;
      for (const [email, statuses] of Object.entries(expected)) {
        const status = await call('GET', url, cookies[email]);
        if (!statuses.includes(status)) problems.push(`${url} as ${email}: ${status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lets every allowed account through (neither 401 nor 403, never 5xx)', async () => {
    const problems: string[] = [];
    // Reads first, then changes, deletions last: an allowed call may change the fixtures the next ones use.
    const order = (method: string) => (method === 'GET' ? 0 : method === 'DELETE' ? 2 : 1);
    const routes = declared().sort((a, b) => order(a.method) - order(b.method));
    for (const { key, method, path, access, space } of routes) {
      if (access.public) continue;
      for (const tenant of SPACE_TENANTS[space]) {
        const filled = fill(path, access, tenant, tenant ? ids[tenant] : undefined, adminTarget, catalogue);
        const url = access.query ? `${filled}?${access.query}` : filled;
        for (const account of ACCOUNTS) {
          if (!passes(access, account, tenant)) continue;
          const status = await call(method, url, cookies[account.email], { body: access.body, headers: tenantHeaders(path, space, tenant) });
          if (status === 401 || status === 403 || status >= 500) problems.push(`${key} ${url} as ${account.email}: ${status}`);
          // A read with the fixture's ids answers 200: the ids are real, so the refusals' 404s above are the tenant scoping at work.
          else if (method === 'GET' && status !== 200) problems.push(`${key} ${url} as ${account.email}: ${status} (a read should answer 200)`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
