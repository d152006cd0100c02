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
    plans: ['solidarite'],
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
];

export const DEMO_ASSOCIATIONS = [
  { slug: 'amis-du-quartier', name: 'Les Amis du Quartier', branchesActivated: true, branches: ['Antenne Nord', 'Antenne Sud'] },
  { slug: 'planete-verte', name: 'Planète Verte', branchesActivated: false, branches: [] },
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
  { email: 'salarie@globex.example', firstName: 'Gabriel', lastName: 'Petit', company: { slug: 'globex', role: 'COMPANY_COLLABORATOR' } },
  { email: 'asso@amis-du-quartier.example', firstName: 'Amina', lastName: 'Diallo', association: { slug: 'amis-du-quartier', role: 'ASSOCIATION_ADMIN' } },
  {
    email: 'benevole-asso@amis-du-quartier.example',
    firstName: 'Bruno',
    lastName: 'Lefèvre',
    association: { slug: 'amis-du-quartier', role: 'ASSOCIATION_MEMBER', branch: 'Antenne Nord' },
  },
];
