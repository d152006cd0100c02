import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { challengeInputSchema } from '../../shared/challenges/challenge.schema';
import type { Sql } from '../db/connect';
import { createChallenge, participateInChallenge, recordChallengeAttendance } from '../modules/challenges/challenges.service';
import { storeUpload } from '../modules/uploads/service';
import type { FileStorage } from '../modules/uploads/storage';
import { demoDay } from './seed';
import { findChallengeIdByName, findDemoEmployee } from './sql';

const DAY = 86_400_000;

/** Acme's demo events: an online webinar in 10 days, and a past conference the demo employee attended. */
export const DEMO_CHALLENGES = {
  upcoming: {
    name: 'Webinaire : agir pour le climat au bureau',
    description:
      "Une heure pour comprendre l'empreinte carbone de nos métiers et repartir avec trois gestes concrets. Questions en direct avec l'intervenante.",
    inDays: 10,
    startTime: '12:30',
    endTime: '13:30',
    landingPageUrl: 'https://evenements.example/webinaire-climat',
    webinarKey: 'CLIMAT-2026',
    rewardPoints: 50,
    cover: 'mission-berges-de-la-seine.jpg',
  },
  past: {
    name: 'Conférence : le handicap invisible au travail',
    description: 'Témoignages et échanges pour mieux accueillir les situations de handicap qui ne se voient pas.',
    inDays: -7,
    startTime: '14:00',
    endTime: '15:30',
    landingPageUrl: 'https://evenements.example/handicap-invisible',
    rewardPoints: 30,
  },
} as const;

const ASSETS = path.join(import.meta.dirname, 'assets');

/**
 * Writes Acme's demo events through the events' use cases: the upcoming webinar (with a cover stored as an upload
 * would be), and a past conference the demo employee registered to before it and attended, so its points are theirs.
 * Idempotent: an event whose name Acme already has is left as it is. Run after seedDemo.
 */
export async function seedDemoChallenges(deps: { sql: Sql; storage?: FileStorage }, options: { now?: Date } = {}): Promise<{ challengesCreated: number }> {
  const now = options.now ?? new Date();
  const employee = await findDemoEmployee(deps.sql, 'salarie@acme.example');
  if (!employee) return { challengesCreated: 0 };
  const { companyId, userId } = employee;
  let challengesCreated = 0;

  const upcoming = DEMO_CHALLENGES.upcoming;
  if (!(await findChallengeIdByName(deps.sql, companyId, upcoming.name))) {
    let coverImage: string | null = null;
    if (deps.storage) {
      const bytes = await readFile(path.join(ASSETS, upcoming.cover));
      coverImage = (await storeUpload(deps.storage, 'image', new File([bytes], upcoming.cover, { type: 'image/jpeg' }))).url;
    }
    const input = challengeInputSchema.parse({ ...upcoming, date: demoDay(now, upcoming.inDays), coverImage });
    await createChallenge(deps.sql, companyId, null, input, now);
    challengesCreated++;
  }

  const past = DEMO_CHALLENGES.past;
  if (!(await findChallengeIdByName(deps.sql, companyId, past.name))) {
    const input = challengeInputSchema.parse({ ...past, date: demoDay(now, past.inDays) });
    const before = new Date(now.getTime() + (past.inDays - 5) * DAY);
    const created = await createChallenge(deps.sql, companyId, null, input, before);
    await participateInChallenge(deps.sql, companyId, userId, created.id, before);
    await recordChallengeAttendance(deps.sql, companyId, created.id, userId, true);
    challengesCreated++;
  }
  return { challengesCreated };
}
