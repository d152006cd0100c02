import * as z from 'zod/mini';
import { FEATURES } from '../companies/plans';
import { ASSOCIATION_ROLES, COMPANY_ROLES } from '../permissions/roles';
import { USER_STATES } from './user.schema';
import { LEGAL_AUDIENCES, LEGAL_DOCUMENT_KINDS } from './legal-documents.rules';

/** A legal document the user must accept before going on (./legal-documents.rules.ts, `pendingVersions`). */
export const pendingLegalDocumentSchema = z.object({
  versionId: z.number(),
  kind: z.enum(LEGAL_DOCUMENT_KINDS),
  audience: z.enum(LEGAL_AUDIENCES),
  /** The company or association a reserved version names; null for the platform-wide document. */
  organisationName: z.nullable(z.string()),
  versionLabel: z.string(),
  publishedOn: z.string(),
  fileUrl: z.string(),
});
export type PendingLegalDocument = z.infer<typeof pendingLegalDocumentSchema>;

/**
 * What `GET /api/v1/me` returns: the signed-in user and the organisations they belong to.
 * Mirrored by `isMe` (./me.guard.ts), the zod-free check the app shell uses: me.guard.test.ts fails until both agree.
 */
export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    fullName: z.string(),
    lang: z.nullable(z.string()),
    isPlatformAdmin: z.boolean(),
    // Added for the preferences form; optional so a session cached by an older client still reads.
    phone: z.optional(z.nullable(z.string())),
    jobTitle: z.optional(z.nullable(z.string())),
    // With the holding and entity of each company below, the whole actor the shared permission rules take
    // (client/lib/can.ts); optional so a session cached by an older client still reads.
    state: z.optional(z.enum(USER_STATES)),
  }),
  companies: z.array(
    z.object({
      id: z.number(),
      slug: z.string(),
      name: z.string(),
      role: z.enum(COMPANY_ROLES),
      holdingId: z.optional(z.nullable(z.number())),
      entityId: z.optional(z.nullable(z.number())),
      // What the user can reach in that company (spec §6 feature gating: allowed by its plans and enabled); optional
      // so a session cached by an older client still reads (it then shows every entry, and the server still gates).
      features: z.optional(z.array(z.enum(FEATURES))),
      // Someone in that company names the user as their manager (« Mon équipe »); optional for older cached sessions.
      managesTeam: z.optional(z.boolean()),
    }),
  ),
  associations: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string(), role: z.enum(ASSOCIATION_ROLES) })),
  impersonatedBy: z.nullable(z.string()),
  // The current legal documents the user has not accepted: the app asks for them after sign-in (spec §2 Admin,
  // « Documents juridiques »); optional so a session cached by an older client still reads.
  pendingLegalDocuments: z.optional(z.array(pendingLegalDocumentSchema)),
});
export type Me = z.infer<typeof meSchema>;

export function fullName(firstName: string | null, lastName: string | null, email: string): string {
  const name = [firstName, lastName].filter(Boolean).join(' ').trim();
  return name || email;
}
