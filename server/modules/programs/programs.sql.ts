import type { Attendability, MissionDuration, MissionType, Skill, Thematic } from '../../../shared/missions/taxonomy';
import type { ProgramState } from '../../../shared/programs/program.machine';
import type { ProgramMissionSelectionMode, SelectionRules } from '../../../shared/programs/program.rules';
import type { Sql, SqlFragment, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

/**
 * Selections (spec §3 Program) and the one SQL rule that decides which missions each holds. Every query names the
 * owner of the request (`ProgramOwner`): a company, whose queries never find another company's selection nor a
 * catalogue one, or the platform's catalogue (null), whose queries find no company's.
 */

/** Whose selections a query reads: a company's (its id), or the platform catalogue's (null: the selections without a company). */
export type ProgramOwner = number | null;

/** The condition on `alias.company_id` naming the owner's selections. */
function ownedBy(sql: Tx, owner: ProgramOwner, alias = 'p') {
  return owner === null ? sql`${sql(alias)}.company_id is null` : sql`${sql(alias)}.company_id = ${owner}`;
}

// ---------------------------------------------------------------------------
// The rule: which missions a selection holds
// ---------------------------------------------------------------------------

/**
 * The stored selections' rules as rows for the alias `p` (their association filter and hand-picked missions as
 * arrays); `where` names the stored selection as `sp`.
 */
export function storedProgramRules(sql: Tx, where: SqlFragment) {
  return sql`
    select sp.id, sp.company_id, sp.mission_selection_mode, sp.thematics, sp.countries, sp.filter_durations, sp.filter_skills,
           sp.filter_mission_types, sp.filter_remote_only, sp.filter_tax_exempt_only, sp.filter_attendabilities,
           sp.include_company_missions, sp.accepts_tax_exemption,
           array(select pa.association_id from program_associations pa where pa.program_id = sp.id) as association_ids,
           array(select pm.mission_id from program_missions pm where pm.program_id = sp.id) as mission_ids
    from programs sp
    where ${where}`;
}

/** The owner's stored selection `programId` as the rules row (nothing for another owner's). */
export function storedProgram(sql: Tx, owner: ProgramOwner, programId: number) {
  return storedProgramRules(sql, sql`${ownedBy(sql, owner, 'sp')} and sp.id = ${programId}`);
}

/** A selection not saved yet (a form's preview: no id) as the same one row for the alias `p`. */
export function programRulesOf(sql: Tx, rules: SelectionRules) {
  const { filters } = rules;
  const texts = (values: readonly string[]) => sql`${values as string[]}::text[]`;
  return sql`
    select 0 as id, ${rules.companyId}::int as company_id, ${rules.missionSelectionMode}::text as mission_selection_mode,
           ${texts(rules.thematics)} as thematics, ${texts(rules.countries)} as countries, ${texts(filters.durations)} as filter_durations,
           ${texts(filters.skills)} as filter_skills, ${texts(filters.missionTypes)} as filter_mission_types,
           ${filters.remoteOnly}::boolean as filter_remote_only, ${filters.taxExemptOnly}::boolean as filter_tax_exempt_only,
           ${texts(filters.attendabilities)} as filter_attendabilities, ${rules.includeCompanyMissions}::boolean as include_company_missions,
           ${rules.acceptsTaxExemption}::boolean as accepts_tax_exemption, ${rules.associationIds as number[]}::int[] as association_ids,
           ${rules.missionIds as number[]}::int[] as mission_ids`;
}

/**
 * `missionMatchesProgram` (shared/programs/program.rules.ts) in SQL, on the selection `p` (rows of `storedProgramRules`
 * or `programRulesOf`) and the mission `m`. `durationIn` says whether `m` has one of the durations of a text[]
 * expression (the missions module's `missionHasDurationIn`, the search's own duration filter). A mission published by a
 * company carries that company; every other publisher none. Always read beside the reader's discovery rule on `m`.
 * A test (programs.test.ts) checks this condition against the shared function on a table of missions and selections.
 */
export function includesMission(sql: Tx, durationIn: (durations: SqlFragment) => SqlFragment) {
  return sql`(case when p.mission_selection_mode = 'manual' then m.id = any(p.mission_ids) else (
    (m.publisher_type <> 'PUBLISHER_TYPE_COMPANY' or (p.include_company_missions and m.company_id = p.company_id))
    and (not m.is_tax_exempt or p.accepts_tax_exemption or p.filter_tax_exempt_only)
    and (not p.filter_tax_exempt_only or m.is_tax_exempt)
    and (not p.filter_remote_only or m.is_remote)
    and (cardinality(p.association_ids) = 0 or coalesce(m.association_id = any(p.association_ids), false))
    and (cardinality(p.countries) = 0 or coalesce(m.country::text = any(p.countries), false))
    and (cardinality(p.thematics) = 0 or m.thematics && p.thematics)
    and (cardinality(p.filter_skills) = 0 or m.skills && p.filter_skills)
    and (cardinality(p.filter_mission_types) = 0 or m.mission_type = any(p.filter_mission_types))
    and (cardinality(p.filter_durations) = 0 or ${durationIn(sql`p.filter_durations`)})
    and (cardinality(p.filter_attendabilities) = 0 or (case when m.is_group then 'group' else 'individual' end) = any(p.filter_attendabilities))
  ) end)`;
}

/** The missions of `m` a selection (its rules' source) holds: a condition on `m` the mission search takes as `within`. */
export function heldBy(sql: Tx, source: SqlFragment, rule: SqlFragment) {
  return sql`exists (select 1 from (${source}) p where ${rule})`;
}

// ---------------------------------------------------------------------------
// Selections
// ---------------------------------------------------------------------------

export interface ProgramRow {
  id: number;
  companyId: number | null;
  slug: string;
  name: string;
  description: string | null;
  heroImage: string | null;
  colour: string | null;
  thematics: Thematic[];
  countries: string[];
  missionSelectionMode: ProgramMissionSelectionMode;
  associationIds: number[];
  missionIds: number[];
  questIds: number[];
  durations: MissionDuration[];
  skills: Skill[];
  missionTypes: MissionType[];
  remoteOnly: boolean;
  taxExemptOnly: boolean;
  attendabilities: Attendability[];
  quoteAuthor: string | null;
  quoteContent: string | null;
  quoteMedia: string | null;
  topMedia: string | null;
  bottomMedia: string | null;
  includeCompanyMissions: boolean;
  acceptsTaxExemption: boolean;
  state: ProgramState;
  createdAt: Date;
  updatedAt: Date;
}

/** A selection and how many missions it holds for an audience (`counted`: the discovery rule and the selection's rule on `m`). */
export type CountedProgramRow = ProgramRow & { missionsCount: number };

function programColumns(sql: Tx) {
  return sql`
    p.id, p.company_id as "companyId", p.slug, p.name, p.description, p.hero_image as "heroImage", p.colour, p.thematics, p.countries,
    p.mission_selection_mode as "missionSelectionMode",
    array(select pa.association_id from program_associations pa where pa.program_id = p.id order by pa.association_id) as "associationIds",
    array(select pm.mission_id from program_missions pm where pm.program_id = p.id order by pm.position, pm.mission_id) as "missionIds",
    array(select pq.quest_id from program_quests pq where pq.program_id = p.id order by pq.position, pq.quest_id) as "questIds",
    p.filter_durations as durations, p.filter_skills as skills, p.filter_mission_types as "missionTypes",
    p.filter_remote_only as "remoteOnly", p.filter_tax_exempt_only as "taxExemptOnly", p.filter_attendabilities as attendabilities,
    p.quote_author as "quoteAuthor", p.quote_content as "quoteContent", p.quote_media as "quoteMedia",
    p.top_media as "topMedia", p.bottom_media as "bottomMedia",
    p.include_company_missions as "includeCompanyMissions", p.accepts_tax_exemption as "acceptsTaxExemption",
    p.state, p.created_at as "createdAt", p.updated_at as "updatedAt"`;
}

/**
 * Selections with how many missions each holds now for an audience: `visible` is the reader's discovery rule on `m`,
 * `rule` the selection's (`includesMission`, on the rules row `p` of each selection).
 */
function countedPrograms(sql: Tx, where: SqlFragment, visible: SqlFragment, rule: SqlFragment) {
  return sql<CountedProgramRow[]>`
    select ${programColumns(sql)},
           (select count(*)::int from missions m
            where ${visible} and ${heldBy(sql, storedProgramRules(sql, sql`sp.id = counted.id`), rule)}) as "missionsCount"
    from programs p
    cross join lateral (select p.id) counted
    where ${where}`;
}

/** The company's selections (every state), the last changed first, with the missions each holds for its employees. */
export function listOwnedPrograms(sql: Tx, owner: ProgramOwner, visible: SqlFragment, rule: SqlFragment) {
  return sql<CountedProgramRow[]>`
    select * from (${countedPrograms(sql, ownedBy(sql, owner), visible, rule)}) programs
    order by "updatedAt" desc, id desc`;
}

/** The company's published selections, the newest first, with the missions each holds for the reader. */
export function listPublishedPrograms(sql: Tx, companyId: number, visible: SqlFragment, rule: SqlFragment) {
  return sql<CountedProgramRow[]>`
    select * from (${countedPrograms(sql, sql`p.company_id = ${companyId} and p.state = 'published'`, visible, rule)}) programs
    order by "createdAt" desc, id desc`;
}

/** One selection of the company (`publishedOnly`: as its employees may read it). */
export async function findOwnedProgram(sql: Tx, owner: ProgramOwner, programId: number, options: { publishedOnly?: boolean } = {}): Promise<ProgramRow | undefined> {
  const published = options.publishedOnly ? sql`and p.state = 'published'` : sql``;
  const [row] = await sql<ProgramRow[]>`
    select ${programColumns(sql)} from programs p where ${ownedBy(sql, owner)} and p.id = ${programId} ${published}`;
  return row;
}

/** The company's published selections by id list or page (id order): what an employee's replica holds. */
export function listPublishedProgramRows(sql: Tx, companyId: number, selection: { ids: number[] } | { after: number | null; limit: number }) {
  const which =
    'ids' in selection ? sql`and p.id = any(${selection.ids}::int[])` : selection.after === null ? sql`` : sql`and p.id > ${selection.after}`;
  const limit = 'ids' in selection ? sql`` : sql`limit ${selection.limit}`;
  return sql<ProgramRow[]>`
    select ${programColumns(sql)} from programs p
    where p.company_id = ${companyId} and p.state = 'published' ${which}
    order by p.id
    ${limit}`;
}

/** Locks the company's selection for a change (its state and parts change one writer at a time). */
export async function lockOwnedProgram(tx: Tx, owner: ProgramOwner, programId: number): Promise<boolean> {
  const rows = await tx`select 1 from programs p where ${ownedBy(tx, owner)} and p.id = ${programId} for update`;
  return rows.length > 0;
}

/** The selection's own columns, as the service prepares them from the form. */
export type ProgramValues = Omit<ProgramRow, 'id' | 'companyId' | 'associationIds' | 'missionIds' | 'questIds' | 'state' | 'createdAt' | 'updatedAt'>;

export async function insertProgram(
  tx: Tx,
  owner: ProgramOwner,
  createdBy: string,
  state: ProgramState,
  v: ProgramValues,
  catalogueProgramId: number | null = null,
): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into programs (company_id, catalogue_program_id, created_by, state, slug, name, description, hero_image, colour, thematics, countries,
                          mission_selection_mode, filter_durations, filter_skills, filter_mission_types, filter_remote_only,
                          filter_tax_exempt_only, filter_attendabilities, quote_author, quote_content, quote_media, top_media,
                          bottom_media, include_company_missions, accepts_tax_exemption)
    values (${owner}, ${catalogueProgramId}, ${createdBy}, ${state}, ${v.slug}, ${v.name}, ${v.description}, ${v.heroImage}, ${v.colour}, ${v.thematics}::text[],
            ${v.countries}::text[], ${v.missionSelectionMode}, ${v.durations}::text[], ${v.skills}::text[], ${v.missionTypes}::text[],
            ${v.remoteOnly}, ${v.taxExemptOnly}, ${v.attendabilities}::text[], ${v.quoteAuthor}, ${v.quoteContent}, ${v.quoteMedia},
            ${v.topMedia}, ${v.bottomMedia}, ${v.includeCompanyMissions}, ${v.acceptsTaxExemption})
    returning id`;
  return row!.id;
}

export async function updateProgram(tx: Tx, owner: ProgramOwner, programId: number, v: ProgramValues): Promise<void> {
  await tx`
    update programs set slug = ${v.slug}, name = ${v.name}, description = ${v.description}, hero_image = ${v.heroImage}, colour = ${v.colour},
           thematics = ${v.thematics}::text[], countries = ${v.countries}::text[], mission_selection_mode = ${v.missionSelectionMode},
           filter_durations = ${v.durations}::text[], filter_skills = ${v.skills}::text[], filter_mission_types = ${v.missionTypes}::text[],
           filter_remote_only = ${v.remoteOnly}, filter_tax_exempt_only = ${v.taxExemptOnly}, filter_attendabilities = ${v.attendabilities}::text[],
           quote_author = ${v.quoteAuthor}, quote_content = ${v.quoteContent}, quote_media = ${v.quoteMedia}, top_media = ${v.topMedia},
           bottom_media = ${v.bottomMedia}, include_company_missions = ${v.includeCompanyMissions}, accepts_tax_exemption = ${v.acceptsTaxExemption},
           updated_at = now()
    where ${ownedBy(tx, owner, 'programs')} and id = ${programId}`;
}

export async function setProgramState(tx: Tx, owner: ProgramOwner, programId: number, state: ProgramState): Promise<void> {
  await tx`update programs set state = ${state}, updated_at = now() where ${ownedBy(tx, owner, 'programs')} and id = ${programId}`;
}

/** The association filter, the hand-picked missions and the quests, each replaced as a list (their order is their position). */
export async function replaceProgramParts(
  tx: Tx,
  programId: number,
  parts: { associationIds: readonly number[]; missionIds: readonly number[]; questIds: readonly number[] },
): Promise<void> {
  await tx`delete from program_associations where program_id = ${programId} and not (association_id = any(${parts.associationIds as number[]}::int[]))`;
  if (parts.associationIds.length > 0) {
    await tx`
      insert into program_associations (program_id, association_id)
      select ${programId}, id from unnest(${parts.associationIds as number[]}::int[]) as id
      on conflict do nothing`;
  }
  for (const [table, column, ids] of [
    ['program_missions', 'mission_id', parts.missionIds],
    ['program_quests', 'quest_id', parts.questIds],
  ] as const) {
    await tx`delete from ${tx(table)} where program_id = ${programId} and not (${tx(column)} = any(${ids as number[]}::int[]))`;
    if (ids.length === 0) continue;
    await tx`
      insert into ${tx(table)} (program_id, ${tx(column)}, position)
      select ${programId}, item.id, item.position - 1 from unnest(${ids as number[]}::int[]) with ordinality as item(id, position)
      on conflict (program_id, ${tx(column)}) do update set position = excluded.position
      where ${tx(table)}.position is distinct from excluded.position`;
  }
}

// ---------------------------------------------------------------------------
// What a selection names: missions, associations, quests
// ---------------------------------------------------------------------------

/** Of these missions, those the company's people may see now (`visible`: the company's discovery rule on `m`). */
export async function visibleMissionIds(sql: Tx, ids: readonly number[], visible: SqlFragment): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await sql<{ id: number }[]>`select m.id from missions m where m.id = any(${ids as number[]}::int[]) and ${visible}`;
  return rows.map((row) => row.id);
}

/**
 * The titles of the hand-picked missions, with whether they are still open to the company's employees. Only missions
 * the company may name at all: never another company's own.
 */
export function listMissionRefs(sql: Tx, owner: ProgramOwner, ids: readonly number[], visible: SqlFragment) {
  return sql<{ id: number; title: string; live: boolean }[]>`
    select m.id, m.title, ${visible} as live
    from missions m
    where m.id = any(${ids as number[]}::int[]) and (m.publisher_type <> 'PUBLISHER_TYPE_COMPANY' or m.company_id = ${owner})`;
}

export interface AssociationRefRow {
  id: number;
  slug: string;
  name: string;
  logo: string | null;
}

export function listAssociationRefs(sql: Tx, ids: readonly number[]) {
  return sql<AssociationRefRow[]>`
    select a.id, a.slug, a.name, a.logo_path as logo from associations a where a.id = any(${ids as number[]}::int[]) order by a.name, a.id`;
}

/** Associations with a mission the company's people may see (`visible` on `m`), their name holding the text, by name. */
export function searchAssociationCandidates(sql: Tx, text: string, visible: SqlFragment, limit: number) {
  const named = text ? sql`and strpos(search_unaccent(lower(a.name)), search_unaccent(lower(${text}))) > 0` : sql``;
  return sql<AssociationRefRow[]>`
    select a.id, a.slug, a.name, a.logo_path as logo
    from associations a
    where a.id in (select m.association_id from missions m where m.association_id is not null and ${visible}) ${named}
    order by a.name, a.id
    limit ${limit}`;
}

export interface QuestRefRow {
  id: number;
  slug: string;
  title: string;
  coverImage: string | null;
  thematics: Thematic[];
}

/** The company's quests among these ids (`publishedOnly`: as employees see them; otherwise any but deleted), in the ids' order. */
export function listQuestRefs(sql: Tx, owner: ProgramOwner, ids: readonly number[], options: { publishedOnly: boolean }) {
  const state = options.publishedOnly ? sql`q.state = 'published'` : sql`q.state <> 'deleted'`;
  return sql<QuestRefRow[]>`
    select q.id, q.slug, q.title, q.cover_image as "coverImage", q.thematics
    from quests q
    where q.company_id = ${owner} and ${state} and q.id = any(${ids as number[]}::int[])
    order by array_position(${ids as number[]}::int[], q.id)`;
}

// ---------------------------------------------------------------------------
// The platform's catalogue as offered to companies
// ---------------------------------------------------------------------------

/** A published catalogue selection offered to a company, with the missions it holds for its employees and the company's copy. */
export type CatalogueProgramRow = CountedProgramRow & { copyId: number | null };

/** The published catalogue selections, the newest first, each with the company's copy of it if it added it. */
export function listCatalogueOffers(sql: Tx, companyId: number, visible: SqlFragment, rule: SqlFragment) {
  return sql<CatalogueProgramRow[]>`
    select offers.*, (select c.id from programs c where c.company_id = ${companyId} and c.catalogue_program_id = offers.id) as "copyId"
    from (${countedPrograms(sql, sql`p.company_id is null and p.state = 'published'`, visible, rule)}) offers
    order by "createdAt" desc, id desc`;
}

/** The company's copy of a catalogue selection, if it added it. */
export async function findCatalogueCopy(sql: Tx, companyId: number, catalogueProgramId: number): Promise<number | undefined> {
  const [row] = await sql<{ id: number }[]>`select id from programs where company_id = ${companyId} and catalogue_program_id = ${catalogueProgramId}`;
  return row?.id;
}
