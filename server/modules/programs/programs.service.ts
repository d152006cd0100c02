import { AppError, type FieldErrors } from '../../../shared/errors';
import { type MissionSearchQuery, type MissionSearchResult, missionSearchQuerySchema } from '../../../shared/missions/mission-search.schema';
import { parisDateTime } from '../../../shared/missions/mission-visibility';
import type {
  CompanyProgramDetail,
  CompanyProgramList,
  EmployeeProgramDetail,
  EmployeeProgramList,
  ProgramAssociationCandidates,
  ProgramCreateInput,
  ProgramMissionsPreview,
} from '../../../shared/programs/program-api.schema';
import { PROGRAM_PREVIEW_SIZE } from '../../../shared/programs/program-api.schema';
import { type ProgramAction, programMachine } from '../../../shared/programs/program.machine';
import { programCardOf } from '../../../shared/programs/program.rules';
import type { Program, ProgramInput } from '../../../shared/programs/program.schema';
import { slugify } from '../../../shared/validation/inputs';
import { validationMessage } from '../../../shared/validation/messages';
import type { Sql, SqlFragment, TransactionSql } from '../../db/connect';
import { type Audience, missionHasDurationIn, missionsVisibleTo, searchMissions } from '../missions/search.service';
import * as q from './programs.sql';

type Deps = { sql: Sql };
type Tx = Sql | TransactionSql;

/**
 * Selections (spec §3 Program, §4 states): what a company's admins build (the route has checked `canManageCompany`)
 * and what its employees read (`isCompanyMember`). A selection's missions are computed when read, by one SQL rule
 * (`includesMission`, the mirror of `missionMatchesProgram`) always beside the reader's discovery rule: a mission that
 * is no longer live, or not open to the reader, is simply not there, and a new one that fits appears by itself. The
 * company sees what one of its employees at least may see (`isVisibleToCompany`); an employee what is open to them.
 * The platform's catalogue (`owner` null, platform admins) is built the same way for the public: its selections name
 * missions open to everyone and no quest; a company adds one to its own as a copy.
 */

export type { ProgramOwner } from './programs.sql';
type ProgramOwner = q.ProgramOwner;

const companyAudience = (companyId: number): Audience => ({ kind: 'company', companyId });

/** Whose view a selection is built for: the company's employees, or anyone (the catalogue is offered to every company). */
const ownerAudience = (owner: ProgramOwner): Audience => (owner === null ? { kind: 'public' } : companyAudience(owner));

/** The reader's discovery rule on `m`, now. */
function visibleTo(sql: Tx, audience: Audience, now: Date): SqlFragment {
  return missionsVisibleTo(sql, audience, now, parisDateTime(now).date);
}

/** The selection's rule on `p` and `m`, with the search's own duration classes. */
function selectionRule(sql: Tx, now: Date): SqlFragment {
  return q.includesMission(sql, (durations) => missionHasDurationIn(sql, durations, now));
}

const iso = (date: Date) => date.toISOString();

