import * as z from 'zod/mini';
import { creditOverviewSchema } from '../credits/credit.schema';
import { applyRequestSchema, engagementViewSchema, subscribeInputSchema } from '../engagements/engagement-api.schema';
import { cancelInputSchema } from '../engagements/engagement.schema';
import { highlightSchema } from '../highlights/highlight.schema';
import { levelAnswerInputSchema, levelAnswerSchema, levelSchema } from '../levels/level.schema';
import { associationRefSchema, missionPageSchema, missionPageTimeslotSchema } from '../missions/mission-search.schema';
import { programSchema } from '../programs/program.schema';
import { questSchema } from '../quests/quest.schema';
import { SYNC_CHANGE_ENTITIES, type SyncChangeEntity, type SyncEntity, syncChangeBase, syncPullEnvelopeSchema } from './sync-envelope.schema';

export * from './sync-envelope.schema';

/**
 * The wire contract of offline sync (`docs/sync.md`):
 * `POST /api/v1/sync/push` and `GET /api/v1/sync/pull`: the envelope
 * (`sync-envelope.schema.ts`, re-exported here), each mutation's args and what
 * each replicated row holds. The server checks the push's intents and its own
 * pull answers (its tests) with these; the client checks the pull's envelope
 * (`syncPullEnvelopeSchema`). Both calls carry the session cookie and the context
 * header of the space the user is in (`X-Company-Id` for the employee space,
 * `X-Association-Id` for the association space): a replica is per user and
 * per space, and what a pull returns depends on that space.
 */

// ---------------------------------------------------------------------------
// Mutations
// ---------------------------------------------------------------------------

/** `engagement.confirm` / `engagement.finish` from the association's roster: only the engagement is named. */
export const engagementIdArgsSchema = z.object({ engagementId: z.uuid() });

/**
 * Each mutation name with its args schema. Every mutation is also a normal
 * online route calling the same use case:
 * - `engagement.apply`   -> POST /api/v1/companies/{slug}/engagements
 * - `engagement.cancel`  -> POST /api/v1/companies/{slug}/engagements/{id}/cancel
 * - `timeslot.subscribe` -> POST /api/v1/companies/{slug}/timeslots/{id}/subscriptions
 * - `level.answer`       -> POST /api/v1/companies/{slug}/levels/{id}/answers
 * - `engagement.confirm` / `engagement.finish` -> the association's engagement transition routes.
 * The employee mutations need `X-Company-Id`; confirm/finish need `X-Association-Id`.
 */
export const SYNC_MUTATION_ARGS = {
  /** applyInputSchema plus `acknowledgeInsufficientCredit` (default false): the credit warning, confirmed. */
  'engagement.apply': applyRequestSchema,
  'engagement.cancel': cancelInputSchema,
  'timeslot.subscribe': subscribeInputSchema,
  'level.answer': levelAnswerInputSchema,
  'engagement.confirm': engagementIdArgsSchema,
  'engagement.finish': engagementIdArgsSchema,
} as const;

export const SYNC_MUTATION_NAMES = Object.keys(SYNC_MUTATION_ARGS) as SyncMutationName[];
export type SyncMutationName = keyof typeof SYNC_MUTATION_ARGS;
export type SyncMutationArgs<N extends SyncMutationName> = z.input<(typeof SYNC_MUTATION_ARGS)[N]>;

export function isSyncMutationName(name: string): name is SyncMutationName {
  return Object.hasOwn(SYNC_MUTATION_ARGS, name);
}





// ---------------------------------------------------------------------------
// Replicated entities
// ---------------------------------------------------------------------------


const applyAnswerSchema = missionPageSchema.shape.apply;

/** A timeslot as the replica keeps it: its dates, places, places left and whether sign-ups are open (its duration follows from its dates). */
export const syncTimeslotSchema = z.omit(missionPageTimeslotSchema, { durationHours: true });
export type SyncTimeslot = z.infer<typeof syncTimeslotSchema>;

/**
 * `mission` (id: the mission id as a string): what the offline screens read of
 * a mission (the search, the mission page, the application form, the
 * association's offline mission page): the page's mission without what the
 * replica keeps elsewhere or can rebuild (the association: its own
 * `association` row, named by `associationId`; the cover: the first image; the
 * distance: never measured offline) or no offline screen shows (the external
 * link). `apply` is the viewer's answer to 'may I apply now?' (employees:
 * `{ allowed }` or the refusal code; association members: null).
 * `timeslots`: its timeslots not yet over, soonest first, in the row itself: a
 * first sync is bound by the rows it writes (one row instead of three).
 */
export const syncMissionDataSchema = z.extend(
  z.omit(missionPageSchema.shape.mission, { association: true, coverImage: true, distanceKm: true, externalUrl: true, upcomingDates: true, openTimeslots: true }),
  {
    associationId: z.nullable(z.int()),
    apply: applyAnswerSchema,
    /** Whether an application on work time uses solidarity days (the offline credit warning needs it). */
    deductsCredit: z.boolean(),
    /** What a selection's rule reads offline (`missionMatchesProgram`): the country of its place, and the company that published it. */
    country: z.nullable(z.string()),
    publisherCompanyId: z.nullable(z.int()),
    timeslots: z.array(syncTimeslotSchema),
  },
);

/**
 * `timeslot` (id: the timeslot id), a change of the log only: a timeslot that
 * changed (a place taken costs this row, not its whole mission), which the
 * client merges into its mission's row (`missionId`). A timeslot tombstone
 * needs nothing: a timeslot deleted, or hidden with its mission, comes with its
 * mission's own change; one that ended is left out by the screens' dates.
 */
