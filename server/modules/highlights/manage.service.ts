import { AppError, type FieldErrors } from '../../../shared/errors';
import type { AdminHighlightList, CompanyHighlightList, CompanyHighlightListItem, HighlightContentOptions, HighlightDetail } from '../../../shared/highlights/highlight-api';
import { type HighlightAction, type HighlightContext, SELECTABLE_HIGHLIGHT_STATES, highlightMachine } from '../../../shared/highlights/highlight.machine';
import { canDeleteHighlight } from '../../../shared/highlights/highlight.rules';
import type { HighlightInput } from '../../../shared/highlights/highlight.schema';
import type { MissionSearchQuery, MissionSearchResult } from '../../../shared/missions/mission-search.schema';
import { slugify } from '../../../shared/validation/inputs';
import type { Sql, TransactionSql } from '../../db/connect';
import { searchMissions } from '../missions/search.service';
import { type HighlightScope, contentFieldErrors, contentItems, parisToday, scopeAudience } from './content';
import * as q from './highlights.sql';
import { linkedCounts, presentHighlight } from './present';

type Tx = Sql | TransactionSql;

export type { HighlightScope } from './content';

/** Who edits: their account, and whether they are a platform admin (spec §6: only they archive, restore or delete). */
export interface HighlightEditor {
  userId: string;
  isPlatformAdmin: boolean;
}

/**
 * Highlights as their owners build them: a company's own (its admins: `canManageCompany`, checked by the route) and
 * the platform's catalogue (platform admins). Every use case names its scope, so a highlight of another company, or
 * of the catalogue read as a company's, is a 404. A write is one transaction on the locked row; states change only
 * through the shared machine.
 */

/** The machine's steps each owner takes: companies publish their own; the platform also pre-publishes its catalogue. */
export const COMPANY_HIGHLIGHT_TRANSITIONS = ['publish', 'unpublish', 'archive', 'restore'] as const satisfies readonly HighlightAction[];
export const CATALOGUE_HIGHLIGHT_TRANSITIONS = ['prepublish', 'publish', 'unpublish', 'archive', 'restore'] as const satisfies readonly HighlightAction[];

const transitionsOf = (scope: HighlightScope): readonly HighlightAction[] => (scope.kind === 'company' ? COMPANY_HIGHLIGHT_TRANSITIONS : CATALOGUE_HIGHLIGHT_TRANSITIONS);

function contextOf(scope: HighlightScope): HighlightContext {
  return { isCatalogue: scope.kind === 'catalogue' };
}

function actionsOf(scope: HighlightScope, row: q.HighlightRow, editor: HighlightEditor): HighlightAction[] {
  const allowed = transitionsOf(scope);
  return highlightMachine.availableActions(row.state, editor, contextOf(scope)).filter((action) => allowed.includes(action));
}

function find(sql: Tx, scope: HighlightScope, id: number) {
  return scope.kind === 'company' ? q.findCompanyHighlight(sql, scope.companyId, id) : q.findCatalogueHighlight(sql, id);
}

async function findOrThrow(sql: Tx, scope: HighlightScope, id: number): Promise<q.HighlightRow> {
  const row = await find(sql, scope, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function lockOrThrow(tx: Tx, scope: HighlightScope, id: number): Promise<q.HighlightRow> {
  const locked = scope.kind === 'company' ? await q.lockCompanyHighlight(tx, scope.companyId, id) : await q.lockCatalogueHighlight(tx, id);
  if (!locked) throw new AppError('NOT_FOUND');
  return findOrThrow(tx, scope, id);
}

async function detailOf(sql: Tx, scope: HighlightScope, row: q.HighlightRow, editor: HighlightEditor, now: Date): Promise<HighlightDetail> {
  return { highlight: presentHighlight(row), ...(await contentItems(sql, scope, row, now)), availableActions: actionsOf(scope, row, editor) };
}

function listItemOf(scope: HighlightScope, row: q.HighlightRow, editor: HighlightEditor): CompanyHighlightListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    coverImage: row.coverImage,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    state: row.state,
    counts: linkedCounts(row),
    availableActions: actionsOf(scope, row, editor),
  };
}

function valuesOf(input: HighlightInput, currentSlug?: string): q.HighlightValues {
  return {
    // Links carry `{id}-{slug}`: the slug follows the title when the form gives none, and stays once made.
    slug: input.slug ?? currentSlug ?? slugify(input.title),
    title: input.title,
    description: input.description,
    coverImage: input.coverImage,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    quoteAuthor: input.quote?.author ?? null,
    quoteContent: input.quote?.content ?? null,
    quoteMedia: input.quote?.media ?? null,
  };
}

function throwIfFields(fields: FieldErrors) {
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', undefined, { fields });
}

// ---- Reading

