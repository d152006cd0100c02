import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import { stateAfterEnabling } from '../../../shared/permissions/members';
import { type ScimFilter, type ScimProblem, type ScimResult, applyScimPatch, userFieldsOf } from '../../../shared/scim/scim.rules';
import type { ScimTokenCreated, ScimTokenList } from '../../../shared/scim/scim-api.schema';
import {
  SCIM_ENTERPRISE_USER_SCHEMA,
  SCIM_LIST_SCHEMA,
  SCIM_USER_SCHEMA,
  type ScimPatch,
  type ScimUserFields,
  type ScimUserInput,
} from '../../../shared/scim/scim.schema';
import type { Sql, TransactionSql } from '../../db/connect';
import type { AppDeps } from '../../http/types';
import type { MailMessage } from '../../mail/mailer';
import { inviteOne, sendAll } from '../users/invitations.service';
import * as q from './scim.sql';

type Deps = Pick<AppDeps, 'sql' | 'env' | 'mailer' | 'logger'>;
type Tx = Sql | TransactionSql;

/**
 * SCIM 2.0 provisioning of a company's employees by its identity provider (RFC 7643/7644), and the bearer tokens its
 * admins create for it. A token reaches the company it was made for only; it is stored hashed and shown once.
 * Provisioning follows the requests Okta and Microsoft Entra ID send: look a user up by `userName` (or `externalId`),
 * create it, read it, replace it (PUT) or patch it, deactivate it (`active: false`: signed out everywhere, kept out),
 * delete it (it leaves the company, signed out). A user created this way is invited by e-mail to set up their
 * account, as an employee invited by an admin is.
 */

// ---- Tokens (company admins)

const TOKEN_PREFIX = 'scim_';
export const hashScimToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The company's tokens (live first), with the address its provider calls. */
export async function listScimTokens(deps: Pick<Deps, 'sql' | 'env'>, companyId: number): Promise<ScimTokenList> {
  const rows = await q.listTokens(deps.sql, companyId);
  return {
    endpoint: `${deps.env.baseUrl}/scim/v2/${companyId}`,
    tokens: rows.map((row) => ({
      id: row.id,
      name: row.name,
      prefix: row.tokenPrefix,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy,
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
    })),
  };
}

/** A new token for the company's identity provider: the only time its value is given. */
export async function createScimToken(sql: Sql, companyId: number, createdBy: string, name: string): Promise<ScimTokenCreated> {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const prefix = token.slice(0, TOKEN_PREFIX.length + 6);
  const id = await q.insertToken(sql, { companyId, name, hash: hashScimToken(token), prefix, createdBy });
  return { id, name, prefix, token };
}

export async function revokeScimToken(sql: Sql, companyId: number, tokenId: number): Promise<void> {
  if (!(await q.revokeToken(sql, companyId, tokenId))) throw new AppError('NOT_FOUND');
}

/** The company a bearer token of the request reaches, if it is the path's; undefined otherwise (the route answers 401). */
export async function authenticateScimToken(sql: Sql, token: string, companyId: number) {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  const used = await q.useToken(sql, hashScimToken(token), companyId);
  if (!used) return undefined;
  const company = await q.companyName(sql, companyId);
  return company ? { company, createdBy: used.createdBy } : undefined;
}

// ---- Users (the provider)

export interface ScimCompany {
  id: number;
  name: string;
  slug: string;
}

