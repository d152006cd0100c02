import { highlightInputSchema } from '../../shared/highlights/highlight.schema';
import { slugify } from '../../shared/validation/inputs';
import type { Sql } from '../db/connect';
import { type HighlightScope, createHighlight, transitionHighlight } from '../modules/highlights/manage.service';
import type { FileStorage } from '../modules/uploads/storage';
import { DEMO_CHALLENGES } from './demo-challenges';
import { DEMO_QUESTS } from './demo-quests';
import { demoDay, storeDemoAsset } from './seed';
import { findChallengeIdByName, findDemoEmployee, findDemoQuestId, findHighlightIdByTitle, findMissionIdsBySlugs, findUserIdByEmail } from './sql';

/** Who builds the demo highlights: Acme's admin for Acme's, the platform admin for the catalogue's. */
const ACME_AUTHOR = 'rh@acme.example';
const PLATFORM_AUTHOR = 'admin@example.org';

/**
 * The demo highlights: Acme's « Semaine de la solidarité », running this week with three missions, the published demo
 * quest and the upcoming demo webinar; and a catalogue highlight the platform admin published, offered to every
 * company (Acme's admin may select it at /entreprise/acme/temps-forts).
 */
export const DEMO_HIGHLIGHTS = {
  acme: {
    title: 'Semaine de la solidarité',
    description:
      "Du lundi au vendredi, chacun peut donner un peu de son temps : une matinée de distribution alimentaire, une collecte de vêtements, un atelier numérique avec des seniors. Et pour ceux qui restent au bureau, un défi et un webinaire pour agir au quotidien.",
    startsInDays: -2,
    endsInDays: 4,
    cover: 'mission-distribution-alimentaire.jpg',
    missions: ['distribution-alimentaire-du-samedi', 'collecte-de-vetements-d-hiver', 'atelier-numerique-reserve-a-acme'],
    quest: DEMO_QUESTS[0].quest.title,
    event: DEMO_CHALLENGES.upcoming.name,
    quote: { author: 'Abbé Pierre', content: "Un sourire coûte moins cher que l'électricité, mais donne autant de lumière." },
  },
  catalogue: {
    title: 'Mois de la transition écologique',
    description: 'Un mois pour agir près de chez soi : berges à nettoyer, haies à replanter, associations à accompagner dans leur bilan carbone.',
    startsInDays: -5,
    endsInDays: 25,
    cover: 'mission-plantation-d-arbres.jpg',
    missions: ['nettoyage-des-berges-de-la-seine', 'plantation-d-arbres-en-bretagne', 'bilan-carbone-d-une-petite-association'],
    quote: { author: 'Antoine de Saint-Exupéry', content: "Nous n'héritons pas de la terre de nos ancêtres, nous l'empruntons à nos enfants." },
  },
} as const;

/**
 * Writes the demo highlights through the highlights' use cases (create, then publish), so their content is checked as
 * a form's is. Idempotent: a highlight whose title exists (at Acme, or in the catalogue) is left as it is. Run after
 * the demo quests and events; without a storage (tests), no cover.
 */
export async function seedDemoHighlights(deps: { sql: Sql; storage?: FileStorage }, options: { now?: Date } = {}): Promise<{ highlightsCreated: number }> {
  const now = options.now ?? new Date();
  const acme = await findDemoEmployee(deps.sql, 'salarie@acme.example');
  const [acmeAuthor, platformAuthor] = await Promise.all([findUserIdByEmail(deps.sql, ACME_AUTHOR), findUserIdByEmail(deps.sql, PLATFORM_AUTHOR)]);
  if (!acme || !acmeAuthor || !platformAuthor) return { highlightsCreated: 0 };
  let highlightsCreated = 0;
  const cover = async (name: string) => (deps.storage ? storeDemoAsset(deps.storage, name) : null);
  const publish = async (scope: HighlightScope, demo: (typeof DEMO_HIGHLIGHTS)['acme' | 'catalogue'], userId: string, isPlatformAdmin: boolean, content: object) => {
    const editor = { userId, isPlatformAdmin };
    const input = highlightInputSchema.parse({
      title: demo.title,
      description: demo.description,
      coverImage: await cover(demo.cover),
      startsOn: demoDay(now, demo.startsInDays),
      endsOn: demoDay(now, demo.endsInDays),
      missionIds: await findMissionIdsBySlugs(deps.sql, demo.missions),
      quote: demo.quote,
      ...content,
    });
    const created = await createHighlight(deps.sql, scope, editor, input, now);
    await transitionHighlight(deps.sql, scope, created.highlight.id, editor, 'publish', now);
    highlightsCreated++;
  };

  const week = DEMO_HIGHLIGHTS.acme;
  if (!(await findHighlightIdByTitle(deps.sql, acme.companyId, week.title))) {
    const [questId, eventId] = await Promise.all([findDemoQuestId(deps.sql, acme.companyId, slugify(week.quest)), findChallengeIdByName(deps.sql, acme.companyId, week.event)]);
    const content = { questIds: questId ? [questId] : [], challengeIds: eventId ? [eventId] : [] };
    await publish({ kind: 'company', companyId: acme.companyId }, week, acmeAuthor, false, content);
  }
  const month = DEMO_HIGHLIGHTS.catalogue;
  if (!(await findHighlightIdByTitle(deps.sql, null, month.title))) await publish({ kind: 'catalogue' }, month, platformAuthor, true, {});
  return { highlightsCreated };
}
