import { SCIM_ENTERPRISE_USER_SCHEMA, type ScimPatch, type ScimUserFields, type ScimUserInput } from './scim.schema';

/** A SCIM refusal: its HTTP status, its `scimType` (RFC 7644 §3.12) and what is wrong. */
export interface ScimProblem {
  status: 400 | 404 | 409;
  scimType?: 'invalidFilter' | 'invalidPath' | 'invalidValue' | 'uniqueness' | 'invalidSyntax' | 'noTarget';
  detail: string;
}

export type ScimResult<T> = { ok: true; value: T } | { ok: false; problem: ScimProblem };
const fail = (problem: ScimProblem): { ok: false; problem: ScimProblem } => ({ ok: false, problem });

/** The fields of a User as a POST or PUT gives them (a PUT replaces them all: what is absent becomes empty). */
export function userFieldsOf(input: ScimUserInput): ScimUserFields {
  const name = input.name ?? {};
  return {
    userName: input.userName.trim().toLowerCase(),
    givenName: blankToNull(name.givenName),
    familyName: blankToNull(name.familyName),
    externalId: blankToNull(input.externalId),
    employeeNumber: blankToNull(input[SCIM_ENTERPRISE_USER_SCHEMA]?.employeeNumber),
    active: input.active ?? true,
  };
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The filters a provider sends to find a user before creating it (Okta, Entra ID): `userName eq "…"`, `externalId eq "…"`. */
export type ScimFilter = { attribute: 'userName' | 'externalId'; value: string };

const FILTER = /^\s*(userName|externalId)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i;

/** Reads a list's `filter`; none is every user. Other filters are refused (`invalidFilter`), never read loosely. */
export function parseScimFilter(filter: string | undefined): ScimResult<ScimFilter | null> {
  if (filter === undefined || filter.trim() === '') return { ok: true, value: null };
  const match = FILTER.exec(filter);
  if (!match) return fail({ status: 400, scimType: 'invalidFilter', detail: 'Only "userName eq" and "externalId eq" filters are supported.' });
  const attribute = match[1]!.toLowerCase() === 'username' ? 'userName' : 'externalId';
  const value = match[2]!.replace(/\\(.)/g, '$1');
  // userName is case-insensitive (RFC 7643 §4.1.1): it is kept in lower case.
  return { ok: true, value: { attribute, value: attribute === 'userName' ? value.toLowerCase() : value } };
}

const asText = (value: unknown): string | null | undefined => (typeof value === 'string' ? value : value === null ? null : undefined);
const asBoolean = (value: unknown): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  return undefined;
};

/** The attribute paths a PATCH may name (case-insensitive, RFC 7644 §3.10), and where each lands. */
const PATHS: Record<string, (fields: ScimUserFields, value: unknown) => ScimUserFields | null> = {
  active: (fields, value) => {
    const active = asBoolean(value);
    return active === undefined ? null : { ...fields, active };
  },
  username: (fields, value) => {
    const text = asText(value);
    return typeof text === 'string' && text.trim().length >= 3 ? { ...fields, userName: text.trim().toLowerCase() } : null;
  },
  externalid: (fields, value) => (asText(value) === undefined ? null : { ...fields, externalId: blankToNull(asText(value)) }),
  'name.givenname': (fields, value) => (asText(value) === undefined ? null : { ...fields, givenName: blankToNull(asText(value)) }),
  'name.familyname': (fields, value) => (asText(value) === undefined ? null : { ...fields, familyName: blankToNull(asText(value)) }),
  [`${SCIM_ENTERPRISE_USER_SCHEMA}:employeenumber`.toLowerCase()]: (fields, value) =>
    asText(value) === undefined ? null : { ...fields, employeeNumber: blankToNull(asText(value)) },
};

/**
 * A PATCH applied to a user's fields, operation by operation (RFC 7644 §3.5.2): `add` and `replace` set the named
 * attribute, or, without a path, each attribute of the value object; `remove` empties it (a user cannot lose its
 * userName nor its active flag). An attribute this product does not keep is ignored, as the RFC allows for
 * attributes a service provider does not support; a value of the wrong type is refused and nothing changes.
 */
export function applyScimPatch(current: ScimUserFields, patch: ScimPatch): ScimResult<ScimUserFields> {
  let fields = current;
  for (const operation of patch.Operations) {
    const entries: Array<[string, unknown]> =
      operation.path !== undefined
        ? [[operation.path, operation.value]]
        : operation.value !== null && typeof operation.value === 'object' && !Array.isArray(operation.value)
          ? flatten(operation.value as Record<string, unknown>)
          : [];
    if (operation.path === undefined && entries.length === 0 && operation.op !== 'remove') {
      return fail({ status: 400, scimType: 'invalidValue', detail: 'A patch operation without a path needs an object value.' });
    }
    for (const [path, value] of entries) {
      const key = path.toLowerCase();
      if (operation.op === 'remove') {
        if (key === 'username' || key === 'active') return fail({ status: 400, scimType: 'invalidPath', detail: `${path} cannot be removed.` });
        const set = PATHS[key];
        if (set) fields = set(fields, null) ?? fields;
        continue;
      }
      const set = PATHS[key];
      if (!set) continue;
      const next = set(fields, value);
      if (next === null) return fail({ status: 400, scimType: 'invalidValue', detail: `${path} has a value of the wrong type.` });
      fields = next;
    }
  }
  return { ok: true, value: fields };
}

/** `{ name: { givenName } }` as `[['name.givenName', …]]`; the enterprise extension's attributes keep their URN prefix. */
function flatten(value: Record<string, unknown>, prefix = ''): Array<[string, unknown]> {
  return Object.entries(value).flatMap(([key, inner]): Array<[string, unknown]> => {
    if (key === SCIM_ENTERPRISE_USER_SCHEMA && inner && typeof inner === 'object') {
      return Object.entries(inner as Record<string, unknown>).map(([attribute, v]) => [`${SCIM_ENTERPRISE_USER_SCHEMA}:${attribute}`, v]);
    }
    if (key === 'name' && inner && typeof inner === 'object' && !Array.isArray(inner)) return flatten(inner as Record<string, unknown>, 'name.');
    return [[`${prefix}${key}`, inner]];
  });
}

/** A list's page from `startIndex` (1-based) and `count` (RFC 7644 §3.4.2.4): bad or missing values fall back to the defaults. */
export function scimPage(startIndex: string | undefined, count: string | undefined, defaults: { size: number; max: number }): { offset: number; limit: number; startIndex: number } {
  const start = Math.max(1, Number.parseInt(startIndex ?? '1', 10) || 1);
  const parsed = Number.parseInt(count ?? '', 10);
  const limit = Number.isNaN(parsed) ? defaults.size : Math.min(Math.max(parsed, 0), defaults.max);
  return { offset: start - 1, limit, startIndex: start };
}