/** A SCIM answer: a resource or list, or a refusal (the route writes RFC 7644's error body). */
export type ScimAnswer<T> = ScimResult<T>;
const refuse = (problem: ScimProblem): { ok: false; problem: ScimProblem } => ({ ok: false, problem });
const notFound = (id: string) => refuse({ status: 404, detail: `User ${id} not found.` });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function presentScimUser(row: q.ScimMemberRow, baseUrl: string, companyId: number) {
  const formatted = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    schemas: [SCIM_USER_SCHEMA, SCIM_ENTERPRISE_USER_SCHEMA],
    id: row.userId,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.email,
    name: { ...(formatted ? { formatted } : {}), ...(row.firstName ? { givenName: row.firstName } : {}), ...(row.lastName ? { familyName: row.lastName } : {}) },
    displayName: formatted || row.email,
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: row.state !== 'disabled',
    [SCIM_ENTERPRISE_USER_SCHEMA]: row.matricule ? { employeeNumber: row.matricule } : {},
    meta: {
      resourceType: 'User',
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${baseUrl}/scim/v2/${companyId}/Users/${row.userId}`,
    },
  };
}
export type ScimUserResource = ReturnType<typeof presentScimUser>;

export async function listScimUsers(deps: Deps, company: ScimCompany, filter: ScimFilter | null, page: { offset: number; limit: number; startIndex: number }) {
  const { rows, total } = await q.listMembers(deps.sql, company.id, filter, page);
  return {
    schemas: [SCIM_LIST_SCHEMA],
    totalResults: total,
    startIndex: page.startIndex,
    itemsPerPage: rows.length,
    Resources: rows.map((row) => presentScimUser(row, deps.env.baseUrl, company.id)),
  };
}

export async function getScimUser(deps: Deps, company: ScimCompany, userId: string): Promise<ScimAnswer<ScimUserResource>> {
  const row = UUID.test(userId) ? await q.findMember(deps.sql, company.id, userId) : undefined;
  return row ? { ok: true, value: presentScimUser(row, deps.env.baseUrl, company.id) } : notFound(userId);
}

/** The provider's ids are unique in the company, and an address belongs to one account: a clash is `uniqueness` (409). */
async function clash(tx: Tx, company: ScimCompany, fields: ScimUserFields, userId: string | null): Promise<ScimProblem | null> {
  const owner = await q.findUserIdByEmail(tx, fields.userName);
  if (owner && owner !== userId && (userId !== null || (await q.findMember(tx, company.id, owner)))) {
    return { status: 409, scimType: 'uniqueness', detail: `userName ${fields.userName} is already taken.` };
  }
  for (const [column, value] of [
    ['externalId', fields.externalId],
    ['matricule', fields.employeeNumber],
  ] as const) {
    if (value === null) continue;
    const holder = await q.holderOf(tx, company.id, column, value);
    if (holder && holder !== userId) return { status: 409, scimType: 'uniqueness', detail: `${column === 'externalId' ? 'externalId' : 'employeeNumber'} ${value} is already taken.` };
  }
  return null;
}

const identityOf = (fields: ScimUserFields) => ({
  email: fields.userName,
  firstName: fields.givenName,
  lastName: fields.familyName,
  externalId: fields.externalId,
  matricule: fields.employeeNumber,
});

/** Active or not, as the provider says: deactivating signs the user out everywhere and keeps them out. */
async function applyActive(tx: Tx, row: q.ScimMemberRow, active: boolean) {
  if (!active && row.state !== 'disabled') {
    await q.setUserState(tx, row.userId, 'disabled');
    await q.deleteSessions(tx, row.userId);
  }
  if (active && row.state === 'disabled') await q.setUserState(tx, row.userId, stateAfterEnabling(row));
}

/**
 * A new employee of the company: the account of the address (created, invited by e-mail to set it up, when there is
 * none) joins the company as a collaborator with the provider's names and ids. An address already in the company is
 * `uniqueness` (the provider looks it up first).
 */
export async function createScimUser(deps: Deps, company: ScimCompany, invitedBy: string | null, input: ScimUserInput): Promise<ScimAnswer<ScimUserResource>> {
  const fields = userFieldsOf(input);
  const outcome = await deps.sql.begin(async (tx): Promise<ScimAnswer<{ userId: string; mail: MailMessage | null }>> => {
    const problem = await clash(tx, company, fields, null);
    if (problem) return refuse(problem);
    const invited = await inviteOne(tx, deps, {
      email: fields.userName,
      organisation: { kind: 'company', ...company },
      role: 'COMPANY_COLLABORATOR',
      invitedBy,
      inviterName: company.name,
    });
    const userId = (await q.findUserIdByEmail(tx, fields.userName))!;
    await q.writeIdentity(tx, company.id, userId, identityOf(fields));
    const row = (await q.findMember(tx, company.id, userId, { lock: true }))!;
    await applyActive(tx, row, fields.active);
    return { ok: true, value: { userId, mail: fields.active ? invited.mail : null } };
  });
  if (!outcome.ok) return outcome;
  await sendAll(deps, [outcome.value.mail]);
  return getScimUser(deps, company, outcome.value.userId);
}

/** PUT: the provider's whole view of the user replaces what it owns (names, address, ids, active). */
export async function replaceScimUser(deps: Deps, company: ScimCompany, userId: string, input: ScimUserInput): Promise<ScimAnswer<ScimUserResource>> {
  return changeScimUser(deps, company, userId, () => ({ ok: true, value: userFieldsOf(input) }));
}

/** PATCH: the operations applied to what the product keeps of the user; nothing changes when one is refused. */
export async function patchScimUser(deps: Deps, company: ScimCompany, userId: string, patch: ScimPatch): Promise<ScimAnswer<ScimUserResource>> {
  return changeScimUser(deps, company, userId, (current) => applyScimPatch(current, patch));
}

async function changeScimUser(
  deps: Deps,
  company: ScimCompany,
  userId: string,
  next: (current: ScimUserFields) => ScimResult<ScimUserFields>,
): Promise<ScimAnswer<ScimUserResource>> {
  if (!UUID.test(userId)) return notFound(userId);
  const outcome = await deps.sql.begin(async (tx): Promise<ScimAnswer<null>> => {
    const row = await q.findMember(tx, company.id, userId, { lock: true });
    if (!row) return notFound(userId);
    const current: ScimUserFields = {
      userName: row.email,
      givenName: row.firstName,
      familyName: row.lastName,
      externalId: row.externalId,
      employeeNumber: row.matricule,
      active: row.state !== 'disabled',
    };
    const changed = next(current);
    if (!changed.ok) return changed;
    const problem = await clash(tx, company, changed.value, userId);
    if (problem) return refuse(problem);
    await q.writeIdentity(tx, company.id, userId, identityOf(changed.value));
    await applyActive(tx, row, changed.value.active);
    return { ok: true, value: null };
  });
  if (!outcome.ok) return outcome;
  return getScimUser(deps, company, userId);
}

/** DELETE: the user leaves the company, signed out everywhere; their account and past engagements stay. */
export async function deleteScimUser(deps: Deps, company: ScimCompany, userId: string): Promise<ScimAnswer<null>> {
  if (!UUID.test(userId)) return notFound(userId);
  return deps.sql.begin(async (tx) => {
    const row = await q.findMember(tx, company.id, userId, { lock: true });
    if (!row) return notFound(userId);
    await q.deleteSessions(tx, userId);
    await q.deleteMembership(tx, company.id, userId);
    return { ok: true as const, value: null };
  });
}
