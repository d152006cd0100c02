/**
 * The contract of the shared views (rules: ./shared-views.rules.ts): the admin's list and form
 * (`/api/v1/admin/shared-views`) and the public pages (`/api/v1/shared-views/{hash}/missions|associations`). A mission
 * view's filters are checked by the mission search's own schema, an association view's by the directory's, so a view
 * never holds a filter the public search would refuse.
 */
import * as z from 'zod/mini';
import { requiredText } from '../validation/inputs';
import { msg, validationMessage } from '../validation/messages';
import { associationDirectoryQuerySchema, missionSearchQuerySchema } from './mission-search.schema';
import type { AssociationDirectory, MissionSearchResult } from './mission-search.schema';
import { RESULTS_COUNT_CAP, SEARCH_PAGE_SIZE } from './mission-search.rules';
import { SHARED_VIEW_KINDS, SHARED_VIEW_NAME_MAX, type SharedViewKind, cleanViewFilters, viewParams } from './shared-views.rules';

/** The filters as the search's URL writes them: parameter -> text. */
const filterParams = z.record(z.string(), z.string().check(z.maxLength(500, msg('too_long', { max: 500 }))));

/** `POST /admin/shared-views` and `PUT /admin/shared-views/{id}` (where the kind cannot change). */
export const sharedViewInputSchema = z.pipe(
  z.object({
    kind: z.enum(SHARED_VIEW_KINDS, msg('choose_from_list')),
    name: requiredText(SHARED_VIEW_NAME_MAX, 'shared_view_name_required'),
    filters: z._default(filterParams, {}),
  }),
  z.transform((input, ctx) => {
    const unknown = Object.keys(input.filters).filter((key) => !viewParams(input.kind).includes(key));
    if (unknown.length > 0) ctx.issues.push({ code: 'custom', path: ['filters'], message: validationMessage('unknown_field', { keys: unknown.join(', ') }), input });
    const filters = cleanViewFilters(input.kind, input.filters);
    const checked = (input.kind === 'missionViews' ? missionSearchQuerySchema : associationDirectoryQuerySchema).safeParse(filters);
    if (!checked.success) {
      for (const issue of checked.error.issues) ctx.issues.push({ code: 'custom', path: ['filters', ...issue.path.map(String)], message: issue.message, input });
    }
    return { ...input, filters };
  }),
);
export type SharedViewInput = z.input<typeof sharedViewInputSchema>;
export type SharedViewValues = z.output<typeof sharedViewInputSchema>;

const page = (max: number) =>
  z._default(z.coerce.number(msg('integer')).check(z.int(msg('integer')), z.gte(1, msg('number_min', { min: 1 })), z.lte(max, msg('number_max', { max }))), 1);

/** `GET /admin/shared-views?kind=…&page=…`: one tab of the admin page. */
export const sharedViewListQuerySchema = z.object({
  kind: z.enum(SHARED_VIEW_KINDS, msg('choose_from_list')),
  page: z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
});
export type SharedViewListQuery = z.infer<typeof sharedViewListQuerySchema>;

/** The public page of a mission view (the search's last page) or of an association view. */
export const sharedMissionsPageSchema = z.object({ page: page(RESULTS_COUNT_CAP / SEARCH_PAGE_SIZE) });
export const sharedAssociationsPageSchema = z.object({ page: page(1000) });

export interface SharedView {
  id: number;
  hash: string;
  kind: SharedViewKind;
  name: string;
  filters: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
}

export interface SharedViewList {
  views: SharedView[];
  total: number;
  page: number;
  pageSize: number;
}

/** What the public reads of a view: its name and filters, never who made it. */
export interface PublicSharedView {
  hash: string;
  kind: SharedViewKind;
  name: string;
  filters: Record<string, string>;
}

export interface SharedMissionsPage {
  view: PublicSharedView;
  result: MissionSearchResult;
}

export interface SharedAssociationsPage {
  view: PublicSharedView;
  result: AssociationDirectory;
}
