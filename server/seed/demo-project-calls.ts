import { projectCallInputSchema } from '../../shared/project-calls/project-call.schema';
import { projectInputSchema } from '../../shared/project-calls/project.schema';
import type { Sql } from '../db/connect';
import { createProjectCall, listCompanyProjectCalls, reviewProject } from '../modules/project-calls/manage.service';
import { saveProject, submitProject, vote } from '../modules/project-calls/participate.service';
import PDFDocument from 'pdfkit';
import { type FileStorage, storeUpload } from '../modules/uploads/service';
import { storeDemoAsset } from './seed';
import { findDemoEmployee, findUserIdByEmail } from './sql';

const DAY = 86_400_000;
const ACME_ADMIN = 'rh@acme.example';
/** The demo voter: three votes in the running call, two of them used. */
export const DEMO_VOTER = 'salarie@acme.example';

/**
 * Acme's demo project calls (issue 18), dated from the day the seed runs so their phases stay right whenever it runs:
 * « Fonds solidaire 2026 » in its vote phase (submissions ended 5 days ago, the vote ends in 10 days, results after)
 * with four accepted projects, on which `salarie@acme.example` used two of their three votes; and « Coups de pouce
 * associatifs » open for submissions (for 20 more days).
 */
export const DEMO_PROJECT_CALLS = {
  vote: {
    title: 'Fonds solidaire 2026',
    subtitle: 'Trois projets associatifs soutenus par Acme, choisis par ses collaborateurs',
    description:
      "Acme consacre 30 000 € à des projets associatifs portés par ses collaborateurs. Après le dépôt, le comité a retenu quatre projets : à vous de voter pour vos trois préférés.",
    hero: 'mission-plantation-d-arbres.jpg',
    days: { submission: [-25, -5], vote: [-5, 10], results: [10, 30] },
    projects: [
      { holder: 'ambassadeur@acme.example', associationName: 'Les Amis du quartier', userRole: 'Bénévole', tagline: 'Une épicerie solidaire ouverte six jours sur sept' },
      { holder: 'groupe@acme.example', associationName: 'Planète verte', userRole: 'Trésorière', tagline: 'Mille arbres plantés en Bretagne' },
      { holder: 'rh@acme.example', associationName: 'Lire et faire lire', userRole: 'Bénévole', tagline: 'La lecture aux enfants dans les écoles du quartier' },
      { holder: DEMO_VOTER, associationName: 'Les Restos du cœur du 11e', userRole: 'Bénévole', tagline: 'Des repas chauds tout l’hiver' },
    ],
    /** The projects the demo voter voted for (two of their three votes). */
    votedFor: ['Les Amis du quartier', 'Planète verte'],
  },
  submission: {
    title: 'Coups de pouce associatifs',
    subtitle: 'Déposez le projet d’une association qui vous tient à cœur',
    description: 'Jusqu’à 5 000 € pour un projet associatif de proximité. Les collaborateurs voteront ensuite pour leurs projets préférés.',
    hero: 'mission-distribution-alimentaire.jpg',
    days: { submission: [-2, 20], vote: [20, 30], results: [30, 45] },
  },
} as const;

const MANDATORY_ANSWERS = (name: string) => [
  { key: 'project_summary', answer: `${name} porte un projet de proximité, mené par ses bénévoles.` },
  { key: 'project_goals', answer: 'Toucher plus de familles du quartier cette année.' },
  { key: 'project_beneficiaries', answer: 'Les habitants du quartier, en particulier les familles et les personnes âgées.' },
  { key: 'funding_use', answer: 'Du matériel, des denrées et la location d’un local.' },
];

/** A one-page PDF of a demo project's document (its statutes, its budget), stored as the upload endpoint stores one. */
async function storeDemoPdf(storage: FileStorage, title: string, lines: string[]): Promise<string> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Solidaire' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(title).moveDown();
  doc.font('Helvetica').fontSize(11);
  for (const line of lines) doc.text(line).moveDown(0.5);
  doc.end();
  const bytes = await done;
  return (await storeUpload(storage, 'pdf', new File([bytes as Uint8Array<ArrayBuffer>], 'document.pdf', { type: 'application/pdf' }))).url;
}

/**
 * Writes the demo project calls through the project calls' use cases: the admin creates each call, the holders save
 * and submit their projects (at a moment inside the submission phase), the admin accepts them, the demo voter votes.
 * Idempotent: a call whose title exists at Acme is left as it is.
 */
