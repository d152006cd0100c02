import type { AvailabilityType, MissionType, Skill, Thematic, TimeType } from '../../shared/missions/taxonomy';
import type { AssociationRole, CompanyRole } from '../../shared/permissions/roles';

/** Every demo account uses this password (listed in the README). */
export const DEMO_PASSWORD = 'Demo2026!';

export const DEMO_HOLDINGS = [{ slug: 'groupe-demo', name: 'Groupe Démo' }];

export const DEMO_COMPANIES = [
  // Anyone with an @acme.example address may register; Globex validates each new account.
  {
    slug: 'acme',
    name: 'Acme',
    holdingSlug: 'groupe-demo',
    plans: ['solidarite', 'mobilisation'],
    isActive: true,
    allowedEmailDomains: ['acme.example'],
    validatesNewAccounts: false,
    entities: ['Siège', 'Agence Lyon'],
  },
  {
    slug: 'globex',
    name: 'Globex',
    holdingSlug: null,
    plans: ['custom'],
    isActive: true,
    allowedEmailDomains: ['globex.example'],
    validatesNewAccounts: true,
    entities: [],
  },
  // Issue 15: a second company of groupe-demo, so the holding's consolidated dashboard sums two companies.
  {
    slug: 'acme-services',
    name: 'Acme Services',
    holdingSlug: 'groupe-demo',
    plans: ['solidarite'],
    isActive: true,
    allowedEmailDomains: ['acme-services.example'],
    validatesNewAccounts: false,
    entities: [],
  },
];

export const DEMO_ASSOCIATIONS = [
  // partnerCompanies: the companies a mission of the association may be restricted to (company_partner_associations).
  // logo: a file of server/seed/assets, stored through the upload storage when the seed runs.
  { slug: 'amis-du-quartier', name: 'Les Amis du Quartier', logo: 'logo-amis-du-quartier.png', branchesActivated: true, branches: ['Antenne Nord', 'Antenne Sud'], partnerCompanies: ['acme', 'globex'] },
  // certifiedLabel: set when the association has none (issue 16: the admin's associations list and the certified badge
  // of the company's partners show one certified association).
  {
    slug: 'planete-verte',
    name: 'Planète Verte',
    logo: 'logo-planete-verte.png',
    branchesActivated: false,
    branches: [],
    partnerCompanies: ['acme'],
    certifiedLabel: 'ESUS' as const,
  },
];

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  platformAdmin?: boolean;
  company?: { slug: string; role: CompanyRole; managerEmail?: string };
  association?: { slug: string; role: AssociationRole; branch?: string };
}

export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@example.org', firstName: 'Alice', lastName: 'Admin', platformAdmin: true },
  { email: 'rh@acme.example', firstName: 'Roxane', lastName: 'Henry', company: { slug: 'acme', role: 'COMPANY_ADMIN' } },
  { email: 'ambassadeur@acme.example', firstName: 'Antoine', lastName: 'Bernard', company: { slug: 'acme', role: 'COMPANY_AMBASSADOR' } },
  {
    email: 'salarie@acme.example',
    firstName: 'Camille',
    lastName: 'Martin',
    company: { slug: 'acme', role: 'COMPANY_COLLABORATOR', managerEmail: 'manager@acme.example' },
  },
  // Issue 15: the holding admin of groupe-demo (so of Acme Services too), and an employee of Acme Services.
  { email: 'groupe@acme.example', firstName: 'Gaëlle', lastName: 'Roussel', company: { slug: 'acme', role: 'COMPANY_HOLDING_ADMIN' } },
  { email: 'salarie@acme-services.example', firstName: 'Léa', lastName: 'Garnier', company: { slug: 'acme-services', role: 'COMPANY_COLLABORATOR' } },
  { email: 'salarie@globex.example', firstName: 'Gabriel', lastName: 'Petit', company: { slug: 'globex', role: 'COMPANY_COLLABORATOR' } },
  { email: 'asso@amis-du-quartier.example', firstName: 'Amina', lastName: 'Diallo', association: { slug: 'amis-du-quartier', role: 'ASSOCIATION_ADMIN' } },
  {
    email: 'benevole-asso@amis-du-quartier.example',
    firstName: 'Bruno',
    lastName: 'Lefèvre',
    association: { slug: 'amis-du-quartier', role: 'ASSOCIATION_MEMBER', branch: 'Antenne Nord' },
  },
];

export interface DemoTimeslot {
  /** Days from the day the seed runs (negative: in the past). */
  inDays: number;
  places: number;
}

export interface DemoPlace {
  kind: 'city' | 'region';
  label: string;
  city: string | null;
  postalCode: string | null;
  region: string;
  latitude: number;
  longitude: number;
}

