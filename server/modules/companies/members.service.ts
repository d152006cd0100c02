import { AppError, type RuleResult } from '../../../shared/errors';
import type { Actor } from '../../../shared/permissions/actor';
import {
  type CompanyMemberAction,
  type MemberManager,
  assignableCompanyRoles,
  checkCompanyMemberAction,
  checkCompanyRoleChange,
  stateAfterEnabling,
} from '../../../shared/permissions/members';
import type { CompanyRole } from '../../../shared/permissions/roles';
import { buildExternalUrl } from '../../../shared/routes';
import { fullName } from '../../../shared/users/me';
import type { CompanyMembersList, InvitationReport } from '../../../shared/users/membership.schema';
import type { UserState } from '../../../shared/users/user.schema';
import type { AppDeps } from '../../http/types';
import type { MailMessage } from '../../mail/mailer';
import { findUserDisplayName, inviteOne, sendAll } from '../users/invitations.service';
import type { CompanyRecord } from './sql';
import * as q from './members.sql';

type Deps = Pick<AppDeps, 'sql' | 'auth' | 'mailer' | 'env' | 'logger'>;

function managerOf(actor: Actor, company: CompanyRecord): MemberManager {
  return { userId: actor.userId, assignableRoles: assignableCompanyRoles(actor, company) };
}

function enforce(result: RuleResult) {
  if (!result.ok) throw new AppError(result.code);
}

export async function listMembers(deps: Deps, actor: Actor, company: CompanyRecord, state: UserState | undefined): Promise<CompanyMembersList> {
  const [rows, counts] = await Promise.all([q.listCompanyMembers(deps.sql, company.id, state), q.countCompanyMembersByState(deps.sql, company.id)]);
  return {
    members: rows.map((row) => ({
      userId: row.userId,
      email: row.email,
      fullName: fullName(row.firstName, row.lastName, row.email),
      role: row.role,
      state: row.state,
      entity: row.entityId !== null ? { id: row.entityId, name: row.entityName! } : null,
    })),
    counts: Object.fromEntries(counts.map((row) => [row.state, row.count])),
    assignableRoles: assignableCompanyRoles(actor, company),
    viewerId: actor.userId,
  };
}

/** The company's employees by account state (the company's home counts them). */
export function countMembersByState(sql: AppDeps['sql'], companyId: number) {
  return q.countCompanyMembersByState(sql, companyId);
}

/** Invites several employees at once; each address gets a link, or the membership if it already has an account. */
export async function inviteEmployees(deps: Deps, actor: Actor, company: CompanyRecord, emails: string[]): Promise<InvitationReport> {
  const organisation = { kind: 'company' as const, id: company.id, slug: company.slug, name: company.name };
  const { report, mails } = await deps.sql.begin(async (tx) => {
    const inviterName = (await findUserDisplayName(tx, actor.userId)) ?? company.name;
    const report: InvitationReport = { invited: [], added: [], alreadyMembers: [] };
    const mails: Array<MailMessage | null> = [];
    for (const email of emails) {
      const result = await inviteOne(tx, deps, { email, organisation, role: 'COMPANY_COLLABORATOR', invitedBy: actor.userId, inviterName });
      ({ invited: report.invited, added: report.added, already_member: report.alreadyMembers })[result.outcome].push(email);
      mails.push(result.mail);
    }
    return { report, mails };
  });
  await sendAll(deps, mails);
  return report;
}

/**
 * validate: toValidate -> registered, and the employee is told by e-mail.
 * disable: signed out everywhere at once and kept out. enable: back where the account stood.
 */
export async function applyMemberAction(deps: Deps, actor: Actor, company: CompanyRecord, userId: string, action: Exclude<CompanyMemberAction, 'change_role'>) {
  const validated = await deps.sql.begin(async (tx) => {
    const member = await q.lockCompanyMember(tx, company.id, userId);
    if (!member) throw new AppError('NOT_FOUND');
    enforce(checkCompanyMemberAction(managerOf(actor, company), member, action));
    if (action === 'validate') await q.setMemberState(tx, company.id, userId, 'registered');
    if (action === 'enable') await q.setMemberState(tx, company.id, userId, stateAfterEnabling(member));
    if (action === 'disable') {
      await q.setMemberState(tx, company.id, userId, 'disabled');
      await q.deleteSessionsOfUser(tx, userId);
    }
    return action === 'validate' ? member : null;
  });
  if (validated) {
    const url = buildExternalUrl(deps.env.baseUrl, 'space.home', { type: 'employee', companySlug: company.slug });
    const params = { organisation: company.name, url, ...(validated.firstName ? { name: validated.firstName } : {}) };
    await sendAll(deps, [{ to: validated.email, template: 'account_validated', lang: validated.lang, params }]);
  }
}

export async function changeMemberRole(deps: Deps, actor: Actor, company: CompanyRecord, userId: string, role: CompanyRole) {
  await deps.sql.begin(async (tx) => {
    const member = await q.lockCompanyMember(tx, company.id, userId);
    if (!member) throw new AppError('NOT_FOUND');
    enforce(checkCompanyRoleChange(managerOf(actor, company), member, role));
    await q.setCompanyMemberRole(tx, company.id, userId, role);
  });
}
