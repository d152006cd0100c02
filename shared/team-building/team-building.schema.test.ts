import { describe, expect, it } from 'vitest';
import {
  TEAM_BUILDING_REQUEST_TABS,
  teamBuildingInputSchema,
  teamBuildingParticipantSchema,
  teamBuildingRequestCancelInputSchema,
  teamBuildingRequestInputSchema,
  teamBuildingRequestSchema,
  teamBuildingSchema,
  teamBuildingTestimonyInputSchema,
} from './team-building.schema';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const lyon = { kind: 'city', label: 'Lyon', city: 'Lyon', postalCode: '69001', latitude: 45.764, longitude: 4.8357 };
const valid = {
  title: 'Atelier cuisine solidaire',
  startTime: '09:30',
  endTime: '12:00',
  minParticipants: 8,
  maxParticipants: 20,
  pricePerPersonCents: 4500,
  contactName: 'Camille Martin',
  contactEmail: 'Camille@Asso.example',
  contactPhone: '06 12 34 56 78',
  addresses: [lyon],
  thematics: ['THEMATIC_FOOD'],
  associationId: 3,
};

describe('teamBuildingInputSchema', () => {
  it('accepts a team building and normalises contact details', async () => {
    const parsed = await teamBuildingInputSchema.parseAsync(valid);
    expect(parsed).toMatchObject({ contactEmail: 'camille@asso.example', contactPhone: '+33612345678', isPriceHidden: false, description: null, images: [] });
    expect(parsed.addresses[0]).toMatchObject({ label: 'Lyon', country: 'FR' });
    expect(await teamBuildingInputSchema.parseAsync({ ...valid, pricePerPersonCents: undefined, contactPhone: undefined, associationId: undefined })).toMatchObject({
      pricePerPersonCents: null,
      contactPhone: null,
      associationId: null,
    });
  });

  it('refuses a minimum above the maximum with the participants_range message', async () => {
    expect(messages(await teamBuildingInputSchema.safeParseAsync({ ...valid, minParticipants: 21 }))).toEqual({
      minParticipants: 'Le nombre minimum de participants ne peut pas dépasser le nombre maximum.',
    });
    expect((await teamBuildingInputSchema.safeParseAsync({ ...valid, minParticipants: 20 })).success).toBe(true);
  });

  it('refuses invalid values with French messages', async () => {
    const result = await teamBuildingInputSchema.safeParseAsync({
      ...valid,
      title: '',
      startTime: '9h',
      minParticipants: 0,
      maxParticipants: 1001,
      pricePerPersonCents: -1,
      contactEmail: 'camille at asso',
      contactPhone: '12',
      addresses: [],
      thematics: ['THEMATIC_FOOD', 'THEMATIC_HEALTH', 'THEMATIC_SPORT', 'THEMATIC_CULTURE'],
    });
    expect(messages(result)).toEqual({
      title: 'Ce champ est obligatoire.',
      startTime: 'Heure invalide (format HH:MM).',
      minParticipants: 'La valeur minimale est 1.',
      maxParticipants: 'La valeur maximale est 1000.',
      pricePerPersonCents: 'La valeur minimale est 0.',
      contactEmail: "« camille at asso » n'est pas une adresse e-mail valide : une adresse s'écrit sans espace, par exemple prenom.nom@entreprise.fr.",
      contactPhone: 'Numéro de téléphone invalide.',
      addresses: 'Choisissez un lieu parmi les suggestions.',
      thematics: 'Choisissez au plus 3 thématiques.',
    });
    expect(messages(await teamBuildingInputSchema.safeParseAsync({ ...valid, addresses: [lyon, lyon] }))).toEqual({ addresses: 'Cette ville est déjà choisie.' });
    expect(messages(await teamBuildingInputSchema.safeParseAsync({ ...valid, minParticipants: 2.5 }))).toEqual({ minParticipants: 'Saisissez un nombre entier.' });
    expect(messages(await teamBuildingInputSchema.safeParseAsync({ ...valid, endTime: '09:30' }))).toEqual({ endTime: "L'heure de fin doit être postérieure à l'heure de début." });
  });

  it('keeps the places within 20 km of each other', async () => {
    const villeurbanne = { ...lyon, label: 'Villeurbanne', city: 'Villeurbanne', postalCode: '69100', latitude: 45.7719, longitude: 4.8902 };
    const paris = { ...lyon, label: 'Paris', city: 'Paris', postalCode: '75001', latitude: 48.8566, longitude: 2.3522 };
    expect((await teamBuildingInputSchema.safeParseAsync({ ...valid, addresses: [lyon, villeurbanne] })).success).toBe(true);
    expect(messages(await teamBuildingInputSchema.safeParseAsync({ ...valid, addresses: [lyon, paris] }))).toEqual({
      addresses: "Les lieux d'un team building doivent être à moins de 20 km les uns des autres.",
    });
  });
});

describe('requests', () => {
  it('has the three detail tabs', () => {
    expect(TEAM_BUILDING_REQUEST_TABS).toEqual(['summary', 'participants', 'testimonies']);
  });

  it('validates a request, a cancellation and a testimony', () => {
    expect(teamBuildingRequestInputSchema.parse({ teamBuildingId: 1, desiredDate: '2026-09-15', participantsCount: 12 })).toEqual({
      teamBuildingId: 1,
      desiredDate: '2026-09-15',
      participantsCount: 12,
      message: null,
    });
    expect(messages(teamBuildingRequestInputSchema.safeParse({ teamBuildingId: 1, desiredDate: '15/09/2026', participantsCount: 0 }))).toEqual({
      desiredDate: 'Date invalide.',
      participantsCount: 'La valeur minimale est 1.',
    });
    expect(teamBuildingRequestCancelInputSchema.parse({ reason: 'no_longer_relevant' })).toEqual({ reason: 'no_longer_relevant', message: null });
    expect(messages(teamBuildingRequestCancelInputSchema.safeParse({ reason: 'other' }))).toEqual({ reason: 'Choisissez une valeur de la liste.' });
    expect(messages(teamBuildingTestimonyInputSchema.safeParse({ testimony: ' ' }))).toEqual({ testimony: 'Ce champ est obligatoire.' });
  });
});

describe('stored shapes', () => {
  it('describes a team building, a request and a participant', () => {
    const teamBuilding = {
      id: 1,
      companyId: null,
      title: 'Atelier',
      description: null,
      startTime: '09:00',
      endTime: '17:00',
      duration: 'full_day',
      minParticipants: 5,
      maxParticipants: 30,
      pricePerPersonCents: null,
      isPriceHidden: true,
      contactName: 'Camille',
      contactEmail: 'camille@asso.example',
      contactPhone: null,
      addresses: [{ ...lyon, region: null, country: 'FR' }],
      thematics: [],
      associationId: null,
      associationName: null,
      images: [],
      state: 'published',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    expect(teamBuildingSchema.parse(teamBuilding)).toEqual(teamBuilding);
    const request = {
      id: 2,
      teamBuildingId: 1,
      companyId: 3,
      requestedBy: null,
      desiredDate: '2026-09-15',
      participantsCount: 10,
      message: null,
      state: 'canceled',
      cancelReason: 'wrong_dates',
      cancelMessage: null,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    expect(teamBuildingRequestSchema.parse(request)).toEqual(request);
    const participant = { requestId: 2, userId: '0b6f7c1e-2d3a-4f5b-8c9d-0e1f2a3b4c5d', companyId: 3, testimony: null, registeredAt: '2026-01-01T00:00:00Z' };
    expect(teamBuildingParticipantSchema.parse(participant)).toEqual(participant);
  });
});
