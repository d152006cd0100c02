import type { HighlightState } from '../../../shared/highlights/highlight.machine';
import type { QuestState } from '../../../shared/quests/quest.machine';
import type { Sql, SqlFragment, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

/**
 * Highlights ('Temps Forts') and the content they link. Three kinds of rows live in `highlights`: a company's own
 * (its company, no source), the platform's catalogue (no company) and a company's copy of a catalogue highlight (its
 * selection: its company and its source, whose content and days it shows). Every query names the kind it reads and,
 * for a company, the company of the request: another company's highlight, or a catalogue one read as a company's
 * own, is not found.
 */

export interface HighlightRow {
  id: number;
  companyId: number | null;
  catalogueHighlightId: number | null;
  slug: string;
  title: string;
  description: string | null;
  coverImage: string | null;
  startsOn: string | null;
  endsOn: string | null;
  quoteAuthor: string | null;
  quoteContent: string | null;
  quoteMedia: string | null;
  state: HighlightState;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  missionIds: number[];
  questIds: number[];
  challengeIds: number[];
}

/** The columns of the highlight `h` with the content of `source` (itself, or a copy's catalogue highlight). */
function columns(sql: Tx, source: string) {
  const s = sql(source);
  return sql`
    h.id, h.company_id as "companyId", h.catalogue_highlight_id as "catalogueHighlightId", ${s}.slug, ${s}.title, ${s}.description,
    ${s}.cover_image as "coverImage", to_char(${s}.starts_on, 'YYYY-MM-DD') as "startsOn", to_char(${s}.ends_on, 'YYYY-MM-DD') as "endsOn",
    ${s}.quote_author as "quoteAuthor", ${s}.quote_content as "quoteContent", ${s}.quote_media as "quoteMedia",
    h.state, h.published_at as "publishedAt", h.created_at as "createdAt", h.updated_at as "updatedAt",
    coalesce((select array_agg(x.mission_id order by x.position, x.mission_id) from highlight_missions x where x.highlight_id = ${s}.id), '{}') as "missionIds",
    coalesce((select array_agg(x.quest_id order by x.position, x.quest_id) from highlight_quests x where x.highlight_id = ${s}.id), '{}') as "questIds",
    coalesce((select array_agg(x.challenge_id order by x.position, x.challenge_id) from highlight_challenges x where x.highlight_id = ${s}.id), '{}') as "challengeIds"`;
}

/** Archived ones last, then the latest moment first. */
const listOrder = (sql: Tx) => sql`(h.state = 'archived'), h.starts_on desc nulls last, h.id desc`;

function selectOwn(sql: Tx, where: SqlFragment) {
  return sql<HighlightRow[]>`select ${columns(sql, 'h')} from highlights h where ${where} order by ${listOrder(sql)}`;
}

// ---- A company's own highlights

const own = (sql: Tx, companyId: number) => sql`h.company_id = ${companyId} and h.catalogue_highlight_id is null`;

export function listCompanyHighlights(sql: Tx, companyId: number) {
  return selectOwn(sql, own(sql, companyId));
}

export async function findCompanyHighlight(sql: Tx, companyId: number, highlightId: number): Promise<HighlightRow | undefined> {
  const [row] = await selectOwn(sql, sql`${own(sql, companyId)} and h.id = ${highlightId}`);
  return row;
}

/** Locks the company's own highlight for a change (its content and state change one writer at a time). */
export async function lockCompanyHighlight(tx: Tx, companyId: number, highlightId: number): Promise<boolean> {
  const rows = await tx`select 1 from highlights h where ${own(tx, companyId)} and h.id = ${highlightId} for update`;
  return rows.length > 0;
}

// ---- The platform's catalogue

export type AdminHighlightRow = HighlightRow & { selectionsCount: number };

/** The catalogue, with how many companies picked each highlight. */
export function listCatalogueHighlights(sql: Tx) {
  return sql<AdminHighlightRow[]>`
    select ${columns(sql, 'h')},
           (select count(*)::int from highlights copy where copy.catalogue_highlight_id = h.id and copy.state = 'selected') as "selectionsCount"
    from highlights h where h.company_id is null
    order by ${listOrder(sql)}`;
}

export async function findCatalogueHighlight(sql: Tx, highlightId: number, options: { states?: readonly HighlightState[] } = {}): Promise<HighlightRow | undefined> {
  const states = options.states ? sql`and h.state = any(${options.states}::text[])` : sql``;
  const [row] = await selectOwn(sql, sql`h.company_id is null and h.id = ${highlightId} ${states}`);
  return row;
}

/** Locks a catalogue highlight: `for update` to change it, `for share` while a company picks it (it cannot change meanwhile). */
export async function lockCatalogueHighlight(tx: Tx, highlightId: number, mode: 'update' | 'share' = 'update'): Promise<boolean> {
  const rows =
    mode === 'update'
      ? await tx`select 1 from highlights where company_id is null and id = ${highlightId} for update`
      : await tx`select 1 from highlights where company_id is null and id = ${highlightId} for share`;
  return rows.length > 0;
}

export interface CatalogueOfferRow {
  id: number;
  slug: string;
  title: string;
  coverImage: string | null;
  startsOn: string | null;
  endsOn: string | null;
  state: HighlightState;
  copyState: HighlightState | null;
  missionsCount: number;
}

/** The catalogue highlights in the given states (those offered to companies), with the company's copy's state. */
export function listCatalogueOffers(sql: Tx, companyId: number, states: readonly HighlightState[]) {
  return sql<CatalogueOfferRow[]>`
    select h.id, h.slug, h.title, h.cover_image as "coverImage", to_char(h.starts_on, 'YYYY-MM-DD') as "startsOn",
           to_char(h.ends_on, 'YYYY-MM-DD') as "endsOn", h.state, copy.state as "copyState",
           (select count(*)::int from highlight_missions x where x.highlight_id = h.id) as "missionsCount"
    from highlights h
    left join highlights copy on copy.catalogue_highlight_id = h.id and copy.company_id = ${companyId}
    where h.company_id is null and h.state = any(${states}::text[])
    order by ${listOrder(sql)}`;
}

/** The company's copy of a catalogue highlight (its selection), if it ever picked it; locked when asked. */
export async function findCatalogueCopy(tx: Tx, companyId: number, catalogueId: number, options: { lock?: boolean } = {}) {
  const lock = options.lock ? tx`for update` : tx``;
  const [row] = await tx<{ id: number; state: HighlightState }[]>`
    select id, state from highlights where company_id = ${companyId} and catalogue_highlight_id = ${catalogueId} ${lock}`;
  return row;
}

/** The company picks a catalogue highlight: its copy carries the source's title and slug (shown from the source). */
export async function insertSelection(tx: Tx, companyId: number, catalogueId: number, userId: string, state: HighlightState): Promise<void> {
  await tx`
    insert into highlights (company_id, catalogue_highlight_id, slug, title, state, selected_at, selected_by, created_by)
    select ${companyId}, h.id, h.slug, h.title, ${state}, now(), ${userId}, ${userId}
    from highlights h where h.id = ${catalogueId} and h.company_id is null`;
}

export async function setSelectionState(tx: Tx, copyId: number, state: HighlightState, userId: string): Promise<void> {
  await tx`
    update highlights set state = ${state},
           selected_at = case when ${state} = 'selected' then now() else selected_at end,
           selected_by = case when ${state} = 'selected' then ${userId}::uuid else selected_by end,
           updated_at = now()
    where id = ${copyId} and catalogue_highlight_id is not null`;
}

/** A catalogue highlight's new title and slug, on its copies too (their rows name what they show). */
export async function renameCopies(tx: Tx, catalogueId: number, title: string, slug: string): Promise<void> {
  await tx`update highlights set title = ${title}, slug = ${slug} where catalogue_highlight_id = ${catalogueId} and (title, slug) is distinct from (${title}, ${slug})`;
}

// ---- Writing (own and catalogue highlights)

export interface HighlightValues {
  slug: string;
  title: string;
  description: string | null;
  coverImage: string | null;
  startsOn: string;
  endsOn: string;
  quoteAuthor: string | null;
  quoteContent: string | null;
  quoteMedia: string | null;
}

const valueColumns = (v: HighlightValues) => ({
  slug: v.slug,
  title: v.title,
  description: v.description,
  cover_image: v.coverImage,
  starts_on: v.startsOn,
  ends_on: v.endsOn,
  quote_author: v.quoteAuthor,
  quote_content: v.quoteContent,
  quote_media: v.quoteMedia,
});

/** A new draft: a company's own (`companyId`), or a catalogue highlight (null). */
export async function insertHighlight(tx: Tx, companyId: number | null, createdBy: string, v: HighlightValues): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into highlights ${tx({ ...valueColumns(v), company_id: companyId, created_by: createdBy })} returning id`;
  return row!.id;
}

/** The form's values on an own or catalogue highlight (never a copy: it shows its source's). */
export async function updateHighlight(tx: Tx, highlightId: number, v: HighlightValues): Promise<void> {
  await tx`update highlights set ${tx(valueColumns(v))}, updated_at = now() where id = ${highlightId} and catalogue_highlight_id is null`;
}

/** The content, replaced as lists (their order is their position). */
export async function replaceContent(tx: Tx, highlightId: number, content: { missionIds: readonly number[]; questIds: readonly number[]; challengeIds: readonly number[] }) {
  const ordered = (ids: readonly number[]) => tx`
    select ${highlightId}::int, x.id, (x.ordinality - 1)::int from unnest(${ids}::int[]) with ordinality as x(id, ordinality)`;
  await tx`delete from highlight_missions where highlight_id = ${highlightId}`;
  await tx`delete from highlight_quests where highlight_id = ${highlightId}`;
  await tx`delete from highlight_challenges where highlight_id = ${highlightId}`;
  await tx`insert into highlight_missions (highlight_id, mission_id, position) ${ordered(content.missionIds)}`;
  await tx`insert into highlight_quests (highlight_id, quest_id, position) ${ordered(content.questIds)}`;
  await tx`insert into highlight_challenges (highlight_id, challenge_id, position) ${ordered(content.challengeIds)}`;
}

/** The highlight's new state; its first publication is dated. */
export async function setHighlightState(tx: Tx, highlightId: number, state: HighlightState): Promise<void> {
  await tx`
    update highlights set state = ${state},
           published_at = case when ${state} = 'published' then coalesce(published_at, now()) else published_at end,
           updated_at = now()
    where id = ${highlightId}`;
}

/** Deletes a highlight with its links (and, for a catalogue one, the companies' selections of it: the foreign key cascades). */
export async function deleteHighlight(tx: Tx, highlightId: number): Promise<void> {
  await tx`delete from highlights where id = ${highlightId}`;
}

// ---- What a highlight may show, and what it shows

export interface MissionTitleRow {
  id: number;
  title: string;
  associationName: string | null;
}

/** The title and association of each mission named (whatever its state: the editor says which are not shown). */
export function listMissionTitles(sql: Tx, missionIds: readonly number[]) {
  return sql<MissionTitleRow[]>`
    select m.id, m.title, a.name as "associationName"
    from missions m left join associations a on a.id = m.association_id
    where m.id = any(${missionIds}::int[])`;
}

export interface QuestOptionRow {
  id: number;
  title: string;
  state: QuestState;
}

/** The company's quests a highlight may show: every one but the deleted, the last changed first. */
export function listCompanyQuestOptions(sql: Tx, companyId: number, questIds?: readonly number[]) {
  const only = questIds ? sql`and q.id = any(${questIds}::int[])` : sql``;
  return sql<QuestOptionRow[]>`
    select q.id, q.title, q.state from quests q
    where q.company_id = ${companyId} and q.state <> 'deleted' ${only}
    order by q.updated_at desc, q.id desc`;
}

export interface ChallengeOptionRow {
  id: number;
  name: string;
  date: string;
  startTime: string;
  endTime: string;
  isActive: boolean;
}

/** The company's events a highlight may show: the soonest first, then the past ones (at most 200). */
export function listCompanyChallengeOptions(sql: Tx, companyId: number, today: string, challengeIds?: readonly number[]) {
  const only = challengeIds ? sql`and ch.id = any(${challengeIds}::int[])` : sql``;
  return sql<ChallengeOptionRow[]>`
    select ch.id, ch.name, to_char(ch.event_date, 'YYYY-MM-DD') as date, to_char(ch.start_time, 'HH24:MI') as "startTime",
           to_char(ch.end_time, 'HH24:MI') as "endTime", ch.is_active as "isActive"
    from challenges ch
    where ch.company_id = ${companyId} ${only}
    order by (ch.event_date < ${today}::date), case when ch.event_date >= ${today}::date then ch.event_date end asc, ch.event_date desc, ch.id desc
    limit 200`;
}

// ---- Employees

/**
 * The highlights the company's employees see, with the content they show: its own published ones, and the catalogue
 * highlights it selected once the platform has published them (a copy shows its source's content and days).
 */
export function listEmployeeHighlights(sql: Tx, companyId: number, highlightId?: number) {
  const one = highlightId === undefined ? sql`` : sql`and h.id = ${highlightId}`;
  return sql<HighlightRow[]>`
    select ${columns(sql, 'src')} ${employeeHighlights(sql, companyId)} ${one}
    order by src.starts_on desc nulls last, h.id desc`;
}

/** The highlights the company's employees see, by id list or page (id order): what an employee's replica holds. */
export function listEmployeeHighlightRows(sql: Tx, companyId: number, selection: { ids: number[] } | { after: number | null; limit: number }) {
  const which =
    'ids' in selection ? sql`and h.id = any(${selection.ids}::int[])` : selection.after === null ? sql`` : sql`and h.id > ${selection.after}`;
  const limit = 'ids' in selection ? sql`` : sql`limit ${selection.limit}`;
  return sql<HighlightRow[]>`select ${columns(sql, 'src')} ${employeeHighlights(sql, companyId)} ${which} order by h.id ${limit}`;
}

function employeeHighlights(sql: Tx, companyId: number) {
  return sql`
    from highlights h
    join highlights src on src.id = coalesce(h.catalogue_highlight_id, h.id)
    where h.company_id = ${companyId}
      and ((h.catalogue_highlight_id is null and h.state = 'published') or (h.state = 'selected' and src.state = 'published'))`;
}