export function presentProgram(row: q.ProgramRow): Program {
  return {
    id: row.id,
    companyId: row.companyId,
    slug: row.slug,
    name: row.name,
    description: row.description,
    heroImage: row.heroImage,
    colour: row.colour,
    thematics: row.thematics,
    countries: row.countries,
    missionSelectionMode: row.missionSelectionMode,
    associationIds: row.associationIds,
    missionIds: row.missionIds,
    filters: {
      durations: row.durations,
      skills: row.skills,
      missionTypes: row.missionTypes,
      remoteOnly: row.remoteOnly,
      taxExemptOnly: row.taxExemptOnly,
      attendabilities: row.attendabilities,
    },
    quote: row.quoteAuthor !== null && row.quoteContent !== null ? { author: row.quoteAuthor, content: row.quoteContent, media: row.quoteMedia } : null,
    topMedia: row.topMedia,
    bottomMedia: row.bottomMedia,
    includeCompanyMissions: row.includeCompanyMissions,
    acceptsTaxExemption: row.acceptsTaxExemption,
    questIds: row.questIds,
    state: row.state,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const DEFAULT_QUERY: MissionSearchQuery = missionSearchQuerySchema.parse({});

/** How many missions a selection (its rules' source) holds for the audience, and its first cards, pinned first then the newest. */
async function previewOf(sql: Sql, audience: Audience, source: SqlFragment, now: Date): Promise<ProgramMissionsPreview> {
  const within = q.heldBy(sql, source, selectionRule(sql, now));
  const page = await searchMissions(sql, audience, DEFAULT_QUERY, now, { within, pageSize: PROGRAM_PREVIEW_SIZE });
  return { total: page.total, missions: page.missions };
}


function actionsOf(row: Pick<q.ProgramRow, 'state'>): ProgramAction[] {
  return programMachine.availableActions(row.state, undefined, undefined);
}

// ---- Company (or catalogue): reading

/** The owner's selections (every state) with the missions each holds for its readers; a company's with the catalogue's offer. */
export async function listCompanyPrograms(deps: Deps, owner: ProgramOwner, now = new Date()): Promise<CompanyProgramList> {
  const visible = visibleTo(deps.sql, ownerAudience(owner), now);
  const [rows, offers] = await Promise.all([
    q.listOwnedPrograms(deps.sql, owner, visible, selectionRule(deps.sql, now)),
    owner === null ? [] : q.listCatalogueOffers(deps.sql, owner, visible, selectionRule(deps.sql, now)),
  ]);
  return {
    catalogue: offers.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      heroImage: row.heroImage,
      colour: row.colour,
      thematics: row.thematics,
      missionSelectionMode: row.missionSelectionMode,
      missionsCount: row.missionsCount,
      copyId: row.copyId,
    })),
    programs: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      heroImage: row.heroImage,
      colour: row.colour,
      state: row.state,
      missionSelectionMode: row.missionSelectionMode,
      missionsCount: row.missionsCount,
      updatedAt: iso(row.updatedAt),
      availableActions: actionsOf(row),
    })),
  };
}

