import { FEATURES } from '../companies/plans';
import { ASSOCIATION_ROLES, COMPANY_ROLES } from '../permissions/roles';
import { USER_STATES, type UserState } from './user-states';
import { LEGAL_AUDIENCES, LEGAL_DOCUMENT_KINDS } from './legal-documents.rules';
// Type only: this file must not load zod (it runs in the app shell, before any lazy route).
import type { Me } from './me';

/**
 * The hand-written twin of `meSchema` (./me.ts), for the app shell: it checks the session it kept for offline use
 * without loading zod. `meSchema` stays the source of truth; me.guard.test.ts proves both accept and reject the
 * same payloads. Unlike `meSchema.parse`, it does not strip unknown keys (the session the server sends is not
 * stripped either).
 */
export function isMe(value: unknown): value is Me {
  if (!isRecord(value)) return false;
  const { user, companies, associations, impersonatedBy, pendingLegalDocuments } = value;
  return (
    isRecord(user) &&
    isString(user.id) &&
    isString(user.email) &&
    isNullableString(user.firstName) &&
    isNullableString(user.lastName) &&
    isString(user.fullName) &&
    isNullableString(user.lang) &&
    typeof user.isPlatformAdmin === 'boolean' &&
    (user.phone === undefined || isNullableString(user.phone)) &&
    (user.jobTitle === undefined || isNullableString(user.jobTitle)) &&
    (user.state === undefined || USER_STATES.includes(user.state as UserState)) &&
    isArrayOfMemberships(companies, COMPANY_ROLES, true) &&
    isArrayOfMemberships(associations, ASSOCIATION_ROLES, false) &&
    isNullableString(impersonatedBy) &&
    (pendingLegalDocuments === undefined || isArrayOf(pendingLegalDocuments, isPendingLegalDocument))
  );
}

function isArrayOf(value: unknown, check: (item: unknown) => boolean): boolean {
  if (!Array.isArray(value)) return false;
  for (let index = 0; index < value.length; index++) if (!check(value[index])) return false;
  return true;
}

function isPendingLegalDocument(value: unknown): boolean {
  return (
    isRecord(value) &&
    isFiniteNumber(value.versionId) &&
    (LEGAL_DOCUMENT_KINDS as readonly unknown[]).includes(value.kind) &&
    (LEGAL_AUDIENCES as readonly unknown[]).includes(value.audience) &&
    isNullableString(value.organisationName) &&
    isString(value.versionLabel) &&
    isString(value.publishedOn) &&
    isString(value.fileUrl)
  );
}

/** Every index, holes included (`every` skips them, zod does not). */
function isArrayOfMemberships(value: unknown, roles: readonly string[], company: boolean): boolean {
  if (!Array.isArray(value)) return false;
  for (let index = 0; index < value.length; index++) if (!isMembership(value[index], roles, company)) return false;
  return true;
}

/** A company membership may carry its holding and entity (optional, nullable numbers) and its reachable features. */
function isMembership(value: unknown, roles: readonly string[], company: boolean): boolean {
  return (
    isRecord(value) &&
    isFiniteNumber(value.id) &&
    isString(value.slug) &&
    isString(value.name) &&
    roles.includes(value.role as string) &&
    (!company || (isOptionalNullableNumber(value.holdingId) && isOptionalNullableNumber(value.entityId) && isOptionalFeatureList(value.features) && (value.managesTeam === undefined || typeof value.managesTeam === 'boolean')))
  );
}

function isOptionalFeatureList(value: unknown): boolean {
  if (value === undefined) return true;
  if (!Array.isArray(value)) return false;
  for (let index = 0; index < value.length; index++) if (!(FEATURES as readonly unknown[]).includes(value[index])) return false;
  return true;
}

function isOptionalNullableNumber(value: unknown): boolean {
  return value === undefined || value === null || isFiniteNumber(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

/** zod 4's `z.number()` refuses NaN and ±Infinity. */
function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
