/**
 * The contract of the legal documents (rules and audiences: ./legal-documents.rules.ts): the admin's list and form
 * (`/api/v1/admin/legal-documents`), the public current versions (`/api/v1/legal-documents`) and a user's acceptance
 * (`POST /api/v1/me/legal-acceptances`). The same schemas check the admin's form on the client.
 */
import * as z from 'zod/mini';
import { idListSchema, idSchema, nullWhenAbsent, requiredDate, requiredText } from '../validation/inputs';
import { msg } from '../validation/messages';
import { UPLOADED_PDF_PATTERN } from '../validation/uploads';
import { LEGAL_AUDIENCES, LEGAL_DOCUMENT_KINDS, LEGAL_VERSION_LABEL_MAX, type LegalAudience, type LegalDocumentKind, type LegalVersionStatus } from './legal-documents.rules';

/** The PDF of a version, as the upload endpoint stored it: a version without its file is refused by name. */
const legalFileSchema = z.string(msg('legal_file_required')).check(
  z.trim(),
  z.minLength(1, { ...msg('legal_file_required'), abort: true }),
  z.regex(UPLOADED_PDF_PATTERN, msg('format_invalid')),
);

/** `POST /admin/legal-documents`: a new version of one document. */
export const legalVersionInputSchema = z.object({
  kind: z.enum(LEGAL_DOCUMENT_KINDS, msg('choose_from_list')),
  audience: z.enum(LEGAL_AUDIENCES, msg('choose_from_list')),
  /** The company (employees) or association (associations) the version is reserved to; absent: platform-wide. */
  organisationId: nullWhenAbsent(idSchema),
  versionLabel: requiredText(LEGAL_VERSION_LABEL_MAX, 'legal_version_label_required'),
  publishedOn: requiredDate('legal_published_on_required'),
  file: legalFileSchema,
});
export type LegalVersionInput = z.input<typeof legalVersionInputSchema>;
export type LegalVersionValues = z.output<typeof legalVersionInputSchema>;

const blank = z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value));

/** `/admin/actions-operationnelles/documents-juridiques?kind=…&audience=…&page=…`. */
export const legalVersionListQuerySchema = z.object({
  kind: z.optional(z.pipe(blank, z.optional(z.enum(LEGAL_DOCUMENT_KINDS, msg('choose_from_list'))))),
  audience: z.optional(z.pipe(blank, z.optional(z.enum(LEGAL_AUDIENCES, msg('choose_from_list'))))),
  page: z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
});
export type LegalVersionListQuery = z.infer<typeof legalVersionListQuerySchema>;

/** `GET /admin/legal-documents/organisations?audience=…&q=…`: the companies or associations a version may be reserved to. */
export const legalOrganisationQuerySchema = z.object({
  audience: z.enum(LEGAL_AUDIENCES, msg('choose_from_list')),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200, msg('too_long', { max: 200 })))),
});

/** `POST /me/legal-acceptances`: the versions the user read and accepts (the ones the acceptance page showed). */
export const legalAcceptanceInputSchema = z.object({
  versionIds: idListSchema.check(z.minLength(1, msg('list_min', { min: 1 }))),
});
export type LegalAcceptanceInput = z.infer<typeof legalAcceptanceInputSchema>;

export interface LegalOrganisation {
  id: number;
  slug: string;
  name: string;
}

export interface LegalVersion {
  id: number;
  kind: LegalDocumentKind;
  audience: LegalAudience;
  organisation: LegalOrganisation | null;
  versionLabel: string;
  /** YYYY-MM-DD. */
  publishedOn: string;
  fileUrl: string;
  status: LegalVersionStatus;
  /** How many users accepted this version. */
  acceptances: number;
  createdAt: string;
  createdBy: string | null;
}

export interface LegalVersionList {
  versions: LegalVersion[];
  total: number;
  page: number;
  pageSize: number;
}

/** `GET /legal-documents`: the current platform-wide version of each document, for anyone. */
export interface PublicLegalDocument {
  kind: LegalDocumentKind;
  audience: LegalAudience;
  versionLabel: string;
  publishedOn: string;
  fileUrl: string;
}
