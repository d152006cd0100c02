import * as z from 'zod/mini';
import { missionCardSchema } from '../missions/mission-search.schema';
import { THEMATICS } from '../missions/taxonomy';
import { PROGRAM_ACTIONS, PROGRAM_STATES } from './program.machine';
import { programInputSchema, programSchema } from './program.schema';

/**
 * The selections API (routes in server/modules/programs, screens in client/features/programs):
 * - company admins (`canManageCompany`): `GET|POST /api/v1/companies/{slug}/programs`, `GET|PUT /programs/{id}`,
 *   `POST /programs/{id}/{publish|deactivate|archive|restore}`, `POST /programs/preview` (the missions a form's
 *   selection would hold, before it is saved), `GET /programs/mission-candidates` (the missions the company's
 *   employees can see, searched with the search's parameters, to pick by hand) and
 *   `GET /programs/association-candidates?q=` (the association filter's choices);
 * - employees (`isCompanyMember`): `GET /api/v1/companies/{slug}/employee-programs` (the published selections with
 *   how many missions each holds for them: the home and the missions page show them) and `GET /employee-programs/{id}`;
 *   a selection's missions are the mission search's, scoped by `?program={id}`
 *   (`GET /api/v1/companies/{slug}/missions/search?program={id}`), and the `program` rows of the offline replica.
 * - the platform's catalogue (platform admins, spec §6): `GET|POST /api/v1/admin/programs`, `GET|PUT /admin/programs/{id}`,
 *   `POST /admin/programs/{id}/{publish|deactivate|archive|restore}`, `POST /admin/programs/preview`,
 *   `GET /admin/programs/mission-candidates` and `/association-candidates`: the same answers, read for the public (a
 *   catalogue selection names missions open to everyone, no quest); companies see the published ones in their list
 *   (`catalogue`) and add one to their own selections as a copy, `POST /companies/{slug}/catalogue-programs/{id}/copy`
 *   (201: the copy, deactivated until they publish it).
 * Every company route answers 403 `FEATURE_DISABLED` when the company does not reach `programs` (spec §6).
 */

const idSchema = z.int().check(z.positive());
const count = z.int().check(z.gte(0));

/** How many cards a selection's preview shows (the form and the company's page). */
export const PROGRAM_PREVIEW_SIZE = 6;

/** A new selection: the form, and whether it is published at once or kept hidden from employees (deactivated). */
export const programCreateInputSchema = z.extend(programInputSchema, { publish: z._default(z.boolean(), true) });
export type ProgramCreateInput = z.infer<typeof programCreateInputSchema>;

/** The missions a selection holds now for a reader: how many, and the first cards (pinned first, then the newest). */
export const programMissionsPreviewSchema = z.object({
  total: count,
  missions: z.array(missionCardSchema),
});
export type ProgramMissionsPreview = z.infer<typeof programMissionsPreviewSchema>;

/** A selection in its company's list. `missionsCount`: the missions it holds now for the company's employees. */
export const companyProgramListItemSchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.string(),
  heroImage: z.nullable(z.string()),
  colour: z.nullable(z.string()),
  state: z.enum(PROGRAM_STATES),
  missionSelectionMode: programSchema.shape.missionSelectionMode,
  missionsCount: count,
  updatedAt: z.iso.datetime({ offset: true }),
  availableActions: z.array(z.enum(PROGRAM_ACTIONS)),
});
export type CompanyProgramListItem = z.infer<typeof companyProgramListItemSchema>;

/** A published catalogue selection offered to a company: the missions it holds for its employees, and its copy if it added it. */
export const catalogueProgramOfferSchema = z.extend(
  z.pick(companyProgramListItemSchema, { id: true, slug: true, name: true, heroImage: true, colour: true, missionSelectionMode: true, missionsCount: true }),
  { description: z.nullable(z.string()), thematics: z.array(z.enum(THEMATICS)), copyId: z.nullable(idSchema) },
);
export type CatalogueProgramOffer = z.infer<typeof catalogueProgramOfferSchema>;

/** The company's selections, and the catalogue's offer (none in the admin space's list of the catalogue itself). */
export const companyProgramListSchema = z.object({ programs: z.array(companyProgramListItemSchema), catalogue: z.array(catalogueProgramOfferSchema) });
export type CompanyProgramList = z.infer<typeof companyProgramListSchema>;

/** A mission a manual selection names, with whether it is still open to the company's employees. */
export const programMissionRefSchema = z.object({ id: idSchema, title: z.string(), live: z.boolean() });
export type ProgramMissionRef = z.infer<typeof programMissionRefSchema>;

export const programAssociationRefSchema = z.object({ id: idSchema, slug: z.string(), name: z.string(), logo: z.nullable(z.string()) });
export type ProgramAssociationRef = z.infer<typeof programAssociationRefSchema>;

/** A quest attached to a selection, as the form and the pages name it. */
export const programQuestRefSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  coverImage: z.nullable(z.string()),
  thematics: z.array(z.enum(THEMATICS)),
});
export type ProgramQuestRef = z.infer<typeof programQuestRefSchema>;

/**
 * A selection as its company sees and edits it: the selection, the actions its admins may take now, the names of what
 * it refers to (hand-picked missions, associations of the filter, quests) and the missions it holds now for the
 * company's employees.
 */
export const companyProgramDetailSchema = z.object({
  program: programSchema,
  availableActions: z.array(z.enum(PROGRAM_ACTIONS)),
  missionRefs: z.array(programMissionRefSchema),
  associations: z.array(programAssociationRefSchema),
  quests: z.array(programQuestRefSchema),
  missions: programMissionsPreviewSchema,
});
export type CompanyProgramDetail = z.infer<typeof companyProgramDetailSchema>;

/** `GET /programs/association-candidates?q=`: associations whose missions the company's employees can see. */
export const programAssociationCandidatesSchema = z.object({ associations: z.array(programAssociationRefSchema) });
export type ProgramAssociationCandidates = z.infer<typeof programAssociationCandidatesSchema>;

/** A published selection as an employee's home and missions page show it. `missionsCount`: the missions open to them in it. */
export const employeeProgramCardSchema = z.extend(
  z.pick(programSchema, { id: true, slug: true, name: true, description: true, heroImage: true, colour: true, thematics: true }),
  { missionsCount: count },
);
export type EmployeeProgramCard = z.infer<typeof employeeProgramCardSchema>;

export const employeeProgramListSchema = z.object({ programs: z.array(employeeProgramCardSchema) });
export type EmployeeProgramList = z.infer<typeof employeeProgramListSchema>;

/** One published selection for an employee: the selection and its published quests (its missions: the search, `?program=`). */
export const employeeProgramDetailSchema = z.object({
  program: programSchema,
  quests: z.array(programQuestRefSchema),
});
export type EmployeeProgramDetail = z.infer<typeof employeeProgramDetailSchema>;
