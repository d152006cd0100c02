import { AppError } from '../../../shared/errors';
import type {
  EmployeeTeamBuildingList,
  TeamBuildingRequestDetail,
  TeamBuildingRequestList,
} from '../../../shared/team-building/team-building-api';
import {
  type TeamBuildingRequestAction,
  type TeamBuildingRequestParty,
  teamBuildingRequestMachine,
} from '../../../shared/team-building/team-building.machine';
import { canJoinRequest, canLeaveRequest, canTestify, checkParticipantsCount, isRequestableDate } from '../../../shared/team-building/team-building.rules';
import type { TeamBuildingRequestCancelInput, TeamBuildingRequestInput } from '../../../shared/team-building/team-building.schema';
import { parisToday } from '../../../shared/time/paris';
import { validationMessage } from '../../../shared/validation/messages';
import type { Sql, TransactionSql } from '../../db/connect';
import { OFFERED_STATES } from './manage.service';
import { presentCities, presentRequest, presentRequestListItem } from './present';
import * as q from './team-building.sql';

/**
 * Team-building requests (spec §3 'Request entity', §4 toConfirm, validated, finished, canceled): a company's managers
 * ask for a team building (the catalogue's published ones, or their own) on a day for a group; they confirm it once
 * arranged, mark it finished, or cancel it with one of the four reasons (the shared machine's `who`). The company's
 * employees join a confirmed request to come, within the team building's maximum, and testify once it is finished.
 * Everything is scoped by the company of the path: another company's request is a 404.
 */

/** Who reads or acts: their account, and whether they manage the company (`canManageCompany`). */
export interface RequestReader {
  userId: string;
  managesCompany: boolean;
}

const partyOf = (reader: RequestReader): TeamBuildingRequestParty => ({ managesCompany: reader.managesCompany });

/** The team building a request of the company is about: its own, or the catalogue's (never another company's). */
async function findRequested(sql: Sql, companyId: number, teamBuildingId: number) {
  return (await q.findTeamBuilding(sql, { kind: 'company', companyId }, teamBuildingId)) ?? (await q.findTeamBuilding(sql, { kind: 'catalogue' }, teamBuildingId));
}

/** Locks, `for share`, the team building the company may ask for: its own or the catalogue's; which one it is. */
async function lockRequestable(tx: TransactionSql, companyId: number, teamBuildingId: number): Promise<q.TeamBuildingOwner> {
  const own: q.TeamBuildingOwner = { kind: 'company', companyId };
  if (await q.lockTeamBuilding(tx, own, teamBuildingId, 'share')) return own;
  if (await q.lockTeamBuilding(tx, { kind: 'catalogue' }, teamBuildingId, 'share')) return { kind: 'catalogue' };
  throw new AppError('NOT_FOUND');
}

export async function listCompanyRequests(sql: Sql, companyId: number): Promise<TeamBuildingRequestList> {
  return { requests: (await q.listCompanyRequests(sql, companyId)).map(presentRequestListItem) };
}

export async function getCompanyRequest(sql: Sql, companyId: number, requestId: number, reader: RequestReader): Promise<TeamBuildingRequestDetail> {
  const row = await q.findCompanyRequest(sql, companyId, requestId);
  if (!row) throw new AppError('NOT_FOUND');
  const [teamBuilding, participants] = await Promise.all([findRequested(sql, companyId, row.teamBuildingId), q.listParticipants(sql, companyId, requestId)]);
  if (!teamBuilding) throw new AppError('NOT_FOUND');
  return {
    request: presentRequest(row),
    teamBuilding: {
      id: teamBuilding.id,
      companyId: teamBuilding.companyId,
      title: teamBuilding.title,
      duration: teamBuilding.duration,
      startTime: teamBuilding.startTime,
      endTime: teamBuilding.endTime,
      minParticipants: teamBuilding.minParticipants,
      maxParticipants: teamBuilding.maxParticipants,
      cities: presentCities(teamBuilding),
    },
    requestedByName: row.requestedByName,
    participants: participants.map((p) => ({ userId: p.userId, fullName: p.fullName, email: p.email, registeredAt: p.registeredAt.toISOString() })),
    testimonies: participants
      .filter((p) => p.testimony !== null)
      .map((p) => ({ userId: p.userId, fullName: p.fullName, testimony: p.testimony!, testifiedAt: p.testifiedAt!.toISOString() })),
    availableActions: teamBuildingRequestMachine.availableActions(row.state, partyOf(reader), { cancelReason: 'wrong_dates' }),
  };
}

/**
 * The company asks for a team building it is offered (published: the catalogue's, or its own) on a day to come, for a
 * group within its participant range. The team building is held `for share` meanwhile: it cannot be archived or
 * deleted halfway.
 */
