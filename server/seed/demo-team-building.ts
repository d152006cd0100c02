import { teamBuildingInputSchema } from '../../shared/team-building/team-building.schema';
import type { Location } from '../../shared/validation/inputs';
import type { Sql } from '../db/connect';
import { placeIndex } from '../modules/places/service';
import { type TeamBuildingOwner, createTeamBuilding, transitionTeamBuilding } from '../modules/team-building/manage.service';
import { createRequest, joinRequest, transitionRequest } from '../modules/team-building/requests.service';
import type { FileStorage } from '../modules/uploads/storage';
import { demoDay, storeDemoAsset } from './seed';
import { findDemoEmployee, findUserIdByEmail } from './sql';

const PLATFORM_AUTHOR = 'admin@example.org';
const ACME_AUTHOR = 'rh@acme.example';
/** Who takes part in the demo request (salarie@acme.example is left to click « Participer » themself). */
const DEMO_PARTICIPANTS = ['ambassadeur@acme.example', 'adele.arnaud@acme.example'];

interface DemoTeamBuilding {
  title: string;
  description: string;
  startTime: string;
  endTime: string;
  minParticipants: number;
  maxParticipants: number;
  pricePerPersonCents: number | null;
  isPriceHidden?: boolean;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  cities: string[];
  thematics: string[];
  association?: string;
  image: string;
}

/**
 * The demo team buildings (issue 19): three activities of the platform's catalogue (two full days and a half day, in
 * Paris and around Lyon), one of Acme's own, and a confirmed request of Acme for the first catalogue activity in three
 * weeks, which two of its employees joined.
 */
export const DEMO_TEAM_BUILDINGS = {
  catalogue: [
    {
      title: 'Atelier cuisine anti-gaspillage',
      description: 'Cuisiner en équipe les invendus d’un marché avec une épicerie solidaire, puis partager les repas avec ses bénéficiaires.',
      startTime: '09:30',
      endTime: '12:30',
      minParticipants: 6,
      maxParticipants: 16,
      pricePerPersonCents: 4500,
      contactName: 'Camille Martin',
      contactEmail: 'camille.martin@amis-du-quartier.example',
      contactPhone: '06 12 34 56 78',
      cities: ['Paris', 'Montreuil'],
      thematics: ['THEMATIC_FOOD', 'THEMATIC_POVERTY_EXCLUSION'],
      association: 'amis-du-quartier',
      image: 'mission-distribution-alimentaire.jpg',
    },
    {
      title: 'Chantier nature en bord de Seine',
      description: 'Une journée pour nettoyer les berges, recenser les déchets et replanter des haies avec une association de protection de la nature.',
      startTime: '09:00',
      endTime: '17:00',
      minParticipants: 10,
      maxParticipants: 40,
      pricePerPersonCents: 6000,
      contactName: 'Louis Bernard',
      contactEmail: 'louis.bernard@planete-verte.example',
      contactPhone: '01 45 67 89 10',
      cities: ['Paris', 'Boulogne-Billancourt'],
      thematics: ['THEMATIC_ENVIRONMENT'],
      association: 'planete-verte',
      image: 'mission-berges-de-la-seine.jpg',
    },
    {
      title: 'Plantation d’un verger partagé',
      description: 'Planter un verger dans un jardin d’insertion, avec les salariés du chantier : outils et goûter fournis.',
      startTime: '10:00',
      endTime: '16:00',
      minParticipants: 8,
      maxParticipants: 24,
      pricePerPersonCents: 5500,
      isPriceHidden: true,
      contactName: 'Inès Moreau',
      contactEmail: 'ines.moreau@planete-verte.example',
      contactPhone: '04 78 12 34 56',
      cities: ['Lyon', 'Villeurbanne'],
      thematics: ['THEMATIC_ENVIRONMENT', 'THEMATIC_EMPLOYMENT_INTEGRATION'],
      association: 'planete-verte',
      image: 'mission-plantation-d-arbres.jpg',
    },
  ],
  acme: {
    title: 'Atelier numérique avec des seniors',
    description: 'Deux heures pour aider des seniors du quartier à prendre en main leur téléphone, dans les locaux d’Acme.',
    startTime: '14:00',
    endTime: '16:00',
    minParticipants: 4,
    maxParticipants: 10,
    pricePerPersonCents: null,
    contactName: 'Équipe RH Acme',
    contactEmail: 'rh@acme.example',
    contactPhone: '01 23 45 67 89',
    cities: ['Paris'],
    thematics: ['THEMATIC_SENIORS', 'THEMATIC_EDUCATION'],
    image: 'mission-atelier-numerique.jpg',
  },
  request: { inDays: 21, participantsCount: 12, message: 'Pour l’équipe marketing et communication.' },
} satisfies { catalogue: DemoTeamBuilding[]; acme: DemoTeamBuilding; request: object };

