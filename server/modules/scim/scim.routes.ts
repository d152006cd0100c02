import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodMiniType } from 'zod/mini';
import { type ScimProblem, parseScimFilter, scimPage } from '../../../shared/scim/scim.rules';
import {
  SCIM_CONTENT_TYPE,
  SCIM_DEFAULT_PAGE,
  SCIM_ENTERPRISE_USER_SCHEMA,
  SCIM_ERROR_SCHEMA,
  SCIM_LIST_SCHEMA,
  SCIM_MAX_PAGE,
  SCIM_USER_SCHEMA,
  scimPatchSchema,
  scimUserInputSchema,
} from '../../../shared/scim/scim.schema';
import type { AppDeps, AppEnv } from '../../http/types';
import {
  type ScimAnswer,
  type ScimCompany,
  authenticateScimToken,
  createScimUser,
  deleteScimUser,
  getScimUser,
  listScimUsers,
  patchScimUser,
  replaceScimUser,
} from './scim.service';

type ScimEnv = AppEnv & { Variables: { scimCompany: ScimCompany; scimInvitedBy: string | null } };

/** A SCIM answer: `application/scim+json`, as RFC 7644 §3.1 asks. */
function scimJson(c: Context, body: unknown, status: ContentfulStatusCode = 200) {
  return c.body(JSON.stringify(body), status, { 'Content-Type': SCIM_CONTENT_TYPE });
}

/** RFC 7644 §3.12's error body. */
function scimError(c: Context, problem: ScimProblem | { status: 401 | 405 | 413; detail: string; scimType?: undefined }) {
  return scimJson(c, { schemas: [SCIM_ERROR_SCHEMA], status: String(problem.status), ...(problem.scimType ? { scimType: problem.scimType } : {}), detail: problem.detail }, problem.status);
}

function answer<T>(c: Context, result: ScimAnswer<T>, status: ContentfulStatusCode = 200) {
  return result.ok ? scimJson(c, result.value, status) : scimError(c, result.problem);
}

/** The body read as JSON and checked by `schema`; otherwise the SCIM refusal (400 invalidSyntax / invalidValue). */
async function readBody<T>(c: Context, schema: ZodMiniType<T>): Promise<{ ok: true; value: T } | { ok: false; problem: ScimProblem }> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { ok: false, problem: { status: 400, scimType: 'invalidSyntax', detail: 'The body is not JSON.' } };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
    return { ok: false, problem: { status: 400, scimType: 'invalidValue', detail } };
  }
  return { ok: true, value: parsed.data };
}

/**
 * The bearer token of the request, for the company of the path only: a token of another company, a revoked one or
 * none is 401 (with `WWW-Authenticate`), and nothing is read.
 */
function scimAuth(deps: AppDeps): MiddlewareHandler<ScimEnv> {
  return async (c, next) => {
    const companyId = Number(c.req.param('companyId'));
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    const reached = Number.isSafeInteger(companyId) && companyId > 0 && bearer ? await authenticateScimToken(deps.sql, bearer, companyId) : undefined;
    if (!reached) {
      c.header('WWW-Authenticate', 'Bearer realm="scim"');
      return scimError(c, { status: 401, detail: 'A valid bearer token of this company is required.' });
    }
    c.set('scimCompany', reached.company);
    c.set('scimInvitedBy', reached.createdBy);
    await next();
  };
}

const SERVICE_PROVIDER_CONFIG = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
  documentationUri: 'https://datatracker.ietf.org/doc/html/rfc7644',
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: SCIM_MAX_PAGE },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [{ type: 'oauthbearertoken', name: 'OAuth Bearer Token', description: 'A token created by a company admin in the company settings.', primary: true }],
  meta: { resourceType: 'ServiceProviderConfig' },
};

const attribute = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'string',
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