/** The company's own highlights, and the catalogue highlights offered to it (pre-published or published) with its picks. */
export async function listCompanyHighlights(sql: Sql, companyId: number, editor: HighlightEditor): Promise<CompanyHighlightList> {
  const scope: HighlightScope = { kind: 'company', companyId };
  const [own, offers] = await Promise.all([q.listCompanyHighlights(sql, companyId), q.listCatalogueOffers(sql, companyId, SELECTABLE_HIGHLIGHT_STATES)]);
  return {
    highlights: own.map((row) => listItemOf(scope, row, editor)),
    catalogue: offers.map(({ copyState, ...offer }) => ({ ...offer, selected: copyState === 'selected' })),
  };
}

/** The platform's catalogue, every state, with how many companies picked each highlight. */
export async function listCatalogueHighlights(sql: Sql, editor: HighlightEditor): Promise<AdminHighlightList> {
  const rows = await q.listCatalogueHighlights(sql);
  return { highlights: rows.map((row) => ({ ...listItemOf({ kind: 'catalogue' }, row, editor), selectionsCount: row.selectionsCount })) };
}

export async function getHighlight(sql: Sql, scope: HighlightScope, id: number, editor: HighlightEditor, now = new Date()): Promise<HighlightDetail> {
  return detailOf(sql, scope, await findOrThrow(sql, scope, id), editor, now);
}

/** The company's quests and events a highlight may show (its missions are searched: `searchHighlightMissions`). */
export async function highlightContentOptions(sql: Sql, companyId: number, now = new Date()): Promise<HighlightContentOptions> {
  const [quests, challenges] = await Promise.all([q.listCompanyQuestOptions(sql, companyId), q.listCompanyChallengeOptions(sql, companyId, parisToday(now))]);
  return {
    quests: quests.map(({ id, title, state }) => ({ id, title, state })),
    challenges: challenges.map(({ id, name, date, isActive }) => ({ id, name, date, isActive })),
  };
}

/** The missions a highlight of the scope may show, searched as the mission search does (the company's employees' or the public's). */
export function searchHighlightMissions(sql: Sql, scope: HighlightScope, query: MissionSearchQuery): Promise<MissionSearchResult> {
  return searchMissions(sql, scopeAudience(scope), query);
}

// ---- Writing

/** A new draft with its content; the content is checked against what the scope may show. */
export async function createHighlight(sql: Sql, scope: HighlightScope, editor: HighlightEditor, input: HighlightInput, now = new Date()): Promise<HighlightDetail> {
  return sql.begin(async (tx) => {
    throwIfFields(await contentFieldErrors(tx, scope, input, null, now));
    const id = await q.insertHighlight(tx, scope.kind === 'company' ? scope.companyId : null, editor.userId, valuesOf(input));
    await q.replaceContent(tx, id, input);
    return detailOf(tx, scope, await findOrThrow(tx, scope, id), editor, now);
  });
}

/** The form's values and content (replaced as lists); a catalogue highlight's copies follow its title. */
export async function updateHighlight(sql: Sql, scope: HighlightScope, id: number, editor: HighlightEditor, input: HighlightInput, now = new Date()): Promise<HighlightDetail> {
  return sql.begin(async (tx) => {
    const current = await lockOrThrow(tx, scope, id);
    throwIfFields(await contentFieldErrors(tx, scope, input, current, now));
    const values = valuesOf(input, current.slug);
    await q.updateHighlight(tx, id, values);
    await q.replaceContent(tx, id, input);
    if (scope.kind === 'catalogue') await q.renameCopies(tx, id, values.title, values.slug);
    return detailOf(tx, scope, await findOrThrow(tx, scope, id), editor, now);
  });
}

/**
 * A step of the shared machine on the locked row: publish, unpublish (back to draft), archive and restore (platform
 * admins only: FORBIDDEN for anyone else), and pre-publish for the catalogue. A step the machine refuses is refused
 * with its code (INVALID_TRANSITION), and nothing changes.
 */
export async function transitionHighlight(sql: Sql, scope: HighlightScope, id: number, editor: HighlightEditor, action: HighlightAction, now = new Date()): Promise<HighlightDetail> {
  return sql.begin(async (tx) => {
    const current = await lockOrThrow(tx, scope, id);
    if (!transitionsOf(scope).includes(action)) throw new AppError('INVALID_TRANSITION');
    const result = highlightMachine.authorize(current.state, action, editor, contextOf(scope));
    if (!result.ok) throw new AppError(result.code);
    await q.setHighlightState(tx, id, result.next);
    return detailOf(tx, scope, await findOrThrow(tx, scope, id), editor, now);
  });
}

/** Spec §6: only platform admins delete a highlight (a catalogue one takes the companies' selections of it along). */
export async function deleteHighlight(sql: Sql, scope: HighlightScope, id: number, editor: HighlightEditor): Promise<void> {
  const rule = canDeleteHighlight(editor);
  if (!rule.ok) throw new AppError(rule.code);
  await sql.begin(async (tx) => {
    await lockOrThrow(tx, scope, id);
    await q.deleteHighlight(tx, id);
  });
}
