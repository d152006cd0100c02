import * as z from 'zod/mini';
import { requiredText } from '../validation/inputs';

/**
 * The company admins' side of SCIM provisioning (`/entreprise/{slug}/parametres`, « Provisionnement SCIM »):
 * `GET /api/v1/companies/{slug}/scim-tokens`, `POST` (a new token, given once) and `POST .../scim-tokens/{id}/revoke`.
 * The provider itself calls `/scim/v2/{companyId}` with one of these tokens as `Authorization: Bearer …`.
 */

export const SCIM_TOKEN_NAME_MAX_LENGTH = 80;
export const scimTokenInputSchema = z.object({ name: requiredText(SCIM_TOKEN_NAME_MAX_LENGTH) });
export type ScimTokenInput = z.infer<typeof scimTokenInputSchema>;

export interface ScimTokenSummary {
  id: number;
  name: string;
  /** The token's first characters, to tell tokens apart (the rest is never shown again). */
  prefix: string;
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface ScimTokenList {
  /** The SCIM connector's address for this company, to paste in the identity provider. */
  endpoint: string;
  tokens: ScimTokenSummary[];
}

/** `POST /scim-tokens`: the new token, whose value is shown this once. */
export interface ScimTokenCreated {
  id: number;
  name: string;
  prefix: string;
  token: string;
}