export async function seedDemoProjectCalls(deps: { sql: Sql; storage: FileStorage }, options: { now?: Date } = {}): Promise<{ projectCallsCreated: number }> {
  const now = options.now ?? new Date();
  const admin = await findDemoEmployee(deps.sql, ACME_ADMIN);
  const adminId = await findUserIdByEmail(deps.sql, ACME_ADMIN);
  if (!admin || !adminId) return { projectCallsCreated: 0 };
  const companyId = admin.companyId;
  const existing = new Set((await listCompanyProjectCalls(deps.sql, companyId, now)).projectCalls.map((call) => call.title));
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  let projectCallsCreated = 0;

  const create = async (demo: (typeof DEMO_PROJECT_CALLS)['vote' | 'submission']) => {
    const input = projectCallInputSchema.parse({
      title: demo.title,
      subtitle: demo.subtitle,
      description: demo.description,
      heroImage: await storeDemoAsset(deps.storage, demo.hero),
      steps: [
        { title: 'Dépôt des projets', description: 'Présentez le projet et joignez les statuts et le budget.' },
        { title: 'Sélection', description: 'Le comité retient les projets éligibles.' },
        { title: 'Vote', description: 'Chaque collaborateur vote pour ses trois projets préférés.' },
      ],
      eligibilityCriteria: ['Association loi 1901 déclarée depuis au moins un an', 'Projet mené en France'],
      faq: [{ question: 'Puis-je déposer plusieurs projets ?', answer: 'Non : un projet par collaborateur et par appel.' }],
      testimonial: { author: 'Roxane Henry, RH', content: 'L’an dernier, vos votes ont financé trois associations du quartier.' },
      questions: [{ label: 'Combien de bénévoles participent au projet ?', required: true }],
      attachments: [],
      settings: {
        submissionStartsAt: at(demo.days.submission[0]),
        submissionEndsAt: at(demo.days.submission[1]),
        hasVotesPhase: true,
        voteStartsAt: at(demo.days.vote[0]),
        voteEndsAt: at(demo.days.vote[1]),
        hasResultsPhase: true,
        resultsStartsAt: at(demo.days.results[0]),
        resultsEndsAt: at(demo.days.results[1]),
        votesPerUser: 3,
        audience: 'internal',
      },
    });
    projectCallsCreated += 1;
    return createProjectCall(deps.sql, companyId, adminId, input, now);
  };

  if (!existing.has(DEMO_PROJECT_CALLS.vote.title)) {
    const demo = DEMO_PROJECT_CALLS.vote;
    const { projectCall } = await create(demo);
    const door = { kind: 'employee', companyId } as const;
    // The projects were written while the submissions were open.
    const duringSubmissions = new Date(now.getTime() + (demo.days.submission[0] + 5) * DAY);
    const ids = new Map<string, number>();
    for (const project of demo.projects) {
      const holder = await findUserIdByEmail(deps.sql, project.holder);
      if (!holder) continue;
      const participant = { userId: holder, accountValidated: true };
      const statutes = await storeDemoPdf(deps.storage, `Statuts — ${project.associationName}`, [
        'Article 1 : il est fondé entre les adhérents aux présents statuts une association régie par la loi du 1er juillet 1901.',
        `Article 2 : cette association a pour titre « ${project.associationName} ».`,
      ]);
      const budget = await storeDemoPdf(deps.storage, `Budget prévisionnel — ${project.associationName}`, [
        'Matériel : 4 000 €',
        'Denrées et fournitures : 3 500 €',
        'Location d’un local : 2 500 €',
        'Total : 10 000 €',
      ]);
      const input = projectInputSchema.parse({
        associationName: project.associationName,
        userRole: project.userRole,
        tagline: project.tagline,
        answers: [...MANDATORY_ANSWERS(project.associationName), { key: 'question_1', answer: 'Une douzaine.' }],
        attachments: [
          { key: 'association_statutes', file: statutes },
          { key: 'project_budget', file: budget },
        ],
      });
      await saveProject(deps.sql, door, projectCall.id, participant, input, duringSubmissions);
      const view = await submitProject(deps.sql, door, projectCall.id, participant, duringSubmissions);
      ids.set(project.associationName, view.myProject!.id);
      await reviewProject(deps.sql, companyId, projectCall.id, view.myProject!.id, 'accept', duringSubmissions);
    }
    const voter = await findUserIdByEmail(deps.sql, DEMO_VOTER);
    for (const name of demo.votedFor) {
      const projectId = ids.get(name);
      if (voter && projectId) await vote(deps.sql, companyId, projectCall.id, projectId, voter, now);
    }
  }
  if (!existing.has(DEMO_PROJECT_CALLS.submission.title)) await create(DEMO_PROJECT_CALLS.submission);
  return { projectCallsCreated };
}
