import type { Actor } from '../../shared/permissions/actor';
import type { Outcome } from '../http/mutation';
import type { AppDeps } from '../http/types';
import { findCompanyBySlug } from '../modules/companies/companies.service';
import { updateEmployee } from '../modules/companies/members.service';
import { applyToMission } from '../modules/engagements/apply.service';
import { decideAsCompanyAdmin } from '../modules/engagements/manager-validation.service';
import { engagementExists } from '../modules/engagements/read.service';
import { reviewTimeSpent } from '../modules/engagements/review.service';
import { confirmEngagement, finishOwnEngagement } from '../modules/engagements/transitions.service';
import { createReceipt, issueReceipt } from '../modules/tax-receipts/tax-receipts.service';
import { demoEmployment, demoEngagementDates, demoLinesOf, demoMember, demoNextSlots, demoUserId } from './demo-tax-receipts.sql';
import { setAssociationIntermissionEligibility } from '../modules/associations/admin.service';
import { recordIntermissionPeriod } from '../modules/intermission/intermission.service';
import { parisToday } from '../../shared/time/paris';
import { findDemoEmployee, findDemoMission, findDemoReferent } from './sql';

/** The demo's skills sponsorship application (fixed id: the seed is idempotent). */
export const DEMO_TAX_ENGAGEMENT_ID = '6d1f4f0e-6a34-4f0b-9c51-3b0f5f1a0020';
export const DEMO_TAX_MISSION = 'tenue-de-la-comptabilite-de-l-association';
/** Salarié's declared daily cost: 400 €. */
export const DEMO_DAILY_COST_CENTS = 40_000;
export const DEMO_RECEIPT_NUMBER = 'RF-DEMO-001';

export type DemoTaxDeps = Pick<AppDeps, 'sql' | 'auth' | 'mailer' | 'env' | 'logger'>;

const ok = <T extends object>(outcome: Outcome<T>) => outcome.result.status === 'ok';

/**
 * Issue 20 demo, through the use cases: Acme declares salarie@acme.example's
 * daily cost, the employee applies on work time to the association's
 * tax-exempt skills mission, Acme's admin validates the dates in the
 * manager's place, the referent confirms, the employee finishes, Acme
 * reviews and validates the time (two tax-exemption lines); the association
 * issues a receipt for the first line (complete) and prepares one for the
 * second (to send). Idempotent: nothing is done once the application exists.
 */
