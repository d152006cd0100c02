import { describe, expect, it } from 'vitest';
import { challengeInputSchema, challengeParticipationSchema, challengeSchema } from './challenge.schema';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('challengeInputSchema', () => {
  it('accepts an event and fills the defaults', () => {
    expect(challengeInputSchema.parse({ name: 'Fresque du climat', date: '2026-07-10', startTime: '18:00', endTime: '19:30' })).toEqual({
      name: 'Fresque du climat',
      description: null,
      date: '2026-07-10',
      startTime: '18:00',
      endTime: '19:30',
      landingPageUrl: null,
      webinarKey: null,
      rewardPoints: 0,
      coverImage: null,
      thumbnailImage: null,
      isActive: true,
    });
  });

  it('refuses an end time not later than the start, and invalid values', () => {
    expect(messages(challengeInputSchema.safeParse({ name: 'x', date: '2026-07-10', startTime: '18:00', endTime: '18:00' }))).toEqual({
      endTime: "L'heure de fin doit être postérieure à l'heure de début.",
    });
    expect(
      messages(
        challengeInputSchema.safeParse({ name: '', date: '10/07/2026', startTime: '25:00', endTime: '19:00', landingPageUrl: 'x', rewardPoints: 1.5 }),
      ),
    ).toEqual({
      name: 'Ce champ est obligatoire.',
      date: 'Date invalide.',
      startTime: 'Heure invalide (format HH:MM).',
      landingPageUrl: 'Saisissez un lien complet commençant par https://.',
      rewardPoints: 'Saisissez un nombre entier.',
    });
    expect(messages(challengeInputSchema.safeParse({ name: 'x', date: '2026-07-10', startTime: '08:00', endTime: '09:00', rewardPoints: -1 }))).toEqual({
      rewardPoints: 'La valeur minimale est 0.',
    });
    expect(messages(challengeInputSchema.safeParse({ name: 'x', date: '2026-07-10', startTime: '08:00', endTime: '09:00', rewardPoints: 10_001 }))).toEqual({
      rewardPoints: 'La valeur maximale est 10000.',
    });
  });
});

describe('stored shapes', () => {
  it('describes an event and a participation', () => {
    const challenge = {
      id: 1,
      companyId: null,
      name: 'Fresque',
      description: null,
      date: '2026-07-10',
      startTime: '18:00',
      endTime: '19:30',
      landingPageUrl: 'https://events.example/fresque',
      webinarKey: 'abc',
      rewardPoints: 50,
      coverImage: null,
      thumbnailImage: null,
      isActive: true,
      participantsCount: 0,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    expect(challengeSchema.parse(challenge)).toEqual(challenge);
    const participation = {
      challengeId: 1,
      userId: '0b6f7c1e-2d3a-4f5b-8c9d-0e1f2a3b4c5d',
      companyId: 2,
      registeredAt: '2026-07-01T00:00:00Z',
      attended: false,
      pointsEarned: null,
    };
    expect(challengeParticipationSchema.parse(participation)).toEqual(participation);
  });
});
