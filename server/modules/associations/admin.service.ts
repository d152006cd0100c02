import {
  ADMIN_ASSOCIATIONS_PAGE_SIZE,
  type AssociationBulkAction,
  associationPatchOf,
  associationStateOf,
} from '../../../shared/associations/admin-association.rules';
import type {
  AdminAssociationDetail,
  AdminAssociationFilters,
  AdminAssociationList,
  AdminAssociationListQuery,
} from '../../../shared/associations/admin-association.schema';
import type { CertificationLabel } from '../../../shared/associations/certification-labels';
import { AppError } from '../../../shared/errors';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { parisToday } from '../../../shared/time/paris';
import { fullName } from '../../../shared/users/me';
import type { BulkResult } from '../../../shared/validation/list-sort';
import type { Sql, TransactionSql } from '../../db/connect';
import { runBulk } from '../../http/bulk';
import { CONTENT_TYPES, type Column, type ExportFile, type Row, toCsv, toXlsx } from '../../http/download';
import { formatParisDateTime, label, texts } from '../../http/labels';
import type { Logger } from '../../http/logger';
import * as q from './admin.sql';

type Deps = { sql: Sql; logger: Logger };

/** `/admin/associations`: one page of the list, its total with the same filters. */
export async function listAssociationsForAdmin(sql: Sql, query: AdminAssociationListQuery): Promise<AdminAssociationList> {
  const offset = (query.page - 1) * ADMIN_ASSOCIATIONS_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    q.listAssociationsForAdmin(sql, query, { limit: ADMIN_ASSOCIATIONS_PAGE_SIZE, offset }),
    q.countAssociationsForAdmin(sql, query),
  ]);
  return {
    associations: rows.map(({ migratedToUrl, createdAt, ...row }) => ({ ...row, state: associationStateOf({ migratedToUrl }), createdAt: createdAt.toISOString() })),
    total,
    page: query.page,
    pageSize: ADMIN_ASSOCIATIONS_PAGE_SIZE,
  };
}

/** `/admin/associations/{slug}`: its identity, branches, members (with their roles) and missions (with their states). */
export async function getAssociationForAdmin(sql: Sql, slug: string): Promise<AdminAssociationDetail> {
  const association = await q.findAssociationForAdmin(sql, slug);
  if (!association) throw new AppError('NOT_FOUND');
  const [branches, members, missions] = await Promise.all([
    q.listBranchesForAdmin(sql, association.id),
    q.listMembersForAdmin(sql, association.id),
    q.listMissionsForAdmin(sql, association.id),
  ]);
  return {
    association: { ...association, state: associationStateOf(association), createdAt: association.createdAt.toISOString() },
    branches: [...branches],
    members: members.map(({ firstName, lastName, ...member }) => ({ ...member, fullName: fullName(firstName, lastName, member.email) })),
    missions: missions.map((mission) => ({ ...mission, createdAt: mission.createdAt.toISOString() })),
  };
}

/** Locks the association of the path, then writes one change to it; answers the page as it now is. */
async function changeAssociation(sql: Sql, slug: string, write: (tx: TransactionSql, associationId: number) => Promise<void>) {
  await sql.begin(async (tx) => {
    const association = await q.findAssociationForAdmin(tx, slug, { lock: true });
    if (!association) throw new AppError('NOT_FOUND');
    await write(tx, association.id);
  });
  return getAssociationForAdmin(sql, slug);
}

export function updateAssociationIdentityForAdmin(
  sql: Sql,
  slug: string,
  input: { name: string; description?: string | null; areBranchesActivated: boolean; migratedToUrl?: string | null },
): Promise<AdminAssociationDetail> {
  return changeAssociation(sql, slug, (tx, id) =>
    q.updateAssociationIdentity(tx, id, {
      name: input.name,
      description: input.description ?? null,
      areBranchesActivated: input.areBranchesActivated,
      migratedToUrl: input.migratedToUrl ?? null,
    }),
  );
}

/** Certifies the association with one of the labels, or takes its certification away (null). */
export function certifyAssociation(sql: Sql, slug: string, certifiedLabel: CertificationLabel | null): Promise<AdminAssociationDetail> {
  return changeAssociation(sql, slug, async (tx, id) => {
    await q.patchAssociations(tx, [id], { certifiedLabel });
  });
}

export function setAssociationIntermissionEligibility(sql: Sql, slug: string, intermissionEligible: boolean): Promise<AdminAssociationDetail> {
  return changeAssociation(sql, slug, async (tx, id) => {
    await q.patchAssociations(tx, [id], { intermissionEligible });
  });
}

/** One action on the selected associations; an association that no longer exists is named in the error map. */
export function bulkUpdateAssociations(
  deps: Deps,
  input: { associationIds: number[]; action: AssociationBulkAction; certifiedLabel?: CertificationLabel },
): Promise<BulkResult<number>> {
  const patch = associationPatchOf(input.action, input.certifiedLabel);
  return runBulk(
    deps,
    input.associationIds,
    async (tx, id) => {
      if (!(await q.lockAssociationById(tx, id))) throw new AppError('NOT_FOUND');
      await q.patchAssociations(tx, [id], patch);
    },
    `associations.${input.action}`,
  );
}

const EXPORT_COLUMNS: Column[] = [
  { key: 'name', width: 36 },
  { key: 'slug', width: 28 },
  { key: 'certifiedLabel', width: 30 },
  { key: 'intermissionEligible', width: 16 },
  { key: 'areBranchesActivated', width: 16 },
  { key: 'branches', width: 10 },
  { key: 'members', width: 10 },
  { key: 'missions', width: 10 },
  { key: 'cities', width: 30 },
  { key: 'state', width: 14 },
  { key: 'createdAt', width: 18 },
];

/**
 * Spec §7 `GET /api/v1/admin/exports/associations`: the associations of the list with its filters and sort, every
 * page, through the shared XLSX/CSV writers (French headers and values, Paris dates).
 */
export async function exportAssociations(sql: Sql, filters: AdminAssociationFilters, format: 'xlsx' | 'csv', language: Language = DEFAULT_LANGUAGE): Promise<ExportFile> {
  const rows = await q.listAssociationsForAdmin(sql, filters);
  const own = (texts(language, 'associations').admin as unknown as { export: { sheet: string; file: string; yes: string; no: string; columns: Record<string, string> } }).export;
  const states = texts(language, 'associations').admin as unknown as { states: Record<string, string> };
  const lines: Row[] = rows.map((row) => ({
    name: row.name,
    slug: row.slug,
    certifiedLabel: label(language, 'associations', 'certification_labels', row.certifiedLabel),
    intermissionEligible: row.intermissionEligible ? own.yes : own.no,
    areBranchesActivated: row.areBranchesActivated ? own.yes : own.no,
    branches: row.branches,
    members: row.members,
    missions: row.missions,
    cities: row.cities.join(', '),
    state: states.states[associationStateOf(row)] ?? associationStateOf(row),
    createdAt: formatParisDateTime(row.createdAt),
  }));
  const headers = EXPORT_COLUMNS.map((column) => own.columns[column.key]!);
  const body = format === 'csv' ? toCsv(headers, EXPORT_COLUMNS, lines) : await toXlsx(own.sheet, headers, EXPORT_COLUMNS, lines);
  return { fileName: `${own.file}-${parisToday()}.${format}`, contentType: CONTENT_TYPES[format], body };
}