export async function createRequest(sql: Sql, companyId: number, reader: RequestReader, teamBuildingId: number, input: TeamBuildingRequestInput, now = new Date()) {
  if (!isRequestableDate(input.desiredDate, parisToday(now))) {
    throw new AppError('VALIDATION_FAILED', undefined, { fields: { desiredDate: [validationMessage('date_not_future')] } });
  }
  const requestId = await sql.begin(async (tx) => {
    const owner = await lockRequestable(tx, companyId, teamBuildingId);
    const teamBuilding = await q.findTeamBuilding(tx, owner, teamBuildingId);
    if (!teamBuilding || !OFFERED_STATES.includes(teamBuilding.state)) throw new AppError('TEAM_BUILDING_UNAVAILABLE');
    const size = checkParticipantsCount(teamBuilding, input.participantsCount);
    if (!size.ok) {
      const message =
        input.participantsCount < teamBuilding.minParticipants
          ? validationMessage('number_min', { min: teamBuilding.minParticipants })
          : validationMessage('number_max', { max: teamBuilding.maxParticipants });
      throw new AppError(size.code, undefined, { fields: { participantsCount: [message] } });
    }
    return q.insertRequest(tx, { teamBuildingId, companyId, requestedBy: reader.userId, desiredDate: input.desiredDate, participantsCount: input.participantsCount, message: input.message });
  });
  return getCompanyRequest(sql, companyId, requestId, reader);
}

/**
 * A step of the request machine on the locked row: confirm, finish, cancel (with a reason). A step taken twice (two
 * managers canceling at once) finds the state the first left and is refused (INVALID_TRANSITION): nothing is undone
 * or released twice.
 */
export async function transitionRequest(
  sql: Sql,
  companyId: number,
  requestId: number,
  reader: RequestReader,
  action: TeamBuildingRequestAction,
  cancel: TeamBuildingRequestCancelInput | null,
) {
  await sql.begin(async (tx) => {
    const locked = await q.lockCompanyRequest(tx, companyId, requestId);
    if (!locked) throw new AppError('NOT_FOUND');
    const result = teamBuildingRequestMachine.authorize(locked.state, action, partyOf(reader), { cancelReason: cancel?.reason ?? null });
    if (!result.ok) throw new AppError(result.code);
    await q.setRequestState(tx, requestId, result.next, reader.userId, action === 'cancel' && cancel ? { reason: cancel.reason, message: cancel.message } : null);
  });
  return getCompanyRequest(sql, companyId, requestId, reader);
}

// ---- Employees

export async function listEmployeeTeamBuildings(sql: Sql, companyId: number, userId: string, now = new Date()): Promise<EmployeeTeamBuildingList> {
  const today = parisToday(now);
  const rows = await q.listEmployeeRequests(sql, companyId, userId, today);
  return {
    requests: rows.map((row) => ({
      ...row,
      canJoin: !row.joined && canJoinRequest(row, today, row.joinedCount, row.maxParticipants).ok,
      canLeave: row.joined && canLeaveRequest(row, today).ok,
      canTestify: row.joined && canTestify(row).ok,
    })),
  };
}

/**
 * An employee joins a confirmed request to come. The request's row is locked first, so joins wait for one another:
 * the count read after the lock is the one this insert adds to, and the maximum holds however many join at once.
 */
export async function joinRequest(sql: Sql, companyId: number, requestId: number, userId: string, now = new Date()): Promise<EmployeeTeamBuildingList> {
  await sql.begin(async (tx) => {
    const locked = await q.lockCompanyRequest(tx, companyId, requestId);
    if (!locked) throw new AppError('NOT_FOUND');
    if (await q.isParticipant(tx, requestId, userId)) return;
    const rule = canJoinRequest(locked, parisToday(now), await q.countParticipants(tx, requestId), locked.maxParticipants);
    if (!rule.ok) throw new AppError(rule.code);
    await q.insertParticipant(tx, companyId, requestId, userId);
  });
  return listEmployeeTeamBuildings(sql, companyId, userId, now);
}

export async function leaveRequest(sql: Sql, companyId: number, requestId: number, userId: string, now = new Date()): Promise<EmployeeTeamBuildingList> {
  await sql.begin(async (tx) => {
    const locked = await q.lockCompanyRequest(tx, companyId, requestId);
    if (!locked) throw new AppError('NOT_FOUND');
    const rule = canLeaveRequest(locked, parisToday(now));
    if (!rule.ok) throw new AppError(rule.code);
    await q.deleteParticipant(tx, companyId, requestId, userId);
  });
  return listEmployeeTeamBuildings(sql, companyId, userId, now);
}

/** A participant's testimony, once the team building is finished (written again, it replaces the first). */
export async function testify(sql: Sql, companyId: number, requestId: number, userId: string, testimony: string, now = new Date()): Promise<EmployeeTeamBuildingList> {
  await sql.begin(async (tx) => {
    const locked = await q.lockCompanyRequest(tx, companyId, requestId);
    if (!locked) throw new AppError('NOT_FOUND');
    const rule = canTestify(locked);
    if (!rule.ok) throw new AppError(rule.code);
    // Only a participant has a participation to write on: anyone else's is not found.
    if (!(await q.setTestimony(tx, companyId, requestId, userId, testimony))) throw new AppError('NOT_FOUND');
  });
  return listEmployeeTeamBuildings(sql, companyId, userId, now);
}
