import { AppError } from '../../../shared/errors';
import {
  LEGAL_DOCUMENTS_PAGE_SIZE,
  type LegalAudience,
  currentVersions,
  pendingVersions,
  versionStatus,
} from '../../../shared/users/legal-documents.rules';
import type {
  LegalOrganisation,
  LegalVersion,
  LegalVersionList,
  LegalVersionListQuery,
  LegalVersionValues,
  PublicLegalDocument,
} from '../../../shared/users/legal-documents.schema';
import { type PendingLegalDocument, fullName } from '../../../shared/users/me';
import { parisToday } from '../../../shared/time/paris';
import { validationMessage } from '../../../shared/validation/messages';
import type { Sql, TransactionSql } from '../../db/connect';
import { type FileStorage, isStoredUpload } from '../uploads/service';
import * as q from './legal-documents.sql';

type Tx = Sql | TransactionSql;
const ORGANISATION_RESULTS = 10;

function refuse(field: string, message: string): never {
  throw new AppError('VALIDATION_FAILED', undefined, { fields: { [field]: [message] } });
}

function presentOrganisation(row: q.LegalVersionRow): LegalOrganisation | null {
  return row.organisationId === null ? null : { id: row.organisationId, slug: row.organisationSlug!, name: row.organisationName! };
}

function presentAdminVersion(row: q.AdminLegalVersionRow, today: string): LegalVersion {
  return {
    id: row.id,
    kind: row.kind,
    audience: row.audience,
    organisation: presentOrganisation(row),
    versionLabel: row.versionLabel,
    publishedOn: row.publishedOn,
    fileUrl: row.filePath,
    status: versionStatus(row, row.currentId, today),
    acceptances: row.acceptances,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByEmail ? fullName(row.createdByFirstName, row.createdByLastName, row.createdByEmail) : null,
  };
}

/** `GET /admin/legal-documents`: every version, newest publication first, filtered by kind and audience. */
export async function listLegalVersions(sql: Sql, query: LegalVersionListQuery, now = new Date()): Promise<LegalVersionList> {
  const today = parisToday(now);
  const rows = await q.listVersions(sql, {
    kind: query.kind,
    audience: query.audience,
    today,
    limit: LEGAL_DOCUMENTS_PAGE_SIZE,
    offset: (query.page - 1) * LEGAL_DOCUMENTS_PAGE_SIZE,
  });
  return { versions: rows.map((row) => presentAdminVersion(row, today)), total: rows[0]?.total ?? 0, page: query.page, pageSize: LEGAL_DOCUMENTS_PAGE_SIZE };
}

/**
 * `POST /admin/legal-documents`: a new version of a document. Its PDF must be one the upload endpoint stored (checked
 * by content then); a reserved version names an existing organisation of its audience; a label is used once per
 * document. Each refusal names its field, and nothing is written.
 */
export async function publishLegalVersion(deps: { sql: Sql; storage: FileStorage }, adminId: string, input: LegalVersionValues, now = new Date()): Promise<LegalVersion> {
  if (!(await isStoredUpload(deps.storage, input.file))) refuse('file', validationMessage('legal_file_not_received'));
  const id = await deps.sql.begin(async (tx) => {
    if (input.organisationId !== null && !(await q.organisationExists(tx, input.audience, input.organisationId))) {
      refuse('organisationId', validationMessage('choose_from_list'));
    }
    if (await q.labelTaken(tx, input)) refuse('versionLabel', validationMessage('legal_version_taken', { label: input.versionLabel }));
    return q.insertVersion(tx, { ...input, filePath: input.file, createdBy: adminId });
  });
  const today = parisToday(now);
  const [row] = await q.listVersions(deps.sql, { id, today, limit: 1, offset: 0 });
  return presentAdminVersion(row!, today);
}

/** `GET /admin/legal-documents/organisations`: who a version may be reserved to. */
export async function searchLegalOrganisations(sql: Sql, audience: LegalAudience, text: string | undefined): Promise<LegalOrganisation[]> {
  return [...(await q.searchOrganisations(sql, audience, text, ORGANISATION_RESULTS))];
}

/** What the user must accept before going on (the session carries it): see `pendingVersions`. */
export async function pendingLegalDocuments(sql: Tx, userId: string, now = new Date()): Promise<PendingLegalDocument[]> {
  const today = parisToday(now);
  const [memberships, versions] = await Promise.all([q.findMemberships(sql, userId), q.listVersionsForUser(sql, userId, today)]);
  const accepted = new Set(versions.filter((version) => version.accepted).map((version) => version.id));
  return pendingVersions(versions, memberships, accepted, today).map((version) => ({
    versionId: version.id,
    kind: version.kind,
    audience: version.audience,
    organisationName: version.organisationName,
    versionLabel: version.versionLabel,
    publishedOn: version.publishedOn,
    fileUrl: version.filePath,
  }));
}

/**
 * `POST /me/legal-acceptances`: the user accepts the versions the acceptance page showed them. Only what they must
 * accept now is recorded (a version that is no longer current, or not addressed to them, is left out), with today's
 * date; what remains to accept comes back with the session.
 */
export async function acceptLegalDocuments(sql: Sql, userId: string, versionIds: readonly number[], now = new Date()): Promise<void> {
  await sql.begin(async (tx) => {
    const pending = await pendingLegalDocuments(tx, userId, now);
    const asked = new Set(versionIds);
    await q.insertAcceptances(
      tx,
      userId,
      pending.filter((document) => asked.has(document.versionId)).map((document) => document.versionId),
    );
  });
}

/**
 * Registration and invitations: the « J'accepte les conditions d'utilisation et la politique de confidentialité » box
 * of their form accepts the current documents addressed to the new member (called once the membership exists).
 */
export async function acceptCurrentLegalDocuments(tx: Tx, userId: string, now = new Date()): Promise<void> {
  const pending = await pendingLegalDocuments(tx, userId, now);
  await q.insertAcceptances(
    tx,
    userId,
    pending.map((document) => document.versionId),
  );
}

/** `GET /legal-documents`: the current platform-wide version of each document, for anyone. */
export async function currentPublicLegalDocuments(sql: Sql, now = new Date()): Promise<PublicLegalDocument[]> {
  const today = parisToday(now);
  return currentVersions(await q.listPlatformVersions(sql, today), today).map((version) => ({
    kind: version.kind,
    audience: version.audience,
    versionLabel: version.versionLabel,
    publishedOn: version.publishedOn,
    fileUrl: version.filePath,
  }));
}
