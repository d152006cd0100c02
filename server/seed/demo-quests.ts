import { levelInputSchema } from '../../shared/levels/level.schema';
import { questInputSchema } from '../../shared/quests/quest.schema';
import { slugify } from '../../shared/validation/inputs';
import type { Sql } from '../db/connect';
import { answerLevel } from '../modules/levels/answers.service';
import { createCompanyQuest, createQuestLevel, transitionCompanyQuest } from '../modules/quests/manage.service';
import type { FileStorage } from '../modules/uploads/storage';
import { storeDemoAsset } from './seed';
import { findDemoEmployee, findDemoQuestId, findUserIdByEmail } from './sql';

/** Who builds the demo quests (Acme's admin) and who already played (the demo employee). */
const DEMO_QUEST_AUTHOR = 'rh@acme.example';
const DEMO_QUEST_PLAYER = 'salarie@acme.example';

/**
 * Acme's demo quests, written as the wizard would: a published quest with one level of each answer type (the
 * demo employee answered the first one, rightly), and a draft still being built. Checked by the form's schemas.
 */
export const DEMO_QUESTS = [
  {
    quest: {
      title: 'Sobriété numérique au bureau',
      description:
        "Le numérique pèse environ 4 % des émissions mondiales de gaz à effet de serre. En trois niveaux, découvrez d'où elles viennent et les gestes qui comptent vraiment au bureau.",
      thematics: ['THEMATIC_ENVIRONMENT', 'THEMATIC_EDUCATION'],
      goals: [
        "Comprendre l'empreinte carbone du numérique",
        'Adopter trois gestes simples au quotidien',
        'Partager les bonnes pratiques avec son équipe',
      ],
      partners: [
        { name: 'Recyclerie numérique solidaire', link: 'https://recyclerie-numerique.example' },
        { name: "Agence locale de l'énergie et du climat", link: 'https://alec-paris.example' },
      ],
    },
    cover: 'mission-atelier-numerique.jpg',
    levels: [
      {
        title: 'Le poste le plus émetteur',
        description:
          "En France, les terminaux, et surtout leur fabrication, représentent la plus grande part de l'empreinte carbone du numérique, loin devant les centres de données et les réseaux.",
        question: 'Quel est le poste le plus émetteur du numérique ?',
        answerType: 'select',
        options: ['Les terminaux (ordinateurs, téléphones, écrans)', 'Les centres de données', 'Les réseaux'],
        rightAnswer: ['Les terminaux (ordinateurs, téléphones, écrans)'],
        rewardPoints: 20,
      },
      {
        title: 'Les bons gestes au bureau',
        steps: [
          'Faites le tour de votre poste de travail.',
          'Repérez les appareils qui restent allumés sans raison.',
          "Cochez les gestes qui réduisent vraiment l'empreinte.",
        ],
        instructions: 'Plusieurs réponses sont possibles : cochez toutes celles qui vous semblent justes.',
        durationMinutes: 15,
        question: "Quels gestes réduisent vraiment l'empreinte numérique ?",
        answerType: 'checkbox',
        options: [
          'Garder son ordinateur et son téléphone plus longtemps',
          'Éteindre son écran et sa box en partant',
          'Supprimer tous ses anciens e-mails chaque jour',
          'Préférer le Wi-Fi aux données mobiles',
        ],
        rightAnswer: ['Garder son ordinateur et son téléphone plus longtemps', 'Éteindre son écran et sa box en partant', 'Préférer le Wi-Fi aux données mobiles'],
        rewardPoints: 30,
      },
      {
        title: 'Le mot juste',
        description: "Un smartphone émet l'essentiel de ses gaz à effet de serre avant même sa première utilisation.",
        question: "Quelle étape du cycle de vie d'un smartphone émet le plus de gaz à effet de serre ?",
        answerType: 'text',
        rightAnswer: ['fabrication', 'la fabrication'],
        rewardPoints: 50,
      },
    ],
    publish: true,
    /** The demo employee's answer to the first level (a fixed id: the seed runs again without answering twice). */
    answer: { id: '7a2e5c1d-3b4f-4e6a-8c9d-0e1f2a3b0001', level: 0, answers: ['Les terminaux (ordinateurs, téléphones, écrans)'] },
  },
  {
    quest: {
      title: 'Zéro gaspillage à la cantine',
      description: "Une semaine pour mesurer puis réduire ce qui reste dans nos assiettes, avec l'équipe du restaurant d'entreprise.",
      thematics: ['THEMATIC_FOOD'],
      goals: ['Mesurer le gaspillage alimentaire de son équipe'],
      partners: [],
    },
    cover: null,
    levels: [
      {
        title: 'Peser ses restes pendant une semaine',
        steps: ['Récupérez la balance au comptoir du restaurant.', 'Pesez vos restes chaque midi.', 'Notez le total du vendredi.'],
        durationMinutes: 5,
        rewardPoints: 10,
      },
    ],
    publish: false,
    answer: null,
  },
] as const;

export interface DemoQuestDeps {
  sql: Sql;
  storage?: FileStorage;
}

/**
 * Writes Acme's demo quests through the quests' use cases (create, add the levels, publish) and the demo
 * employee's answer through the levels' own (`answerLevel`), so points and counts are what the product makes.
 * Idempotent: a quest whose slug exists at Acme is left as it is. Run after seedDemo (it needs Acme and its
 * people); without a storage (tests), no cover.
 */
export async function seedDemoQuests(deps: DemoQuestDeps): Promise<{ questsCreated: number }> {
  const player = await findDemoEmployee(deps.sql, DEMO_QUEST_PLAYER);
  const authorId = await findUserIdByEmail(deps.sql, DEMO_QUEST_AUTHOR);
  if (!player || !authorId) return { questsCreated: 0 };
  const { companyId } = player;
  let questsCreated = 0;

  for (const demo of DEMO_QUESTS) {
    if (await findDemoQuestId(deps.sql, companyId, slugify(demo.quest.title))) continue;
    const input = questInputSchema.parse({ ...demo.quest, coverImage: demo.cover && deps.storage ? await storeDemoAsset(deps.storage, demo.cover) : null });
    const created = await createCompanyQuest(deps, companyId, authorId, input);
    let levelIds = created.quest.levelIds;
    for (const level of demo.levels) levelIds = (await createQuestLevel(deps, companyId, created.quest.id, levelInputSchema.parse(level))).quest.levelIds;
    if (demo.publish) await transitionCompanyQuest(deps, companyId, created.quest.id, 'publish');
    if (demo.answer) {
      const actor = {
        userId: player.userId,
        isPlatformAdmin: false,
        state: 'registered' as const,
        companies: [{ companyId, holdingId: player.holdingId, role: 'COMPANY_COLLABORATOR' as const, entityId: null }],
        associations: [],
      };
      await answerLevel(deps, actor, companyId, { answerId: demo.answer.id, levelId: levelIds[demo.answer.level]!, answers: [...demo.answer.answers] });
    }
    questsCreated++;
  }
  return { questsCreated };
}