/** The first city the address suggestion offers for a name (so with its coordinates, as the form picks it). */
function city(name: string): Location {
  const found = placeIndex()
    .search(name, ['city'], 5)
    .find((place) => place.label === name);
  if (!found) throw new Error(`demo team building: no suggestion for ${name}`);
  return found;
}

async function exists(sql: Sql, companyId: number | null, title: string): Promise<boolean> {
  const rows = companyId === null ? await sql`select 1 from team_buildings where company_id is null and title = ${title}` : await sql`select 1 from team_buildings where company_id = ${companyId} and title = ${title}`;
  return rows.length > 0;
}

/**
 * Writes the demo team buildings through the use cases (create and publish them, ask for one, confirm the request, join
 * it), so each is checked as a form's is. Idempotent: an activity whose title exists (in the catalogue, or at Acme) is
 * left as it is, and the request is made with the first catalogue activity only. Run after the demo employees; without
 * a storage (tests), no photo.
 */
export async function seedDemoTeamBuilding(deps: { sql: Sql; storage?: FileStorage }, options: { now?: Date } = {}): Promise<{ teamBuildingsCreated: number }> {
  const now = options.now ?? new Date();
  const [acme, platformAuthor, acmeAuthor] = await Promise.all([findDemoEmployee(deps.sql, ACME_AUTHOR), findUserIdByEmail(deps.sql, PLATFORM_AUTHOR), findUserIdByEmail(deps.sql, ACME_AUTHOR)]);
  if (!acme || !platformAuthor || !acmeAuthor) return { teamBuildingsCreated: 0 };
  let teamBuildingsCreated = 0;
  const write = async (owner: TeamBuildingOwner, userId: string, demo: DemoTeamBuilding): Promise<number> => {
    const [association] = demo.association ? await deps.sql<{ id: number }[]>`select id from associations where slug = ${demo.association}` : [];
    const input = await teamBuildingInputSchema.parseAsync({
      ...demo,
      addresses: demo.cities.map(city),
      associationId: association?.id ?? null,
      images: deps.storage ? [await storeDemoAsset(deps.storage, demo.image)] : [],
    });
    const created = await createTeamBuilding(deps.sql, owner, userId, input);
    await transitionTeamBuilding(deps.sql, owner, created.teamBuilding.id, 'publish');
    teamBuildingsCreated++;
    return created.teamBuilding.id;
  };

  let firstCatalogue: number | null = null;
  for (const demo of DEMO_TEAM_BUILDINGS.catalogue) {
    if (await exists(deps.sql, null, demo.title)) continue;
    const id = await write({ kind: 'catalogue' }, platformAuthor, demo);
    if (demo === DEMO_TEAM_BUILDINGS.catalogue[0]) firstCatalogue = id;
  }
  if (!(await exists(deps.sql, acme.companyId, DEMO_TEAM_BUILDINGS.acme.title))) await write({ kind: 'company', companyId: acme.companyId }, acmeAuthor, DEMO_TEAM_BUILDINGS.acme);

  if (firstCatalogue !== null) {
    const reader = { userId: acmeAuthor, managesCompany: true };
    const { request } = DEMO_TEAM_BUILDINGS;
    const asked = await createRequest(
      deps.sql,
      acme.companyId,
      reader,
      firstCatalogue,
      { teamBuildingId: firstCatalogue, desiredDate: demoDay(now, request.inDays), participantsCount: request.participantsCount, message: request.message },
      now,
    );
    await transitionRequest(deps.sql, acme.companyId, asked.request.id, reader, 'validate', null);
    for (const email of DEMO_PARTICIPANTS) {
      const participant = await findDemoEmployee(deps.sql, email);
      if (participant) await joinRequest(deps.sql, acme.companyId, asked.request.id, participant.userId, now);
    }
  }
  return { teamBuildingsCreated };
}