export async function seedDemoTaxReceipts(deps: DemoTaxDeps): Promise<{ taxLinesCreated: number }> {
  if (await engagementExists(deps.sql, DEMO_TAX_ENGAGEMENT_ID)) return { taxLinesCreated: 0 };
  const [employee, admin, company, mission] = await Promise.all([
    findDemoEmployee(deps.sql, 'salarie@acme.example'),
    findDemoEmployee(deps.sql, 'rh@acme.example'),
    findCompanyBySlug(deps.sql, 'acme'),
    findDemoMission(deps.sql, DEMO_TAX_MISSION),
  ]);
  if (!employee || !admin || !company || !mission) return { taxLinesCreated: 0 };
  const adminActor: Actor = {
    userId: admin.userId,
    isPlatformAdmin: false,
    state: 'registered',
    companies: [{ companyId: company.id, holdingId: company.holdingId, role: 'COMPANY_ADMIN', entityId: null }],
    associations: [],
  };
  const employeeActor: Actor = {
    userId: employee.userId,
    isPlatformAdmin: false,
    state: 'registered',
    companies: [{ companyId: company.id, holdingId: company.holdingId, role: 'COMPANY_COLLABORATOR', entityId: null }],
    associations: [],
  };

  // The company declares the employee's daily cost on the employee form.
  const employment = await demoEmployment(deps.sql, company.id, employee.userId);
  if (!employment) return { taxLinesCreated: 0 };
  await updateEmployee(deps, adminActor, company, employee.userId, { ...employment, dailyCostCents: DEMO_DAILY_COST_CENTS });

  const now = new Date();
  const timeslotIds = (await demoNextSlots(deps.sql, mission.id, now, 2)).map((slot) => slot.id);
  if (timeslotIds.length < 2) return { taxLinesCreated: 0 };
  const applied = await applyToMission(deps, employeeActor, company.id, {
    engagementId: DEMO_TAX_ENGAGEMENT_ID,
    missionId: mission.id,
    timeslotIds,
    timeType: 'work',
    message: 'Bonjour, je suis contrôleuse de gestion et ravie de vous aider pour vos comptes.',
    onFull: 'reject',
    acknowledgeInsufficientCredit: true,
  });
  for (const mail of applied.mails) await deps.mailer.send(mail);
  if (!ok(applied)) return { taxLinesCreated: 0 };

  const dates = (await demoEngagementDates(deps.sql, DEMO_TAX_ENGAGEMENT_ID)).map((date) => date.id);
  for (const date of dates) await decideAsCompanyAdmin(deps, adminActor, company.id, date, 'validate');
  const referent = await findDemoReferent(deps.sql, mission);
  if (!referent) return { taxLinesCreated: 0 };
  const referentActor: Actor = { userId: referent.userId, isPlatformAdmin: false, state: 'registered', companies: [], associations: [{ associationId: mission.associationId, role: referent.role }] };
  if (!ok(await confirmEngagement(deps, { kind: 'association', associationId: mission.associationId, actor: referentActor }, DEMO_TAX_ENGAGEMENT_ID))) return { taxLinesCreated: 0 };
  if (!ok(await finishOwnEngagement(deps, { kind: 'employee', companyId: company.id, actor: employeeActor }, { engagementId: DEMO_TAX_ENGAGEMENT_ID }))) return { taxLinesCreated: 0 };

  // Acme reviews the time spent: validated, each date becomes a line.
  for (const date of dates) await reviewTimeSpent(deps, adminActor, company, date, 'validate');
  const lines = (await demoLinesOf(deps.sql, dates)).map((line) => line.id);
  if (lines.length < 2) return { taxLinesCreated: lines.length };

  // The association issues a receipt for the first line, and prepares one for the second.
  const associationAdmin: Actor = { ...referentActor, associations: [{ associationId: mission.associationId, role: 'ASSOCIATION_ADMIN' }] };
  const first = await createReceipt(deps, associationAdmin, mission.associationId, { lineIds: [lines[0]!] });
  if (first.result.status === 'ok') {
    await issueReceipt(deps, mission.associationId, first.result.receipt.id, {
      number: DEMO_RECEIPT_NUMBER,
      issuedOn: now.toISOString().slice(0, 10),
      associationAddress: '12 rue des Lilas, 75011 Paris',
      associationObject: "Lutter contre l'isolement et la précarité dans le quartier : aide alimentaire, accompagnement scolaire, lien social.",
    });
  }
  await createReceipt(deps, associationAdmin, mission.associationId, { lineIds: [lines[1]!] });
  return { taxLinesCreated: lines.length };
}

export const DEMO_INTERMISSION_ASSOCIATION = 'amis-du-quartier';
export const DEMO_INTERMISSION_EMPLOYEE = 'salarie@globex.example';

/**
 * Issue 20 intermission demo, through the use cases: the platform marks Les
 * Amis du Quartier eligible to intermission, and records for Globex (whose
 * custom plan includes intermission) a period Gabriel lent it between
 * assignments: 8 days at an average daily rate of 450 €, ending a week ago.
 * Idempotent: a second run is refused as an overlapping period.
 */
export async function seedDemoIntermission(deps: DemoTaxDeps, now = new Date()): Promise<{ periodsCreated: number }> {
  const admin = await demoUserId(deps.sql, 'admin@example.org');
  const member = await demoMember(deps.sql, DEMO_INTERMISSION_EMPLOYEE, 'globex');
  if (!admin || !member) return { periodsCreated: 0 };
  const { association } = await setAssociationIntermissionEligibility(deps.sql, DEMO_INTERMISSION_ASSOCIATION, true);
  const day = (offset: number) => parisToday(new Date(now.getTime() + offset * 86_400_000));
  const actor: Actor = { userId: admin, isPlatformAdmin: true, state: 'registered', companies: [], associations: [] };
  const recorded = await recordIntermissionPeriod(deps, actor, member.companyId, {
    employeeEmail: DEMO_INTERMISSION_EMPLOYEE,
    associationId: association.id,
    support: 'intermission',
    startsOn: day(-18),
    endsOn: day(-7),
    days: 8,
    averageDailyRateCents: 45_000,
  });
  return { periodsCreated: ok(recorded) ? 1 : 0 };
}