export interface DemoMission {
  associationSlug: string;
  slug: string;
  title: string;
  description: string;
  state: 'draft' | 'published';
  missionType: MissionType;
  availabilityType: AvailabilityType;
  requiredAvailability?: string;
  timeType: TimeType;
  isRemote?: boolean;
  isTaxExempt?: boolean;
  location: DemoPlace | null;
  thematics: Thematic[];
  skills?: Skill[];
  /** The last day to apply, in days from the day the seed runs. */
  expiresInDays?: number;
  timeslots?: DemoTimeslot[];
  /** Booking restricted to these companies (booking_restriction 'companies'). */
  restrictedToCompanies?: string[];
  /** Companies that validated the mission for their employees (spec §6). */
  validatedBy: string[];
  supervisorEmail: string | null;
  /** Files of server/seed/assets, stored through the upload storage (the others show their thematic's illustration). */
  images?: string[];
}

/** Demo timeslots run 09:00-12:00, Paris time. */
export const DEMO_TIMESLOT_HOURS = { start: '09:00', end: '12:00', timeZone: 'Europe/Paris' } as const;

const PARIS: DemoPlace = { kind: 'city', label: 'Paris', city: 'Paris', postalCode: null, region: 'Île-de-France', latitude: 48.8566, longitude: 2.3522 };
const BOTH_COMPANIES = ['acme', 'globex'];
const AMIS_SUPERVISOR = 'asso@amis-du-quartier.example';

/**
 * The demo missions (others rely on their titles): every type and date mode in
 * both associations, past and future timeslots, a slot with one place left, a
 * mission expiring soon, one restricted to Acme and an incomplete draft.
 */
