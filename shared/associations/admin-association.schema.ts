/**
 * The platform administrators' associations (spec §2 Admin `/admin/associations`, `/admin/associations/{slug}`; §3
 * Association: certified label, intermission eligibility, branches): the list's query, the detail, the edits and the
 * bulk actions, shared by the API and the screens. Routes (under `/api/v1/admin`):
 * - `GET /associations?q&city&label&intermission&branches&state&sort&page`, `GET /exports/associations?…&format`
 * - `GET /associations/{slug}`, `PUT /associations/{slug}` (identity), `PUT …/certification`, `PUT …/intermission`
 * - `POST /associations/bulk`
 */
import * as z from 'zod/mini';
import type { AssociationRole } from '../permissions/roles';
import type { MissionState } from '../missions/mission-state';
import type { UserState } from '../users/user-states';
import { httpsUrlSchema, optionalText, requiredText } from '../validation/inputs';
import { MAX_BULK_ROWS } from '../validation/list-sort';
import { listFilter, listPage, listSearch, listSort } from '../validation/list-query';
import { msg, validationMessage } from '../validation/messages';
import type { AssociationSettings } from './association.schema';
import { type CertificationLabel, CERTIFICATION_LABELS } from './certification-labels';
import {
  ADMIN_ASSOCIATION_SORT_KEYS,
  ASSOCIATION_BULK_ACTIONS,
  ASSOCIATION_STATES,
  type AssociationState,
  LABEL_FILTERS,
  YES_NO,
} from './admin-association.rules';

/** The list's filters (the export takes the same ones). */
const adminAssociationFilters = {
  /** A part of the name, accents ignored. */
  q: listSearch,
  /** A part of the city of one of its missions. */
  city: listSearch,
  label: listFilter(z.enum(LABEL_FILTERS)),
  intermission: listFilter(z.enum(YES_NO)),
  branches: listFilter(z.enum(YES_NO)),
  state: listFilter(z.enum(ASSOCIATION_STATES)),
  sort: listSort(ADMIN_ASSOCIATION_SORT_KEYS, 'name'),
};

export const adminAssociationListQuerySchema = z.object({ ...adminAssociationFilters, page: listPage });
export type AdminAssociationListQuery = z.infer<typeof adminAssociationListQuerySchema>;
export type AdminAssociationFilters = Omit<AdminAssociationListQuery, 'page'>;
export const adminAssociationExportQuerySchema = z.object({ ...adminAssociationFilters, format: z.catch(z.enum(['xlsx', 'csv']), 'xlsx') });

export interface AdminAssociationRow {
  id: number;
  slug: string;
  name: string;
  logo: string | null;
  certifiedLabel: CertificationLabel | null;
  intermissionEligible: boolean;
  areBranchesActivated: boolean;
  state: AssociationState;
  /** The cities of its missions. */
  cities: string[];
  members: number;
  /** Its missions, whatever their state. */
  missions: number;
  branches: number;
  createdAt: string;
}

export interface AdminAssociationList {
  associations: AdminAssociationRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminAssociationDetail {
  /** The settings' own fields (what the association's admins edit too), where it went, its state. */
  association: Pick<AssociationSettings, 'id' | 'slug' | 'name' | 'logo' | 'description' | 'certifiedLabel' | 'intermissionEligible' | 'areBranchesActivated'> & {
    migratedToUrl: string | null;
    state: AssociationState;
    createdAt: string;
  };
  branches: Array<{ id: number; name: string; members: number }>;
  members: Array<{ userId: string; fullName: string; email: string; role: AssociationRole; state: UserState; branch: string | null }>;
  missions: Array<{ id: number; title: string; state: MissionState; city: string | null; isRemote: boolean; applications: number; createdAt: string }>;
}

/** `PUT /admin/associations/{slug}`: the identity fields (the certification and the eligibility save apart). */
export const adminAssociationIdentityInputSchema = z.object({
  name: requiredText(120, 'association_name_required'),
  description: optionalText(5000),
  areBranchesActivated: z.boolean(msg('expected_boolean')),
  /** Set when the association moved to another tool; empty: it is on the platform. */
  migratedToUrl: z.nullish(
    z.pipe(
      z.string(msg('url_invalid')).check(z.trim()),
      z.transform((value, ctx) => {
        if (value === '') return null;
        if (!httpsUrlSchema.safeParse(value).success) ctx.issues.push({ code: 'custom', message: validationMessage('url_invalid'), input: value });
        return value;
      }),
    ),
  ),
});
export type AdminAssociationIdentityInput = z.input<typeof adminAssociationIdentityInputSchema>;

/** `PUT /admin/associations/{slug}/certification`: one of the labels, or null to take it away. */
export const associationCertificationInputSchema = z.object({
  certifiedLabel: z.nullable(z.enum(CERTIFICATION_LABELS, msg('choose_from_list'))),
});
export type AssociationCertificationInput = z.input<typeof associationCertificationInputSchema>;

/** `PUT /admin/associations/{slug}/intermission`. */
export const associationIntermissionInputSchema = z.object({ intermissionEligible: z.boolean(msg('expected_boolean')) });

/** `POST /admin/associations/bulk`: one action on the selected associations (`certify` names its label). */
export const adminAssociationBulkInputSchema = z
  .object({
    associationIds: z
      .array(z.int(msg('choose_from_list')).check(z.positive(msg('choose_from_list'))))
      .check(
        z.minLength(1, msg('list_min', { min: 1 })),
        z.maxLength(MAX_BULK_ROWS, msg('multi_select_max', { max: MAX_BULK_ROWS })),
        z.refine((ids) => new Set(ids).size === ids.length, msg('no_duplicates')),
      ),
    action: z.enum(ASSOCIATION_BULK_ACTIONS, msg('choose_from_list')),
    certifiedLabel: z.optional(z.enum(CERTIFICATION_LABELS, msg('choose_from_list'))),
  })
  .check(z.refine((input) => input.action !== 'certify' || input.certifiedLabel !== undefined, { ...msg('certification_label_required'), path: ['certifiedLabel'] }));
export type AdminAssociationBulkInput = z.input<typeof adminAssociationBulkInputSchema>;