const SCHEMAS = [
  {
    id: SCIM_USER_SCHEMA,
    name: 'User',
    description: 'An employee of the company',
    attributes: [
      attribute('userName', { required: true, uniqueness: 'server' }),
      attribute('externalId', { caseExact: true }),
      { ...attribute('name', { type: 'complex' }), subAttributes: [attribute('givenName'), attribute('familyName'), attribute('formatted', { mutability: 'readOnly' })] },
      { ...attribute('emails', { type: 'complex', multiValued: true, mutability: 'readOnly' }), subAttributes: [attribute('value'), attribute('type'), attribute('primary', { type: 'boolean' })] },
      attribute('active', { type: 'boolean' }),
    ],
    meta: { resourceType: 'Schema' },
  },
  {
    id: SCIM_ENTERPRISE_USER_SCHEMA,
    name: 'EnterpriseUser',
    description: 'The employee number (matricule)',
    attributes: [attribute('employeeNumber')],
    meta: { resourceType: 'Schema' },
  },
];

const RESOURCE_TYPES = [
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    schema: SCIM_USER_SCHEMA,
    schemaExtensions: [{ schema: SCIM_ENTERPRISE_USER_SCHEMA, required: false }],
    meta: { resourceType: 'ResourceType' },
  },
];

const listOf = (resources: unknown[]) => ({ schemas: [SCIM_LIST_SCHEMA], totalResults: resources.length, startIndex: 1, itemsPerPage: resources.length, Resources: resources });

/**
 * SCIM 2.0 at `/scim/v2/{companyId}` (spec §2; RFC 7644): discovery (ServiceProviderConfig, Schemas, ResourceTypes) and
 * the company's Users, for its identity provider's bearer token. Outside /api/v1: the provider is no browser, so no
 * session, no same-origin check and no app error envelope: RFC 7644's own.
 */
export function scimRoutes(deps: AppDeps) {
  const users = '/:companyId{[0-9]+}/Users';
  const routes = new Hono<ScimEnv>()
    .use('/:companyId{[0-9]+}/*', scimAuth(deps))
    .get('/:companyId{[0-9]+}/ServiceProviderConfig', (c) => scimJson(c, SERVICE_PROVIDER_CONFIG))
    .get('/:companyId{[0-9]+}/Schemas', (c) => scimJson(c, listOf(SCHEMAS)))
    .get('/:companyId{[0-9]+}/ResourceTypes', (c) => scimJson(c, listOf(RESOURCE_TYPES)))
    .get(users, async (c) => {
      const filter = parseScimFilter(c.req.query('filter'));
      if (!filter.ok) return scimError(c, filter.problem);
      const page = scimPage(c.req.query('startIndex'), c.req.query('count'), { size: SCIM_DEFAULT_PAGE, max: SCIM_MAX_PAGE });
      return scimJson(c, await listScimUsers(deps, c.var.scimCompany, filter.value, page));
    })
    .post(users, async (c) => {
      const body = await readBody(c, scimUserInputSchema);
      if (!body.ok) return scimError(c, body.problem);
      const created = await createScimUser(deps, c.var.scimCompany, c.var.scimInvitedBy, body.value);
      if (created.ok) c.header('Location', created.value.meta.location);
      return answer(c, created, 201);
    })
    .get(`${users}/:userId`, async (c) => answer(c, await getScimUser(deps, c.var.scimCompany, c.req.param('userId'))))
    .put(`${users}/:userId`, async (c) => {
      const body = await readBody(c, scimUserInputSchema);
      if (!body.ok) return scimError(c, body.problem);
      return answer(c, await replaceScimUser(deps, c.var.scimCompany, c.req.param('userId'), body.value));
    })
    .patch(`${users}/:userId`, async (c) => {
      const body = await readBody(c, scimPatchSchema);
      if (!body.ok) return scimError(c, body.problem);
      return answer(c, await patchScimUser(deps, c.var.scimCompany, c.req.param('userId'), body.value));
    })
    .delete(`${users}/:userId`, async (c) => {
      const deleted = await deleteScimUser(deps, c.var.scimCompany, c.req.param('userId'));
      return deleted.ok ? c.body(null, 204) : scimError(c, deleted.problem);
    });
  routes.all('*', (c) => scimError(c, { status: 404, detail: 'No such SCIM endpoint.' }));
  return routes;
}
