import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmployeeLevel } from '../../../../shared/quests/quest-api.schema';
import { type ReplicaDatabase, openReplica } from '../../../lib/sync/db';
import { SyncEngine } from '../../../lib/sync/engine';
import { SyncContext } from '../../../lib/sync/hooks';
import { localLocks } from '../../../lib/sync/locks';
import { FakeSyncServer } from '../../../lib/sync/sync-server.fixture';
import { replicaQuestDetail, replicaQuestList } from '../offline/use-offline-quests';
import { LevelPlayer } from './LevelPlayer';

const opened: ReplicaDatabase[] = [];
afterEach(async () => {
  const dbs = opened.splice(0);
  for (const db of dbs) db.close();
  for (const db of dbs) await db.delete().catch(() => undefined);
});

const NOW = '2026-11-20T10:00:00.000Z';
const level = (overrides: Partial<EmployeeLevel> = {}): EmployeeLevel => ({
  id: 11,
  questId: 3,
  position: 0,
  title: 'Le poids du numérique',
  steps: ['Lisez la fiche', 'Répondez à la question'],
  description: 'Le numérique pèse sur le climat.',
  instructions: null,
  durationMinutes: 5,
  rewardPoints: 20,
  question: 'Quel poste émet le plus ?',
  answerType: 'select',
  options: ['La fabrication des appareils', "L'envoi d'e-mails"],
  quizUrl: null,
  surveyUrl: null,
  onlineEventAt: null,
  answersCount: 0,
  createdAt: NOW,
  updatedAt: NOW,
  ...overrides,
});

/** An employee's device with no network: answers wait in the outbox. */
function offlineDevice() {
  const db = openReplica(`test-${crypto.randomUUID()}`);
  opened.push(db);
  const engine = new SyncEngine({ db, transport: new FakeSyncServer(), locks: localLocks(), isOnline: () => false, isVisible: () => true });
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SyncContext.Provider value={engine}>{node}</SyncContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { db, wrap };
}

describe('LevelPlayer', () => {
  it('asks for a choice, then keeps the answer on the device « En attente de synchronisation »', async () => {
    const { db, wrap } = offlineDevice();
    render(wrap(<LevelPlayer companySlug="acme" level={level()} answer={undefined} />));
    expect(screen.getByText('Lisez la fiche')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Valider ma réponse' }));
    expect(await screen.findByText('Choisissez une réponse.')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);

    fireEvent.click(screen.getByLabelText('La fabrication des appareils'));
    fireEvent.click(screen.getByRole('button', { name: 'Valider ma réponse' }));
    expect(await screen.findByText('Réponse enregistrée sur cet appareil.')).toBeTruthy();
    expect(screen.getByText('En attente de synchronisation')).toBeTruthy();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'level.answer', args: { levelId: 11, answers: ['La fabrication des appareils'] } });
  });

  it('asks for a text before sending a free answer', async () => {
    const { db, wrap } = offlineDevice();
    render(wrap(<LevelPlayer companySlug="acme" level={level({ answerType: 'text', options: [] })} answer={undefined} />));
    fireEvent.change(screen.getByLabelText('Quel poste émet le plus ?'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Valider ma réponse' }));
    expect(await screen.findByText('Écrivez votre réponse.')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('shows the correction and the points once the server scored the answer', () => {
    const { wrap } = offlineDevice();
    const answer = { id: crypto.randomUUID(), levelId: 11, userId: crypto.randomUUID(), companyId: 1, answers: ["L'envoi d'e-mails"], isCorrect: false, pointsEarned: 0, answeredAt: NOW };
    render(wrap(<LevelPlayer companySlug="acme" level={level()} answer={answer} />));
    expect(screen.getByText("Ce n'était pas la bonne réponse.")).toBeTruthy();
    expect(screen.getByText('0 point gagné')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Valider ma réponse' })).toBeNull();
  });
});

describe('the quests from the replica', () => {
  it('lists the published quests with the progress of the employee, and a quest with its levels in play order', async () => {
    const { db } = offlineDevice();
    const quest = {
      id: 3,
      companyId: 1,
      slug: 'sobriete-numerique',
      title: 'Sobriété numérique',
      description: null,
      coverImage: null,
      thematics: ['THEMATIC_ENVIRONMENT' as const],
      goals: [],
      points: 50,
      participantsCount: 1,
      levelIds: [12, 11],
      partners: [],
      state: 'published' as const,
      publishedAt: NOW,
      createdAt: NOW,
      updatedAt: NOW,
    };
    await db.entity('quest').put({ id: '3', version: 1, data: quest });
    await db.entity('level').bulkPut([
      { id: '11', version: 1, data: level() },
      { id: '12', version: 1, data: level({ id: 12, position: 1, title: 'Trier ses e-mails', rewardPoints: 30 }) },
    ]);
    const answerId = crypto.randomUUID();
    await db.entity('level_answer').put({
      id: answerId,
      version: 1,
      data: { id: answerId, levelId: 12, userId: crypto.randomUUID(), companyId: 1, answers: ['x'], isCorrect: true, pointsEarned: 30, answeredAt: NOW },
    });

    const list = await replicaQuestList(db);
    expect(list).toEqual({ quests: [{ quest, progress: { levelsCount: 2, levelsDone: 1, pointsEarned: 30 } }], pointsEarned: 30 });
    const detail = await replicaQuestDetail(db, 3);
    expect(detail?.levels.map((one) => one.title)).toEqual(['Trier ses e-mails', 'Le poids du numérique']);
    expect(detail?.answers).toHaveLength(1);
    expect(await replicaQuestDetail(db, 99)).toBeUndefined();
  });
});