export const DEMO_MISSIONS: DemoMission[] = [
  {
    associationSlug: 'amis-du-quartier',
    slug: 'distribution-alimentaire-du-samedi',
    images: ['mission-distribution-alimentaire.jpg'],
    title: 'Distribution alimentaire du samedi',
    description:
      'Chaque samedi matin, nous distribuons des colis alimentaires aux familles du quartier. Vous aidez à préparer les colis, à accueillir les bénéficiaires et à ranger le local.',
    state: 'published',
    missionType: 'MISSION_TYPE_HELP',
    availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS',
    timeType: 'both',
    location: PARIS,
    thematics: ['THEMATIC_FOOD', 'THEMATIC_POVERTY_EXCLUSION'],
    timeslots: [
      { inDays: -10, places: 6 },
      { inDays: 5, places: 1 },
      { inDays: 12, places: 6 },
    ],
    validatedBy: BOTH_COMPANIES,
    supervisorEmail: AMIS_SUPERVISOR,
  },
  {
    associationSlug: 'amis-du-quartier',
    slug: 'accompagnement-scolaire',
    title: 'Accompagnement scolaire',
    description:
      "Accompagnez un collégien dans ses devoirs et aidez-le à reprendre confiance. Un suivi régulier sur l'année scolaire, en lien avec sa famille et nos animateurs.",
    state: 'published',
    missionType: 'MISSION_TYPE_MENTOR',
    availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT',
    requiredAvailability: 'Le mercredi après-midi, 2 heures par semaine',
    timeType: 'personal',
    location: { kind: 'city', label: 'Lyon', city: 'Lyon', postalCode: null, region: 'Auvergne-Rhône-Alpes', latitude: 45.764, longitude: 4.8357 },
    thematics: ['THEMATIC_EDUCATION', 'THEMATIC_CHILDHOOD_YOUTH'],
    validatedBy: BOTH_COMPANIES,
    supervisorEmail: AMIS_SUPERVISOR,
  },
  {
    associationSlug: 'amis-du-quartier',
    slug: 'refonte-du-site-internet-de-l-association',
    title: "Refonte du site internet de l'association",
    description:
      "Notre site date de dix ans. Aidez-nous à repenser son arborescence, sa maquette et sa mise en ligne pour mieux présenter nos actions d'insertion et recruter des bénévoles.",
    state: 'published',
    missionType: 'MISSION_TYPE_SKILL',
    availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS',
    timeType: 'work',
    isRemote: true,
    isTaxExempt: true,
    location: null,
    thematics: ['THEMATIC_EMPLOYMENT_INTEGRATION'],
    skills: ['SKILL_DIGITAL_IT', 'SKILL_DESIGN_CREATION'],
    timeslots: [
      { inDays: 8, places: 2 },
      { inDays: 15, places: 2 },
    ],
    validatedBy: BOTH_COMPANIES,
    supervisorEmail: AMIS_SUPERVISOR,
  },
  {
    // Skills sponsorship (issue 20): the demo's validated work-time mission of salarie@acme.example, with its tax lines.
    associationSlug: 'amis-du-quartier',
    slug: 'tenue-de-la-comptabilite-de-l-association',
    title: "Tenue de la comptabilité de l'association",
    description:
      "Aidez notre trésorière à clôturer les comptes de l'année, à préparer le budget et à mettre en place un suivi simple des dons : du mécénat de compétences sur votre temps de travail.",
    state: 'published',
    missionType: 'MISSION_TYPE_SKILL',
    availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS',
    timeType: 'work',
    isRemote: true,
    isTaxExempt: true,
    location: null,
    thematics: ['THEMATIC_EMPLOYMENT_INTEGRATION'],
    skills: ['SKILL_ACCOUNTING_FINANCE'],
    timeslots: [
      { inDays: 2, places: 1 },
      { inDays: 3, places: 1 },
      // Free places for the tax-receipts e2e (another employee applies).
      { inDays: 9, places: 5 },
    ],
    validatedBy: BOTH_COMPANIES,
    supervisorEmail: AMIS_SUPERVISOR,
  },
  {
    associationSlug: 'amis-du-quartier',
    slug: 'collecte-de-vetements-d-hiver',
    title: "Collecte de vêtements d'hiver",
    description:
      "Avant les grands froids, nous collectons manteaux, couvertures et chaussures. Vous tenez un point de collecte, triez les dons et préparez les lots pour les personnes à la rue.",
    state: 'published',
    missionType: 'MISSION_TYPE_HELP',
    availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT',
    requiredAvailability: 'En semaine ou le week-end, une demi-journée au choix',
    timeType: 'both',
    location: { kind: 'city', label: 'Lille', city: 'Lille', postalCode: '59000', region: 'Hauts-de-France', latitude: 50.6292, longitude: 3.0573 },
    thematics: ['THEMATIC_POVERTY_EXCLUSION'],
    expiresInDays: 7,
    validatedBy: BOTH_COMPANIES,
    supervisorEmail: AMIS_SUPERVISOR,
  },
  {
    associationSlug: 'amis-du-quartier',
    slug: 'atelier-numerique-reserve-a-acme',
    images: ['mission-atelier-numerique.jpg'],
    title: 'Atelier numérique réservé à Acme',
    description:
      "Animez un atelier d'initiation au numérique pour des seniors du quartier : créer une adresse e-mail, faire une démarche en ligne, échanger en visio avec ses proches.",
    state: 'published',
    missionType: 'MISSION_TYPE_SKILL',
    availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS',
    timeType: 'work',
    location: PARIS,
    thematics: ['THEMATIC_EDUCATION'],
    timeslots: [{ inDays: 20, places: 8 }],
    restrictedToCompanies: ['acme'],
    validatedBy: ['acme'],
    supervisorEmail: AMIS_SUPERVISOR,
  },
  {
    associationSlug: 'amis-du-quartier',
    slug: 'maraude-du-soir',
    title: 'Maraude du soir',
    description: 'Allez à la rencontre des personnes sans abri avec une équipe de bénévoles expérimentés : boissons chaudes, écoute et orientation.',
    state: 'draft',
    missionType: 'MISSION_TYPE_HELP',
    availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT',
    requiredAvailability: 'Un soir par semaine, de 20 h à 23 h',
    timeType: 'personal',
    location: null,
    thematics: [],
    validatedBy: [],
    supervisorEmail: AMIS_SUPERVISOR,
  },
  {
    associationSlug: 'planete-verte',
    slug: 'nettoyage-des-berges-de-la-seine',
    images: ['mission-berges-de-la-seine.jpg'],
    title: 'Nettoyage des berges de la Seine',
    description:
      'Équipés de gants et de sacs, nous ramassons les déchets le long des quais puis les trions pour le recyclage. Une matinée utile et conviviale, ouverte à tous.',
    state: 'published',
    missionType: 'MISSION_TYPE_HELP',
    availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS',
    timeType: 'both',
    location: PARIS,
    thematics: ['THEMATIC_ENVIRONMENT'],
    timeslots: [
      { inDays: 6, places: 15 },
      { inDays: 30, places: 15 },
    ],
    validatedBy: BOTH_COMPANIES,
    supervisorEmail: null,
  },
  {
    associationSlug: 'planete-verte',
    slug: 'plantation-d-arbres-en-bretagne',
    images: ['mission-plantation-d-arbres.jpg'],
    title: "Plantation d'arbres en Bretagne",
    description: 'Participez à la replantation de haies bocagères avec les agriculteurs partenaires : préparation du sol, plantation et paillage.',
    state: 'published',
    missionType: 'MISSION_TYPE_HELP',
    availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT',
    requiredAvailability: "Une journée de novembre à mars, selon la météo",
    timeType: 'personal',
    location: { kind: 'region', label: 'Bretagne', city: null, postalCode: null, region: 'Bretagne', latitude: 48.2, longitude: -2.9 },
    thematics: ['THEMATIC_ENVIRONMENT'],
    validatedBy: BOTH_COMPANIES,
    supervisorEmail: null,
  },
  {
    associationSlug: 'planete-verte',
    slug: 'bilan-carbone-d-une-petite-association',
    title: "Bilan carbone d'une petite association",
    description:
      "Aidez-nous à mesurer l'empreinte carbone de nos activités et à bâtir un plan de réduction réaliste, à partir de nos factures et de nos déplacements.",
    state: 'published',
    missionType: 'MISSION_TYPE_SKILL',
    availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT',
    requiredAvailability: 'Quelques heures par semaine pendant un mois, à distance',
    timeType: 'work',
    isRemote: true,
    location: null,
    thematics: ['THEMATIC_ENVIRONMENT'],
    skills: ['SKILL_CONSULTING_STRATEGY'],
    validatedBy: BOTH_COMPANIES,
    supervisorEmail: null,
  },
];
