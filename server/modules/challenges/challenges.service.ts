import type { ChallengeInput } from '../../../shared/challenges/challenge.schema';
import { canParticipateInChallenge, canRecordChallengeAttendance, canUnregisterFromChallenge, isChallengeListedFor } from '../../../shared/challenges/challenge.rules';
import type { ChallengeParticipant, CompanyChallenge, EmployeeChallenge } from '../../../shared/challenges/challenge.views';
import { fullName } from '../../../shared/users/me';
import { AppError } from '../../../shared/errors';
import { instantToParis } from '../../../shared/time/paris';
import type { Sql } from '../../db/connect';
import { presentCompanyChallenge, presentEmployeeChallenge } from './present';
import * as q from './challenges.sql';

/**
 * Awareness events (spec §3 'Challenge (event)'), managed by the company's admins and joined by its employees.
 * Every query names the company of the request, so another company's event is a 404, never a read or a write.
 */

export async function listCompanyChallenges(sql: Sql, companyId: number, now = new Date()): Promise<CompanyChallenge[]> {
  return (await q.listCompanyChallenges(sql, companyId)).map((row) => presentCompanyChallenge(row, now));
}

export async function getCompanyChallenge(sql: Sql, companyId: number, challengeId: number, now = new Date()): Promise<CompanyChallenge> {
  const row = await q.findCompanyChallenge(sql, companyId, challengeId);
  if (!row) throw new AppError('NOT_FOUND');
  return presentCompanyChallenge(row, now);
}

export async function createChallenge(sql: Sql, companyId: number, createdBy: string | null, input: ChallengeInput, now = new Date()): Promise<CompanyChallenge> {
  const id = await q.insertChallenge(sql, companyId, createdBy, input);
  return getCompanyChallenge(sql, companyId, id, now);
}

export async function updateChallenge(sql: Sql, companyId: number, challengeId: number, input: ChallengeInput, now = new Date()): Promise<CompanyChallenge> {
  if (!(await q.updateChallenge(sql, companyId, challengeId, input))) throw new AppError('NOT_FOUND');
  return getCompanyChallenge(sql, companyId, challengeId, now);
}

/** Publishes (active) or hides an event; its participations stay. */
export async function setChallengeActive(sql: Sql, companyId: number, challengeId: number, isActive: boolean, now = new Date()): Promise<CompanyChallenge> {
  if (!(await q.setChallengeActive(sql, companyId, challengeId, isActive))) throw new AppError('NOT_FOUND');
  return getCompanyChallenge(sql, companyId, challengeId, now);
}

/** The day before today in Paris: no event of an earlier day can still be listed (shown, or its points pending). */
function listingFloor(now: Date): string {
  return instantToParis(new Date(now.getTime() - 48 * 3_600_000)).date;
}

/** The events an employee sees (`isChallengeListedFor`), soonest first, with their participation and actions. */
export async function listEmployeeChallenges(sql: Sql, companyId: number, userId: string, now = new Date()): Promise<EmployeeChallenge[]> {
  const rows = await q.listEmployeeChallenges(sql, companyId, userId, listingFloor(now));
  return rows.filter((row) => isChallengeListedFor(row, row.registeredAt !== null, now)).map((row) => presentEmployeeChallenge(row, now));
}

/** One event for an employee, or null when they may not see it (the same rule as the list). */
export async function findEmployeeChallenge(sql: Sql, companyId: number, userId: string, challengeId: number, now = new Date()): Promise<EmployeeChallenge | null> {
  const row = await q.findEmployeeChallenge(sql, companyId, userId, challengeId);
  if (!row || !isChallengeListedFor(row, row.registeredAt !== null, now)) return null;
  return presentEmployeeChallenge(row, now);
}

export async function getEmployeeChallenge(sql: Sql, companyId: number, userId: string, challengeId: number, now = new Date()): Promise<EmployeeChallenge> {
  const challenge = await findEmployeeChallenge(sql, companyId, userId, challengeId, now);
  if (!challenge) throw new AppError('NOT_FOUND');
  return challenge;
}

/**
 * Registers the employee (spec: « Je participe »). Idempotent: registering again answers the same registration.
 * Refused once the event is over (CHALLENGE_CLOSED); an inactive event is unknown. The event is read under a share
 * lock, so an admin cannot hide it between the check and the registration.
 */
export async function participateInChallenge(sql: Sql, companyId: number, userId: string, challengeId: number, now = new Date()): Promise<EmployeeChallenge | null> {
  await sql.begin(async (tx) => {
    const challenge = await q.findCompanyChallenge(tx, companyId, challengeId, { lock: true });
    if (!challenge) throw new AppError('NOT_FOUND');
    const mine = await q.findEmployeeChallenge(tx, companyId, userId, challengeId);
    if (mine?.registeredAt) return;
    const rule = canParticipateInChallenge(challenge, now);
    if (!rule.ok) throw new AppError(rule.code);
    if (!(await q.isMember(tx, companyId, userId))) throw new AppError('FORBIDDEN');
    await q.insertParticipation(tx, companyId, challengeId, userId);
  });
  return findEmployeeChallenge(sql, companyId, userId, challengeId, now);
}

/** Unregisters the employee until the event starts (CHALLENGE_ALREADY_STARTED after); not registered: nothing to do. */
export async function unregisterFromChallenge(sql: Sql, companyId: number, userId: string, challengeId: number, now = new Date()): Promise<EmployeeChallenge | null> {
  await sql.begin(async (tx) => {
    const challenge = await q.findCompanyChallenge(tx, companyId, challengeId, { lock: true });
    if (!challenge) throw new AppError('NOT_FOUND');
    const rule = canUnregisterFromChallenge(challenge, now);
    if (!rule.ok) throw new AppError(rule.code);
    await q.deleteParticipation(tx, companyId, challengeId, userId);
  });
  return findEmployeeChallenge(sql, companyId, userId, challengeId, now);
}

/** The participants of one of the company's events, in order of registration, with their attendance and points. */
export async function listChallengeParticipants(sql: Sql, companyId: number, challengeId: number): Promise<ChallengeParticipant[]> {
  if (!(await q.findCompanyChallenge(sql, companyId, challengeId))) throw new AppError('NOT_FOUND');
  return (await q.listParticipants(sql, companyId, challengeId)).map((row) => ({
    userId: row.userId,
    name: fullName(row.firstName, row.lastName, row.email),
    email: row.email,
    registeredAt: row.registeredAt.toISOString(),
    attended: row.attended,
    pointsEarned: row.pointsEarned,
  }));
}

/**
 * Records whether a participant attended, once the event has started (CHALLENGE_NOT_STARTED before): attending earns
 * the event's points (shown to them within 24 hours of the event's end, spec §9); marking them absent takes them back.
 */
export async function recordChallengeAttendance(sql: Sql, companyId: number, challengeId: number, userId: string, attended: boolean, now = new Date()): Promise<void> {
  const challenge = await q.findCompanyChallenge(sql, companyId, challengeId);
  if (!challenge) throw new AppError('NOT_FOUND');
  const rule = canRecordChallengeAttendance(challenge, now);
  if (!rule.ok) throw new AppError(rule.code);
  if (!(await q.updateAttendance(sql, companyId, challengeId, userId, attended))) throw new AppError('NOT_FOUND');
}