async function findOrThrow(sql: Tx, owner: ProgramOwner, programId: number): Promise<q.ProgramRow> {
  const row = await q.findOwnedProgram(sql, owner, programId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function detailOf(sql: Sql, owner: ProgramOwner, row: q.ProgramRow, now: Date): Promise<CompanyProgramDetail> {
  const audience = ownerAudience(owner);
  const [missionRefs, associations, quests, missions] = await Promise.all([
    q.listMissionRefs(sql, owner, row.missionIds, visibleTo(sql, audience, now)),
    q.listAssociationRefs(sql, row.associationIds),
    q.listQuestRefs(sql, owner, row.questIds, { publishedOnly: false }),
    previewOf(sql, audience, q.storedProgram(sql, owner, row.id), now),
  ]);
  const order = new Map(row.missionIds.map((id, index) => [id, index]));
  return {
    program: presentProgram(row),
    availableActions: actionsOf(row),
    missionRefs: missionRefs.sort((a, b) => order.get(a.id)! - order.get(b.id)!),
    associations,
    quests,
    missions,
  };
}

export async function getCompanyProgram(deps: Deps, owner: ProgramOwner, programId: number, now = new Date()): Promise<CompanyProgramDetail> {
  return detailOf(deps.sql, owner, await findOrThrow(deps.sql, owner, programId), now);
}

/** What a form's selection would hold now for the owner's readers, before it is saved (the live preview). */
export async function previewProgram(deps: Deps, owner: ProgramOwner, input: ProgramInput, now = new Date()): Promise<ProgramMissionsPreview> {
  return previewOf(deps.sql, ownerAudience(owner), q.programRulesOf(deps.sql, { ...input, companyId: owner }), now);
}

/** The missions the owner's readers can see, searched as the mission search does: what a manual selection picks from. */
export async function searchMissionCandidates(deps: Deps, owner: ProgramOwner, query: MissionSearchQuery, now = new Date()): Promise<MissionSearchResult> {
  return searchMissions(deps.sql, ownerAudience(owner), { ...query, program: undefined }, now);
}

const CANDIDATES_LIMIT = 20;

/** The association filter's choices: associations with a mission the company's employees can see, by name. */
export async function associationCandidates(deps: Deps, owner: ProgramOwner, text: string, now = new Date()): Promise<ProgramAssociationCandidates> {
  const visible = visibleTo(deps.sql, ownerAudience(owner), now);
  return { associations: await q.searchAssociationCandidates(deps.sql, text.trim(), visible, CANDIDATES_LIMIT) };
}

// ---- Company (or catalogue): writing

function valuesOf(input: ProgramInput): q.ProgramValues {
  return {
    // Links carry `{id}-{slug}`: the slug follows the name.
    slug: slugify(input.name),
    name: input.name,
    description: input.description,
    heroImage: input.heroImage,
    colour: input.colour,
    thematics: input.thematics,
    countries: input.countries,
    missionSelectionMode: input.missionSelectionMode,
    durations: input.filters.durations,
    skills: input.filters.skills,
    missionTypes: input.filters.missionTypes,
    remoteOnly: input.filters.remoteOnly,
    taxExemptOnly: input.filters.taxExemptOnly,
    attendabilities: input.filters.attendabilities,
    quoteAuthor: input.quote?.author ?? null,
    quoteContent: input.quote?.content ?? null,
    quoteMedia: input.quote?.media ?? null,
    topMedia: input.topMedia,
    bottomMedia: input.bottomMedia,
    includeCompanyMissions: input.includeCompanyMissions,
    acceptsTaxExemption: input.acceptsTaxExemption,
  };
}

const fromList = () => [validationMessage('choose_from_list')];

/**
 * What the form names must be the company's to name: missions its employees can see now (a mission already picked
 * stays, even once it is over: it is simply not listed), associations that exist, and its own quests (the catalogue
 * has none to name).
 */
async function checkReferences(tx: Tx, owner: ProgramOwner, input: ProgramInput, current: q.ProgramRow | undefined, now: Date): Promise<void> {
  const fields: FieldErrors = {};
  const added = input.missionIds.filter((id) => !current?.missionIds.includes(id));
  const visible = await q.visibleMissionIds(tx, added, visibleTo(tx, ownerAudience(owner), now));
  if (visible.length !== added.length) fields.missionIds = fromList();
  if ((await q.listAssociationRefs(tx, input.associationIds)).length !== input.associationIds.length) fields.associationIds = fromList();
  if ((await q.listQuestRefs(tx, owner, input.questIds, { publishedOnly: false })).length !== input.questIds.length) fields.questIds = fromList();
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', undefined, { fields });
}

/**
 * A new selection of the company: published at once, or kept deactivated (hidden from its employees) until an admin
 * publishes it.
 */
export async function createCompanyProgram(deps: Deps, owner: ProgramOwner, createdBy: string, input: ProgramCreateInput, now = new Date()): Promise<CompanyProgramDetail> {
  const id = await deps.sql.begin(async (tx) => {
    await checkReferences(tx, owner, input, undefined, now);
    const programId = await q.insertProgram(tx, owner, createdBy, input.publish ? 'published' : 'deactivated', valuesOf(input));
    await q.replaceProgramParts(tx, programId, input);
    return programId;
  });
  return getCompanyProgram(deps, owner, id, now);
}

/**
 * A published catalogue selection added to the company's own: a copy of its content (its hand-picked missions the
 * company's employees can see, its filters), deactivated until the company's admins publish it, and edited as theirs.
 * Once per company: a second add answers the copy it already has.
 */
export async function copyCatalogueProgram(deps: Deps, companyId: number, createdBy: string, catalogueProgramId: number, now = new Date()): Promise<{ created: boolean; detail: CompanyProgramDetail }> {
  const outcome = await deps.sql.begin(async (tx) => {
    const source = await q.findOwnedProgram(tx, null, catalogueProgramId, { publishedOnly: true });
    if (!source) throw new AppError('NOT_FOUND');
    // One writer per catalogue selection: two adds at once make one copy.
    await q.lockOwnedProgram(tx, null, catalogueProgramId);
    const existing = await q.findCatalogueCopy(tx, companyId, catalogueProgramId);
    if (existing !== undefined) return { created: false, id: existing };
    const visible = new Set(await q.visibleMissionIds(tx, source.missionIds, visibleTo(tx, companyAudience(companyId), now)));
    const id = await q.insertProgram(tx, companyId, createdBy, 'deactivated', valuesOf(presentProgram(source) satisfies ProgramInput), catalogueProgramId);
    await q.replaceProgramParts(tx, id, { associationIds: source.associationIds, missionIds: source.missionIds.filter((mission) => visible.has(mission)), questIds: [] });
    return { created: true, id };
  });
  return { created: outcome.created, detail: await getCompanyProgram(deps, companyId, outcome.id, now) };
}

/** The selection's new content, its association filter, hand-picked missions and quests replaced as lists. */
export async function updateCompanyProgram(deps: Deps, owner: ProgramOwner, programId: number, input: ProgramInput, now = new Date()): Promise<CompanyProgramDetail> {
  await deps.sql.begin(async (tx) => {
    if (!(await q.lockOwnedProgram(tx, owner, programId))) throw new AppError('NOT_FOUND');
    const current = await findOrThrow(tx, owner, programId);
    await checkReferences(tx, owner, input, current, now);
    await q.updateProgram(tx, owner, programId, valuesOf(input));
    await q.replaceProgramParts(tx, programId, input);
  });
  return getCompanyProgram(deps, owner, programId, now);
}

export const PROGRAM_TRANSITIONS = ['publish', 'deactivate', 'archive', 'restore'] as const satisfies readonly ProgramAction[];

/** Publish, deactivate, archive or restore, through the selection machine on the locked row (INVALID_TRANSITION otherwise). */
export async function transitionCompanyProgram(deps: Deps, owner: ProgramOwner, programId: number, action: ProgramAction, now = new Date()): Promise<CompanyProgramDetail> {
  await deps.sql.begin(async (tx) => {
    if (!(await q.lockOwnedProgram(tx, owner, programId))) throw new AppError('NOT_FOUND');
    const current = await findOrThrow(tx, owner, programId);
    const result = programMachine.authorize(current.state, action, undefined, undefined);
    if (!result.ok) throw new AppError(result.code);
    await q.setProgramState(tx, owner, programId, result.next);
  });
  return getCompanyProgram(deps, owner, programId, now);
}

// ---- Employees

/** The company's published selections with how many missions each holds for the employee (their audience). */
export async function listEmployeePrograms(deps: Deps, audience: Extract<Audience, { kind: 'employee' }>, now = new Date()): Promise<EmployeeProgramList> {
  const rows = await q.listPublishedPrograms(deps.sql, audience.companyId, visibleTo(deps.sql, audience, now), selectionRule(deps.sql, now));
  return {
    programs: rows.map((row) => programCardOf(row, row.missionsCount)),
  };
}

async function publishedOrThrow(sql: Tx, companyId: number, programId: number): Promise<q.ProgramRow> {
  const row = await q.findOwnedProgram(sql, companyId, programId, { publishedOnly: true });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** One published selection of the company, with its published quests (its missions: the search, `?program=`). */
export async function getEmployeeProgram(deps: Deps, companyId: number, programId: number): Promise<EmployeeProgramDetail> {
  const row = await publishedOrThrow(deps.sql, companyId, programId);
  const quests = await q.listQuestRefs(deps.sql, companyId, row.questIds, { publishedOnly: true });
  return { program: presentProgram(row), quests };
}

/**
 * The mission search's `?program=` for an employee: the condition on `m` of a published selection of their company
 * (404 for any other), read beside the search's own discovery rule. (Wrapped: a fragment is a thenable, which an async
 * function's return would run as a query of its own.)
 */
export async function programMissionCondition(deps: Deps, companyId: number, programId: number, now = new Date()): Promise<{ within: SqlFragment }> {
  await publishedOrThrow(deps.sql, companyId, programId);
  return { within: q.heldBy(deps.sql, q.storedProgram(deps.sql, companyId, programId), selectionRule(deps.sql, now)) };
}

/** The company's published selections as an employee's replica holds them (by id list, or a page in id order). */
export async function readPublishedPrograms(sql: Sql, companyId: number, selection: { ids: number[] } | { after: number | null; limit: number }): Promise<Program[]> {
  return (await q.listPublishedProgramRows(sql, companyId, selection)).map(presentProgram);
}
