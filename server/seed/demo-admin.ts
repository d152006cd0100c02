import type { Actor } from '../../shared/permissions/actor';
import type { AppDeps } from '../http/types';
import { findAssociationBySlug } from '../modules/associations/associations.service';
import { findCompanyBySlug } from '../modules/companies/companies.service';
import { updateEmployee } from '../modules/companies/members.service';
import { ensurePlatformPublisher, findDemoEmployee, findDemoEmployment, findMissionIdBySlug, insertDemoMission } from './sql';

/** The demo employee's matricule: the admin users list finds Camille Martin by it (« AC-0100 »). */
export const DEMO_EMPLOYEE_MATRICULE = 'AC-0100';
export const DEMO_PLATFORM_MISSION = {
  slug: 'fresque-du-climat-en-equipe',
  title: 'Fresque du Climat en équipe',
  description:
    'Un atelier collaboratif de trois heures pour comprendre les causes et les conséquences du dérèglement climatique, animé à distance par les bénévoles de Planète Verte pour les équipes de toutes les entreprises.',
} as const;

/**
 * The admin space's demo (issue 16): Camille Martin's matricule, set by rh@acme.example through the members' use
 * case (so the users list finds her by it), and a mission the platform publishes itself, run by Planète Verte, for
 * the « Catalogue ». Idempotent: a matricule already given and a mission already there are left as they are.
 */
export async function seedDemoAdmin(deps: Pick<AppDeps, 'sql' | 'auth' | 'mailer' | 'env' | 'logger'>): Promise<{ missionsCreated: number }> {
  const hr = await findDemoEmployee(deps.sql, 'rh@acme.example');
  const company = await findCompanyBySlug(deps.sql, 'acme');
  const employment = company ? await findDemoEmployment(deps.sql, company.id, 'salarie@acme.example') : undefined;
  if (hr && company && employment && employment.matricule === null) {
    const actor: Actor = {
      userId: hr.userId,
      isPlatformAdmin: false,
      state: 'registered',
      companies: [{ companyId: company.id, holdingId: company.holdingId, role: 'COMPANY_ADMIN', entityId: null }],
      associations: [],
    };
    const { role, entityId, managerEmail } = employment;
    await updateEmployee(deps, actor, company, employment.userId, { role, entityId, managerEmail, matricule: DEMO_EMPLOYEE_MATRICULE });
  }

  const association = await findAssociationBySlug(deps.sql, 'planete-verte');
  if (!association || (await findMissionIdBySlug(deps.sql, association.id, DEMO_PLATFORM_MISSION.slug))) return { missionsCreated: 0 };
  await ensurePlatformPublisher(deps.sql);
  await insertDemoMission(deps.sql, {
    ...DEMO_PLATFORM_MISSION,
    state: 'published',
    associationId: association.id,
    supervisorId: null,
    missionType: 'MISSION_TYPE_HELP',
    availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT',
    requiredAvailability: 'Un atelier de trois heures, à planifier avec l’association',
    timeType: 'both',
    isRemote: true,
    isTaxExempt: false,
    images: [],
    location: null,
    thematics: ['THEMATIC_ENVIRONMENT'],
    skills: [],
    expiresOn: null,
    bookingRestriction: 'none',
    publishedByPlatform: true,
  });
  return { missionsCreated: 1 };
}