export const syncTimeslotDataSchema = z.extend(syncTimeslotSchema, { missionId: z.int() });

/** `association` (id: the association id): the associations of the missions the user receives (a mission names its own by `associationId`). */
export const syncAssociationDataSchema = z.extend(associationRefSchema, { description: z.nullable(z.string()) });

/** `quest` (id: the quest id): a published quest of the user's company (or of the platform catalogue). */
export const syncQuestDataSchema = questSchema;

/**
 * `program` (id: the selection id): a published selection of the user's company, with its rule (mode, hand-picked
 * missions, filters); the replica applies the same rule (`missionMatchesProgram`) to the missions it holds, so a
 * selection follows its missions offline as the server's list does online. Its quests are the `quest` rows it names.
 */
export const syncProgramDataSchema = programSchema;

/**
 * `highlight` (id: the company's highlight id, its own or its copy of a catalogue one): a highlight the company's
 * employees see (« Temps forts »), with a copy's catalogue content and days. Its missions and quests are named by id:
 * the replica shows those it holds (the ones open to the employee); its events are read online only.
 */
export const syncHighlightDataSchema = z.pick(highlightSchema, {
  id: true,
  slug: true,
  title: true,
  description: true,
  coverImage: true,
  startsOn: true,
  endsOn: true,
  missionIds: true,
  questIds: true,
  challengeIds: true,
  quote: true,
});

/**
 * `level` (id: the level id): enough to take it offline. The right answer is
 * NOT replicated: the employee learns whether they were right from their
 * `level_answer` row (isCorrect, pointsEarned) once the server scored it.
 */
export const syncLevelDataSchema = z.omit(levelSchema, { rightAnswer: true });

/** `engagement` (id: the engagement uuid): the employee's own applications. */
export const syncEngagementDataSchema = engagementViewSchema;

/** `credit` (id: `me`): the employee's solidarity credit in the company of the space, in hours. */
export const syncCreditDataSchema = z.extend(creditOverviewSchema, { companyId: z.int() });

/** `level_answer` (id: the answer uuid): the employee's own answers, scored. */
export const syncLevelAnswerDataSchema = levelAnswerSchema;

/**
 * `roster_engagement` (id: the engagement uuid), association space only: an
 * application to one of the association's missions, with the volunteer's name
 * and e-mail (`volunteer`), company (`companyName`), dates (`timeslots`), state
 * and the actions the member may take (`availableActions`). A member never
 * receives volunteers of another association's missions.
 */
export const syncRosterEngagementDataSchema = engagementViewSchema;

/** The replicated entities, each a table of the replica: what a row's `data` holds. */
export const SYNC_ENTITY_DATA = {
  mission: syncMissionDataSchema,
  association: syncAssociationDataSchema,
  quest: syncQuestDataSchema,
  level: syncLevelDataSchema,
  program: syncProgramDataSchema,
  highlight: syncHighlightDataSchema,
  engagement: syncEngagementDataSchema,
  credit: syncCreditDataSchema,
  level_answer: syncLevelAnswerDataSchema,
  roster_engagement: syncRosterEngagementDataSchema,
} as const satisfies Record<SyncEntity, z.ZodMiniType>;

export type SyncEntityData<E extends SyncEntity> = z.infer<(typeof SYNC_ENTITY_DATA)[E]>;

function upsertOf<E extends SyncEntity>(entity: E) {
  return z.object({ entity: z.literal(entity), op: z.literal('upsert'), ...syncChangeBase, data: SYNC_ENTITY_DATA[entity] });
}

/**
 * One change. `upsert`: store `data` (it replaces the whole row). `delete`: a
 * tombstone, drop the row (it was removed or the user may no longer see it);
 * `data` is null. Discriminated by `op`, then `entity`: a change is checked
 * against its own entity's schema only (a plain union tried each entity's in
 * turn, and validating a 30,000-row first sync cost twice as much).
 */
export const syncChangeSchema = z.discriminatedUnion('op', [
  z.discriminatedUnion('entity', [
    upsertOf('mission'),
    z.object({ entity: z.literal('timeslot'), op: z.literal('upsert'), ...syncChangeBase, data: syncTimeslotDataSchema }),
    upsertOf('association'),
    upsertOf('quest'),
    upsertOf('level'),
    upsertOf('program'),
    upsertOf('highlight'),
    upsertOf('engagement'),
    upsertOf('credit'),
    upsertOf('level_answer'),
    upsertOf('roster_engagement'),
  ]),
  z.object({ entity: z.enum(SYNC_CHANGE_ENTITIES as [SyncChangeEntity, ...SyncChangeEntity[]]), op: z.literal('delete'), ...syncChangeBase, data: z.null() }),
]);
export type SyncChange = z.infer<typeof syncChangeSchema>;

/**
 * `GET /api/v1/sync/pull` 200 answer. Keep pulling with `cursor` while
 * `hasMore`; then poll later with the last cursor. `reset: true`: the cursor
 * is older than what the server keeps (or belongs to another user or space);
 * drop the replica for this space and apply `changes` (the first page of a
 * fresh snapshot). `lastMutationId` is the server's last applied mutation id
 * for the client named by the `X-Sync-Client-Id` header (0 when absent/unknown).
 */
export const syncPullResponseSchema = z.extend(syncPullEnvelopeSchema, { changes: z.array(syncChangeSchema) });
export type SyncPullResponse = z.infer<typeof syncPullResponseSchema>;

