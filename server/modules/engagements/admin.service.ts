import { z } from 'zod';
import type { AdminEngagementDetail } from '../../../shared/engagements/admin-engagement.schema';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../../shared/permissions/actor';
import { canImpersonateUser } from '../../../shared/permissions/policies';
import { ADMIN_USER_ENGAGEMENTS_PAGE_SIZE, type AdminActionList, type AdminUserEngagementList } from '../../../shared/users/admin.schema';
import { fullName } from '../../../shared/users/me';
import type { Sql } from '../../db/connect';
import { listActionsOn } from '../users/admin-audit.service';
import { adminUserExists } from '../users/admin.service';
import * as q from './admin.sql';

const isUuid = (value: string) => z.uuid().safeParse(value).success;
const hours = (value: string | null) => (value === null ? null : Number(value));

/**
 * `/admin/engagements/{id}` (issue 16): an application as a platform administrator reads it, whatever its tenant:
 * its facts, the volunteer, the mission and the organisations, its dates and their decisions, the history of its
 * steps, and how many messages were exchanged. A malformed or unknown id is 404.
 */
export async function getEngagementForAdmin(sql: Sql, actor: Actor, engagementId: string): Promise<AdminEngagementDetail> {
  if (!isUuid(engagementId)) throw new AppError('NOT_FOUND');
  const [row, dates, history] = await Promise.all([
    q.findEngagementForAdmin(sql, engagementId),
    q.listEngagementDatesForAdmin(sql, engagementId),
    q.listEngagementHistoryForAdmin(sql, engagementId),
  ]);
  if (!row) throw new AppError('NOT_FOUND');
  const verdict = canImpersonateUser(actor, { userId: row.userId, isPlatformAdmin: row.userRole === 'admin', state: row.userState });
  return {
    engagement: {
      id: row.id,
      state: row.state,
      timeType: row.timeType,
      message: row.message,
      cancelReason: row.cancelReason,
      cancelOtherReason: row.cancelOtherReason,
      cancelMessage: row.cancelMessage,
      approximateDurationHours: hours(row.approximateDurationHours),
      revisedDurationHours: hours(row.revisedDurationHours),
      testimony: row.testimony,
      surveyCompletedAt: row.surveyCompletedAt?.toISOString() ?? null,
      externalRegistrationDone: row.externalRegistrationDone,
      createdAt: row.createdAt.toISOString(),
      lastActivityAt: row.lastActivityAt.toISOString(),
    },
    volunteer: { id: row.userId, email: row.userEmail, fullName: fullName(row.userFirstName, row.userLastName, row.userEmail), state: row.userState, ssoId: row.ssoId },
    mission: { id: row.missionId, slug: row.missionSlug, title: row.missionTitle, state: row.missionState, publisherType: row.publisherType },
    company: { slug: row.companySlug, name: row.companyName },
    association: row.associationSlug && row.associationName ? { slug: row.associationSlug, name: row.associationName } : null,
    dates: dates.map((date) => ({
      id: date.id,
      startsAt: date.startsAt.toISOString(),
      endsAt: date.endsAt.toISOString(),
      state: date.state,
      validatorType: date.validatorType,
      validatedBy: date.validatorEmail ? fullName(date.validatorFirstName, date.validatorLastName, date.validatorEmail) : null,
      managerEmail: date.managerEmail,
      decidedAt: date.decidedAt?.toISOString() ?? null,
      reviewStatus: date.reviewStatus,
    })),
    history: history.map((step) => ({
      id: step.id,
      action: step.action,
      fromState: step.fromState,
      toState: step.toState,
      actorKind: step.actorKind,
      actor: step.actorId && step.actorEmail ? { id: step.actorId, fullName: fullName(step.actorFirstName, step.actorLastName, step.actorEmail) } : null,
      dateId: step.dateId,
      createdAt: step.createdAt.toISOString(),
    })),
    messagesCount: row.messagesCount,
    impersonationRefusal: verdict.ok ? null : 'CANNOT_IMPERSONATE',
  };
}

/** What administrators did on an application: on it, and on each of its dates. 404 for an unknown one. */
export async function listEngagementActions(sql: Sql, engagementId: string, page: number): Promise<AdminActionList> {
  if (!isUuid(engagementId)) throw new AppError('NOT_FOUND');
  const [row, dates] = await Promise.all([q.findEngagementForAdmin(sql, engagementId), q.listEngagementDatesForAdmin(sql, engagementId)]);
  if (!row) throw new AppError('NOT_FOUND');
  const id = engagementId.toLowerCase();
  return listActionsOn(sql, [{ type: 'engagement', id }, ...dates.map((date) => ({ type: 'engagement_date' as const, id: String(date.id) }))], page);
}

/** The applications of a user, newest first, on their admin page. 404 for an unknown user. */
export async function listUserEngagements(sql: Sql, userId: string, page: number): Promise<AdminUserEngagementList> {
  if (!isUuid(userId) || !(await adminUserExists(sql, userId))) throw new AppError('NOT_FOUND');
  const [rows, total] = await q.listUserEngagementsForAdmin(sql, userId, {
    limit: ADMIN_USER_ENGAGEMENTS_PAGE_SIZE,
    offset: (page - 1) * ADMIN_USER_ENGAGEMENTS_PAGE_SIZE,
  });
  return {
    engagements: rows.map((row) => ({
      id: row.id,
      state: row.state,
      createdAt: row.createdAt.toISOString(),
      mission: { id: row.missionId, title: row.missionTitle },
      company: { slug: row.companySlug, name: row.companyName },
      association: row.associationSlug && row.associationName ? { slug: row.associationSlug, name: row.associationName } : null,
    })),
    total,
    page,
    pageSize: ADMIN_USER_ENGAGEMENTS_PAGE_SIZE,
  };
}
