import type { Actor } from '../../shared/permissions/actor';
import type { Sql } from '../db/connect';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
import { applyToMission } from '../modules/engagements/apply.service';
import { engagementExists } from '../modules/engagements/read.service';
import type { Outcome } from '../http/mutation';
import { cancelEngagement, confirmEngagement, finishOwnEngagement } from '../modules/engagements/transitions.service';
import { findDemoEmployee, findDemoMission, findDemoReferent, findFirstTimeslotAfter } from './sql';

/** The demo employee whose 'Mes expériences' shows an application in every state (issue 6 demo data). */
export const DEMO_ENGAGEMENT_EMPLOYEE = 'salarie@acme.example';

/**
 * One demo application: a fixed id (so the seed is idempotent), the mission by
 * slug, the slot (days from the seed's day) for a timeslot mission, and the
 * state it is taken to through the real use cases. The missions avoid the ones
 * the e2e tests apply to as this employee (Distribution alimentaire, whose
 * one-place slot stays free, Refonte du site, Atelier numérique).
 */
export const DEMO_ENGAGEMENTS = [
  // Created, a work-time date awaiting the manager: the request mail with its /validation-manager/{token} link goes to the outbox.
  { id: '6d1f4f0e-6a34-4f0b-9c51-3b0f5f1a0001', missionSlug: 'nettoyage-des-berges-de-la-seine', slotInDays: 6, timeType: 'work', to: 'created' },
  { id: '6d1f4f0e-6a34-4f0b-9c51-3b0f5f1a0002', missionSlug: 'accompagnement-scolaire', timeType: 'personal', to: 'validated' },
  {
    id: '6d1f4f0e-6a34-4f0b-9c51-3b0f5f1a0003',
    missionSlug: 'collecte-de-vetements-d-hiver',
    timeType: 'personal',
    to: 'finished',
    testimony: 'Une matinée très riche : nous avons trié plus de deux cents manteaux avec une équipe formidable. Je recommande !',
  },
  { id: '6d1f4f0e-6a34-4f0b-9c51-3b0f5f1a0004', missionSlug: 'plantation-d-arbres-en-bretagne', timeType: 'personal', to: 'canceled' },
] as const satisfies ReadonlyArray<{
  id: string;
  missionSlug: string;
  slotInDays?: number;
  timeType: 'work' | 'personal';
  to: 'created' | 'validated' | 'finished' | 'canceled';
  testimony?: string;
}>;

export interface DemoEngagementDeps {
  sql: Sql;
  env: Pick<Env, 'baseUrl'>;
  mailer: Mailer;
}

/** The mission's referent (or, without one, an admin of its association) as the actor of the association's steps. */
async function referentOf(sql: Sql, mission: { associationId: number; supervisorId: string | null }): Promise<Actor | undefined> {
  const member = await findDemoReferent(sql, mission);
  if (!member) return undefined;
  return { userId: member.userId, isPlatformAdmin: false, state: 'registered', companies: [], associations: [{ associationId: mission.associationId, role: member.role }] };
}

/** The demo mission, and for a timeslot mission the slot the seed made `slotInDays` days after its day. */
async function missionOf(sql: Sql, slug: string, slotInDays: number | undefined, now: Date) {
  const mission = await findDemoMission(sql, slug);
  if (!mission) return undefined;
  if (slotInDays === undefined) return { ...mission, timeslotIds: [] };
  const slotId = await findFirstTimeslotAfter(sql, mission.id, new Date(now.getTime() + (slotInDays - 1) * 86_400_000));
  return slotId === undefined ? undefined : { ...mission, timeslotIds: [slotId] };
}

/** Sends what a use case left to send once committed (the outbox records it without SMTP). */
async function settle<T extends object>(deps: DemoEngagementDeps, outcome: Outcome<T>): Promise<boolean> {
  for (const mail of outcome.mails) await deps.mailer.send(mail);
  return outcome.result.status === 'ok';
}

/**
 * Writes the demo applications of the demo employee through the real use
 * cases (apply, confirm, finish, cancel), so places, credits, dates, history
 * and mail are what the product makes. Idempotent: an application whose id
 * exists is left as it is. Run after seedDemo (it needs its missions and
 * accounts) and outside its transaction (each use case commits, then mails).
 */
export async function seedDemoEngagements(deps: DemoEngagementDeps, options: { now?: Date } = {}): Promise<{ engagementsCreated: number }> {
  const now = options.now ?? new Date();
  const ids = await findDemoEmployee(deps.sql, DEMO_ENGAGEMENT_EMPLOYEE);
  if (!ids) return { engagementsCreated: 0 };
  const employee: Actor = {
    userId: ids.userId,
    isPlatformAdmin: false,
    state: 'registered',
    companies: [{ companyId: ids.companyId, holdingId: ids.holdingId, role: 'COMPANY_COLLABORATOR', entityId: null }],
    associations: [],
  };
  const employeeSide = { kind: 'employee' as const, companyId: ids.companyId, actor: employee };
  let engagementsCreated = 0;

  for (const demo of DEMO_ENGAGEMENTS) {
    if (await engagementExists(deps.sql, demo.id)) continue;
    const mission = await missionOf(deps.sql, demo.missionSlug, 'slotInDays' in demo ? demo.slotInDays : undefined, now);
    if (!mission) continue;
    const applied = await applyToMission(
      deps,
      employee,
      ids.companyId,
      {
        engagementId: demo.id,
        missionId: mission.id,
        timeslotIds: mission.timeslotIds,
        timeType: demo.timeType,
        message: 'Bonjour, je suis disponible et motivé(e) pour vous aider. À bientôt !',
        onFull: 'reject',
        acknowledgeInsufficientCredit: true,
      },
      now,
    );
    // Refused (e.g. the employee already applied to that mission by hand): nothing more to do for it.
    if (!(await settle(deps, applied))) continue;
    engagementsCreated++;

    if (demo.to === 'validated' || demo.to === 'finished') {
      const referent = await referentOf(deps.sql, mission);
      if (!referent) continue;
      if (!(await settle(deps, await confirmEngagement(deps, { kind: 'association', associationId: mission.associationId, actor: referent }, demo.id)))) continue;
    }
    if (demo.to === 'finished') {
      await settle(deps, await finishOwnEngagement(deps, employeeSide, { engagementId: demo.id, testimony: 'testimony' in demo ? demo.testimony : undefined, revisedDurationHours: 4 }));
    }
    if (demo.to === 'canceled') {
      await settle(
        deps,
        await cancelEngagement(deps, employeeSide, {
          engagementId: demo.id,
          reason: 'professional_constraint',
          message: 'Un déplacement professionnel tombe sur ces dates, désolé. Je postulerai à la prochaine plantation.',
        }),
      );
    }
  }
  return { engagementsCreated };
}
