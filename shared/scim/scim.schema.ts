import * as z from 'zod/mini';

/**
 * SCIM 2.0 (RFC 7643 resources, RFC 7644 protocol) as this product serves it at `/scim/v2/{companyId}`: the identity
 * provider of a company (Okta, Microsoft Entra ID…) creates, updates, deactivates and deletes its employees. Only the
 * User resource is served; groups are not (`ServiceProviderConfig` says so). Bodies are `application/scim+json`.
 */

export const SCIM_USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const SCIM_ENTERPRISE_USER_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const SCIM_LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const SCIM_PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const SCIM_CONTENT_TYPE = 'application/scim+json';

/** The largest page a list answers (`count` is capped to it), and the page size when none is asked. */
export const SCIM_MAX_PAGE = 200;
export const SCIM_DEFAULT_PAGE = 100;

/** Entra ID sends booleans as the strings "True" / "False" in PATCH values: both are read. */
const scimBoolean = z.union([z.boolean(), z.pipe(z.enum(['True', 'False', 'true', 'false']), z.transform((value) => value.toLowerCase() === 'true'))]);

const email = z.object({ value: z.string(), primary: z.optional(scimBoolean), type: z.optional(z.string()) });

/** A User as a provider sends it (POST, PUT): what this product keeps of it; anything else is ignored. */
export const scimUserInputSchema = z.object({
  schemas: z.array(z.string()).check(z.refine((schemas) => schemas.includes(SCIM_USER_SCHEMA), 'schemas must include the User schema')),
  userName: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
  externalId: z.optional(z.nullable(z.string().check(z.maxLength(255)))),
  name: z.optional(z.object({ givenName: z.optional(z.nullable(z.string())), familyName: z.optional(z.nullable(z.string())) })),
  emails: z.optional(z.array(email)),
  active: z.optional(scimBoolean),
  [SCIM_ENTERPRISE_USER_SCHEMA]: z.optional(z.object({ employeeNumber: z.optional(z.nullable(z.string().check(z.maxLength(100)))) })),
});
export type ScimUserInput = z.infer<typeof scimUserInputSchema>;

/** One operation of a PATCH. Entra ID writes `op` capitalised ("Replace"): it is read in any case. */
const patchOperation = z.object({
  op: z.pipe(z.string(), z.transform((op) => op.toLowerCase())).check(z.refine((op) => ['add', 'replace', 'remove'].includes(op), 'op must be add, replace or remove')),
  path: z.optional(z.string()),
  value: z.optional(z.unknown()),
});

export const scimPatchSchema = z.object({
  schemas: z.array(z.string()).check(z.refine((schemas) => schemas.includes(SCIM_PATCH_SCHEMA), 'schemas must include the PatchOp schema')),
  Operations: z.array(patchOperation).check(z.minLength(1)),
});
export type ScimPatch = z.infer<typeof scimPatchSchema>;

/** What this product keeps of a provisioned employee, and what a PATCH changes. */
export interface ScimUserFields {
  userName: string;
  givenName: string | null;
  familyName: string | null;
  externalId: string | null;
  employeeNumber: string | null;
  active: boolean;
}
