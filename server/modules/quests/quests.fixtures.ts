import { randomUUID } from 'node:crypto';
import type { Sql } from '../../db/connect';
import { SAME_ORIGIN, type TestApp } from '../../../tests/factories/app';
import { actorFor, userId } from '../engagements/engagements.fixtures';
import { answerLevel } from '../levels/answers.service';

/** The quests' tests: calls as one account, forms that pass validation, answers through the levels' own use case. */

export interface Reply {
  status: number;
  // Response bodies in tests are checked field by field, so they are read untyped.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

/** A JSON call from our own pages as the account of `cookie`. */
export async function call(t: TestApp, cookie: string | undefined, method: string, path: string, body?: unknown): Promise<Reply> {
  const response = await t.app.request(`/api/v1${path}`, {
    method,
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed, text };
}

export const QUEST_FORM = {
  title: 'Sobriété numérique au bureau',
  description: 'Trois gestes simples pour alléger notre empreinte numérique.',
  thematics: ['THEMATIC_ENVIRONMENT', 'THEMATIC_EDUCATION'],
  goals: ['Comprendre', 'Agir'],
  partners: [{ name: 'Recyclerie du numérique', link: 'https://recyclerie.example' }],
};

export const SELECT_LEVEL = {
  title: 'Le poste le plus émetteur',
  question: 'Quel est le poste le plus émetteur du numérique ?',
  answerType: 'select',
  options: ['Les terminaux', 'Les centres de données', 'Les réseaux'],
  rightAnswer: ['Les terminaux'],
  rewardPoints: 20,
};

export const CHECKBOX_LEVEL = {
  title: 'Les bons gestes',
  question: 'Quels gestes allègent vraiment votre empreinte ?',
  answerType: 'checkbox',
  options: ['Garder son ordinateur plus longtemps', 'Vider sa corbeille chaque jour', 'Couper la vidéo quand elle est inutile'],
  rightAnswer: ['Garder son ordinateur plus longtemps', 'Couper la vidéo quand elle est inutile'],
  rewardPoints: 30,
};

export const TEXT_LEVEL = {
  title: 'Le mot juste',
  question: 'Comment appelle-t-on la fabrication des appareils, la phase la plus émettrice ?',
  answerType: 'text',
  rightAnswer: ['fabrication'],
  rewardPoints: 50,
};

/** A quest of the company (through the admin's routes) with the given levels, published when asked. */
export async function createQuest(
  t: TestApp,
  adminCookie: string,
  options: { slug?: string; form?: Record<string, unknown>; levels?: Record<string, unknown>[]; publish?: boolean } = {},
): Promise<{ id: number; levelIds: number[] }> {
  const slug = options.slug ?? 'acme';
  const created = await call(t, adminCookie, 'POST', `/companies/${slug}/quests`, options.form ?? QUEST_FORM);
  if (created.status !== 201) throw new Error(`quest not created: ${created.status} ${created.text}`);
  const id = created.body.quest.id as number;
  let levelIds: number[] = [];
  for (const level of options.levels ?? []) {
    const added = await call(t, adminCookie, 'POST', `/companies/${slug}/quests/${id}/levels`, level);
    if (added.status !== 201) throw new Error(`level not created: ${added.status} ${added.text}`);
    levelIds = added.body.quest.levelIds;
  }
  if (options.publish) {
    const published = await call(t, adminCookie, 'POST', `/companies/${slug}/quests/${id}/publish`);
    if (published.status !== 200) throw new Error(`quest not published: ${published.status} ${published.text}`);
  }
  return { id, levelIds };
}

/** An answer of `email` to a level of their company, through the levels' use case (as the route and the sync push). */
export async function answerAs(sql: Sql, email: string, companyId: number, levelId: number, answers: string[]) {
  const actor = await actorFor(sql, await userId(sql, email));
  const outcome = await answerLevel({ sql }, actor, companyId, { answerId: randomUUID(), levelId, answers });
  if (outcome.result.status !== 'ok') throw new Error(`answer refused: ${JSON.stringify(outcome.result)}`);
  return outcome.result.answer;
}
