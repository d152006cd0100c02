import type { Actor } from '../../shared/permissions/actor';
import type { UserState } from '../../shared/users/user.schema';
import type { AppDeps } from '../http/types';
import { findCompanyBySlug } from '../modules/companies/companies.service';
import { importEmployees } from '../modules/companies/employee-import.service';
import { applyMemberAction } from '../modules/companies/members.service';
import { DEMO_PASSWORD } from './demo-data';
import { completeDemoAccount, findDemoEmployee, findUserStateByEmail } from './sql';

interface DemoEmployee {
  first: string;
  last: string;
  entity: 'Siège' | 'Agence Lyon' | '';
  role: 'Collaborateur' | 'Ambassadeur' | 'Administrateur';
  state: UserState;
}

const E = (first: string, last: string, entity: DemoEmployee['entity'], state: UserState, role: DemoEmployee['role'] = 'Collaborateur'): DemoEmployee => ({ first, last, entity, role, state });

/**
 * Acme's employees beyond the demo accounts: every account state, the three roles a company admin hands out, both
 * entities (and none), each with a matricule (AC-0001...) and the manager e-mail of the demo employee's manager.
 */
export const DEMO_EMPLOYEES: DemoEmployee[] = [
  E('Adèle', 'Arnaud', 'Siège', 'registered'),
  E('Bastien', 'Aubert', 'Agence Lyon', 'registered', 'Ambassadeur'),
  E('Chloé', 'Bailly', 'Siège', 'invited'),
  E('David', 'Barbier', 'Agence Lyon', 'toValidate'),
  E('Élodie', 'Benoît', 'Siège', 'registered'),
  E('Fabien', 'Blanc', '', 'created'),
  E('Gaëlle', 'Bonnet', 'Agence Lyon', 'registered'),
  E('Hugo', 'Bouvier', 'Siège', 'disabled'),
  E('Inès', 'Brunet', 'Siège', 'registered'),
  E('Julien', 'Carpentier', 'Agence Lyon', 'invited'),
  E('Karima', 'Chevalier', 'Siège', 'toValidate'),
  E('Louis', 'Colin', '', 'registered'),
  E('Manon', 'Dufour', 'Agence Lyon', 'registered', 'Ambassadeur'),
  E('Nicolas', 'Faure', 'Siège', 'invited'),
  E('Océane', 'Fontaine', 'Siège', 'registered'),
  E('Pierre', 'Garnier', 'Agence Lyon', 'disabled'),
  E('Quentin', 'Gauthier', 'Siège', 'created'),
  E('Rachida', 'Girard', 'Agence Lyon', 'registered'),
  E('Sébastien', 'Guérin', 'Siège', 'toValidate'),
  E('Tiphaine', 'Hubert', '', 'invited'),
  E('Ulysse', 'Jacquet', 'Siège', 'registered', 'Administrateur'),
  E('Valérie', 'Joly', 'Agence Lyon', 'registered'),
  E('William', 'Lacroix', 'Siège', 'invited'),
  E('Yasmine', 'Lemaire', 'Agence Lyon', 'toValidate'),
  E('Zoé', 'Lucas', 'Siège', 'registered'),
  E('Antoine', 'Marchand', 'Siège', 'disabled'),
  E('Bérénice', 'Masson', 'Agence Lyon', 'registered'),
  E('Cyril', 'Meunier', '', 'invited'),
  E('Diane', 'Noël', 'Siège', 'registered', 'Ambassadeur'),
  E('Étienne', 'Perrin', 'Agence Lyon', 'created'),
  E('Fanny', 'Picard', 'Siège', 'toValidate'),
  E('Grégoire', 'Renaud', 'Agence Lyon', 'registered'),
  E('Hélène', 'Rolland', 'Siège', 'invited'),
  E('Ibrahim', 'Roussel', 'Siège', 'disabled'),
  E('Justine', 'Schmitt', 'Agence Lyon', 'registered'),
  E('Kevin', 'Vidal', 'Siège', 'invited'),
];

const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
export const demoEmployeeEmail = (employee: Pick<DemoEmployee, 'first' | 'last'>) => `${ascii(employee.first)}.${ascii(employee.last)}@acme.example`;

/** The CSV file an HR department would import: French headings, semicolons, a byte order mark (as French Excel saves it). */
export function demoEmployeesCsv(): string {
  const lines = DEMO_EMPLOYEES.map((employee, index) =>
    [demoEmployeeEmail(employee), employee.first, employee.last, employee.entity, 'manager@acme.example', `AC-${String(index + 1).padStart(4, '0')}`, employee.role].join(';'),
  );
  return `\uFEFF${['e-mail;prénom;nom;entité;e-mail du manager;matricule;rôle', ...lines].join('\r\n')}\r\n`;
}

/**
 * Writes Acme's employees as `rh@acme.example` would: the CSV file through the import use case (every one invited,
 * with entity, matricule and role; their invitations land in /admin/boite-mail), then the accounts the people
 * themselves would have completed (registered, waiting for validation, or created and not yet confirmed) are
 * completed by the seed, and the disabled ones are disabled through the members' use case. Idempotent: the import of
 * the same file changes nothing, and an account already past « invited » is left as it is. Run after seedDemo.
 */
export async function seedDemoEmployees(deps: Pick<AppDeps, 'sql' | 'auth' | 'mailer' | 'env' | 'logger'>): Promise<{ employeesCreated: number }> {
  const admin = await findDemoEmployee(deps.sql, 'rh@acme.example');
  const company = await findCompanyBySlug(deps.sql, 'acme');
  if (!admin || !company) return { employeesCreated: 0 };
  const actor: Actor = {
    userId: admin.userId,
    isPlatformAdmin: false,
    state: 'registered',
    companies: [{ companyId: company.id, holdingId: company.holdingId, role: 'COMPANY_ADMIN', entityId: null }],
    associations: [],
  };
  const outcome = await importEmployees(deps, actor, company, demoEmployeesCsv());
  if (outcome.result.status !== 'ok') throw new Error(`demo employees refused: ${JSON.stringify(outcome.result)}`);
  await Promise.all(outcome.mails.map((mail) => deps.mailer.send(mail)));

  const passwordHash = await (await deps.auth.$context).password.hash(DEMO_PASSWORD);
  for (const employee of DEMO_EMPLOYEES) {
    if (employee.state === 'invited') continue;
    const email = demoEmployeeEmail(employee);
    if ((await findUserStateByEmail(deps.sql, email)) !== 'invited') continue;
    const state = employee.state === 'disabled' ? 'registered' : employee.state;
    const userId = await deps.sql.begin((tx) => completeDemoAccount(tx, { email, state, passwordHash }));
    if (employee.state === 'disabled') await applyMemberAction(deps, actor, company, userId, 'disable');
  }
  return { employeesCreated: outcome.result.created };
}
