import { programCreateInputSchema } from '../../shared/programs/program-api.schema';
import { endOfParisDay, parisToday } from '../../shared/time/paris';
import { slugify } from '../../shared/validation/inputs';
import type { Sql } from '../db/connect';
import { createCompanyProgram } from '../modules/programs/programs.service';
import type { FileStorage } from '../modules/uploads/storage';
import { findDemoProgramId, findMissionIdsBySlug, pinDemoMission } from './demo-programs.sql';
import { storeDemoAsset } from './seed';
import { findDemoEmployee, findDemoQuestId, findUserIdByEmail } from './sql';

/** Who builds the demo selections (Acme's admin), and the company's employee whose company they are. */
const DEMO_PROGRAM_AUTHOR = 'rh@acme.example';
const DEMO_PROGRAM_EMPLOYEE = 'salarie@acme.example';

/** The mission the demo pins (spec §3 'Pinned or highlighted flag with an optional end date'), for 60 days from the seed. */
export const DEMO_PINNED_MISSION = 'bilan-carbone-d-une-petite-association';
const PINNED_DAYS = 60;

/**
 * Acme's demo selections, written as the form would: one whose missions were picked by hand, one whose two filters pick
 * them (the environment thematic, « Coup de main » missions), each with a picture, a colour and a quote. Checked by
 * the form's schema.
 */
export const DEMO_PROGRAMS = [
  {
    form: {
      name: 'Solidarité de quartier',
      description:
        'Trois missions près de chez vous, choisies par l’équipe RH : une matinée pour les familles du quartier, une collecte avant l’hiver, un suivi scolaire au long cours.',
      colour: '#B45309',
      thematics: ['THEMATIC_POVERTY_EXCLUSION', 'THEMATIC_FOOD'],
      missionSelectionMode: 'manual',
      quote: { author: 'Amina Diallo, Les Amis du Quartier', content: 'Une matinée de bénévolat, c’est cinquante familles qui repartent avec un colis.' },
    },
    hero: 'mission-distribution-alimentaire.jpg',
    missions: ['distribution-alimentaire-du-samedi', 'collecte-de-vetements-d-hiver', 'accompagnement-scolaire'],
    quest: null,
  },
  {
    form: {
      name: 'Agir pour le climat',
      description: 'Toutes les missions de terrain pour l’environnement, mises à jour d’elles-mêmes au fil des nouvelles missions.',
      colour: '#1B5E20',
      thematics: ['THEMATIC_ENVIRONMENT'],
      missionSelectionMode: 'automatic',
      filters: { missionTypes: ['MISSION_TYPE_HELP'] },
      quote: { author: 'Planète Verte', content: 'Chaque haie replantée abrite à nouveau oiseaux et insectes dès le printemps suivant.' },
    },
    hero: 'mission-plantation-d-arbres.jpg',
    missions: [],
    quest: 'sobriete-numerique-au-bureau',
  },
] as const;

/**
 * The platform catalogue's demo selection (spec §6: admins curate catalogue selections), published and offered to
 * every company: Acme's admins find it under « Le catalogue » of their selections and may add it to their own.
 */
export const DEMO_CATALOGUE_PROGRAM = {
  form: {
    name: 'Compétences solidaires',
    description: 'Les missions de mécénat de compétences ouvertes à toutes les entreprises : numérique, bilan carbone, communication.',
    colour: '#4338CA',
    thematics: [],
    missionSelectionMode: 'automatic',
    filters: { missionTypes: ['MISSION_TYPE_SKILL'] },
  },
  hero: 'mission-atelier-numerique.jpg',
  author: 'admin@example.org',
} as const;

export interface DemoProgramDeps {
  sql: Sql;
  storage?: FileStorage;
}

/**
 * Writes Acme's demo selections and the catalogue's through the selections' use case (`createCompanyProgram`, published
 * at once) and pins one demo mission. Idempotent: a selection whose slug exists at Acme is left as it is, a pinned mission too. Run after
 * seedDemo and seedDemoQuests (it names their missions and quest); without a storage (tests), no picture.
 */
export async function seedDemoPrograms(deps: DemoProgramDeps, now = new Date()): Promise<{ programsCreated: number }> {
  await pinDemoMission(deps.sql, DEMO_PINNED_MISSION, endOfParisDay(parisToday(new Date(now.getTime() + PINNED_DAYS * 86_400_000))));
  const employee = await findDemoEmployee(deps.sql, DEMO_PROGRAM_EMPLOYEE);
  const authorId = await findUserIdByEmail(deps.sql, DEMO_PROGRAM_AUTHOR);
  if (!employee || !authorId) return { programsCreated: 0 };
  const { companyId } = employee;
  const missions = await findMissionIdsBySlug(deps.sql, DEMO_PROGRAMS.flatMap((demo) => demo.missions));
  let programsCreated = 0;
  for (const demo of DEMO_PROGRAMS) {
    if (await findDemoProgramId(deps.sql, companyId, slugify(demo.form.name))) continue;
    const questId = demo.quest ? await findDemoQuestId(deps.sql, companyId, demo.quest) : undefined;
    const input = programCreateInputSchema.parse({
      ...demo.form,
      heroImage: deps.storage ? await storeDemoAsset(deps.storage, demo.hero) : null,
      missionIds: demo.missions.flatMap((slug) => missions.get(slug) ?? []),
      questIds: questId ? [questId] : [],
      publish: true,
    });
    await createCompanyProgram(deps, companyId, authorId, input, now);
    programsCreated++;
  }
  const catalogueAuthor = await findUserIdByEmail(deps.sql, DEMO_CATALOGUE_PROGRAM.author);
  if (catalogueAuthor && !(await findDemoProgramId(deps.sql, null, slugify(DEMO_CATALOGUE_PROGRAM.form.name)))) {
    const input = programCreateInputSchema.parse({
      ...DEMO_CATALOGUE_PROGRAM.form,
      heroImage: deps.storage ? await storeDemoAsset(deps.storage, DEMO_CATALOGUE_PROGRAM.hero) : null,
      publish: true,
    });
    await createCompanyProgram(deps, null, catalogueAuthor, input, now);
    programsCreated++;
  }
  return { programsCreated };
}
