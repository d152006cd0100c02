import { AppError, type RuleResult } from '../../../shared/errors';
import type { Actor } from '../../../shared/permissions/actor';
import {
  type MemberManager,
  assignableCompanyRoles,
  checkCompanyMemberAction,
  checkCompanyMemberEdit,
  checkCompanyRoleChange,
  companyMemberActions,
  stateAfterEnabling,
} from '../../../shared/permissions/members';
import type { CompanyRole } from '../../../shared/permissions/roles';
import { buildExternalUrl } from '../../../shared/routes';
import { fullName } from '../../../shared/users/me';
import { MAX_INVITED_ADDRESSES, splitEmailList } from '../../../shared/users/employee-import';
import { type BulkEmployeeResult, type CompanyMembersList, EMPLOYEES_PAGE_SIZE, type EmployeeListQuery, type InvitationReport } from '../../../shared/users/membership.schema';
import { validationMessage } from '../../../shared/validation/messages';
import type { Sql, TransactionSql } from '../../db/connect';
import { errorMessage } from '../../http/messages';
import type { AppDeps } from '../../http/types';
import type { MailMessage } from '../../mail/mailer';
import { type Organisation, findUserDisplayName, inviteOne, sendAll } from '../users/invitations.service';
import type { CompanyRecord } from './sql';
import * as q from './members.sql';
import type { LockedCompanyMember } from './members.sql';

type Tx = Sql | TransactionSql;

/** An employee's role and employment as the route has checked them. */
export interface EmployeeUpdate {
  role: CompanyRole;
  entityId: number | null;
  managerEmail: string | null;
  matricule: string | null;
  /** Issue 20: absent keeps the declared daily cost. */
  dailyCostCents?: number | null;
}

export type Deps = Pick<AppDeps, 'sql' | 'auth' | 'mailer' | 'env' | 'logger'>;

export function managerOf(actor: Actor, company: CompanyRecord): MemberManager {
  return { userId: actor.userId, assignableRoles: assignableCompanyRoles(actor, company) };
}

export function enforce(result: RuleResult) {
  if (!result.ok) throw new AppError(result.code);
}

export async function listMembers(deps: Deps, actor: Actor, company: CompanyRecord, query: EmployeeListQuery): Promise<CompanyMembersList> {
  const filter = { q: query.q, state: query.state, entity: query.entity, role: query.role };
  const offset = (query.page - 1) * EMPLOYEES_PAGE_SIZE;
  const [rows, total, counts, entities] = await Promise.all([
    q.listCompanyMembers(deps.sql, company.id, filter, { limit: EMPLOYEES_PAGE_SIZE, offset }),
    q.countCompanyMembers(deps.sql, company.id, filter),
    q.countCompanyMembersByState(deps.sql, company.id),
    q.listCompanyEntities(deps.sql, company.id),
  ]);
  const manager = managerOf(actor, company);
  return {
    members: rows.map((row) => ({
      userId: row.userId,
      email: row.email,
      fullName: fullName(row.firstName, row.lastName, row.email),
      role: row.role,
      state: row.state,
      entity: row.entityId !== null ? { id: row.entityId, name: row.entityName! } : null,
      managerEmail: row.managerEmail,
      matricule: row.matricule,
      dailyCostCents: row.dailyCostCents,
      actions: companyMemberActions(manager, row),
    })),
    total,
    page: query.page,
    pageSize: EMPLOYEES_PAGE_SIZE,
    counts: Object.fromEntries(counts.map((row) => [row.state, row.count])),
    entities: [...entities],
    assignableRoles: manager.assignableRoles as CompanyRole[],
    viewerId: actor.userId,
  };
}

/** The company's employees by account state (the company's home counts them). */
export function countMembersByState(sql: AppDeps['sql'], companyId: number) {
  return q.countCompanyMembersByState(sql, companyId);
}

/** The company as the invitation flow names it. */
export function organisationOf(company: CompanyRecord): Organisation {
  return { kind: 'company', id: company.id, slug: company.slug, name: company.name };
}

/**
 * Invites the addresses typed in the field (spaces, commas, semicolons or new lines between them): each well-formed
 * one gets a link, or the membership if it already has an account; the others are named with their line, and
 * nothing is sent to them.
 */
export async function inviteEmployees(deps: Deps, actor: Actor, company: CompanyRecord, text: string): Promise<InvitationReport> {
  const { valid, invalid } = splitEmailList(text);
  if (valid.length === 0) {
    const messages = invalid.map((entry) => validationMessage('email_invalid', { email: entry.value }));
    throw new AppError('VALIDATION_FAILED', undefined, { fields: { emails: messages.length > 0 ? messages : [validationMessage('emails_required')] } });
  }
  if (valid.length > MAX_INVITED_ADDRESSES) {
    throw new AppError('VALIDATION_FAILED', undefined, { fields: { emails: [validationMessage('multi_select_max', { max: MAX_INVITED_ADDRESSES })] } });
  }
  const organisation = organisationOf(company);
  const { report, mails } = await deps.sql.begin(async (tx) => {
    const inviterName = (await findUserDisplayName(tx, actor.userId)) ?? company.name;
    const report: InvitationReport = { invited: [], added: [], alreadyMembers: [], invalid };
    const mails: Array<MailMessage | null> = [];
    for (const email of valid) {
      const result = await inviteOne(tx, deps, { email, organisation, role: 'COMPANY_COLLABORATOR', invitedBy: actor.userId, inviterName });
      ({ invited: report.invited, added: report.added, already_member: report.alreadyMembers })[result.outcome].push(email);
      mails.push(result.mail);
    }
    return { report, mails };
  });
  await sendAll(deps, mails);
  return report;
}

/** One employee's role and employment (entity, manager e-mail, matricule), in one transaction. */
export async function updateEmployee(deps: Deps, actor: Actor, company: CompanyRecord, userId: string, input: EmployeeUpdate) {
  await deps.sql.begin(async (tx) => {
    const member = await q.lockCompanyMember(tx, company.id, userId);
    if (!member) throw new AppError('NOT_FOUND');
    enforce(checkCompanyMemberEdit(managerOf(actor, company), member, input.role));
    if (input.entityId !== null && !(await q.listCompanyEntities(tx, company.id)).some((entity) => entity.id === input.entityId)) {
      throw new AppError('VALIDATION_FAILED', undefined, { fields: { entityId: [validationMessage('choose_from_list')] } });
    }
    if (input.matricule !== null) {
      const holder = await q.matriculeHolder(tx, company.id, input.matricule);
      if (holder !== null && holder !== userId) throw new AppError('MATRICULE_TAKEN', undefined, { fields: { matricule: [errorMessage('MATRICULE_TAKEN')] } });
    }
    await q.updateCompanyMemberEmployment(tx, company.id, userId, input);
  });
}

/**
 * One action on a selection of employees: each is decided on its own, in a savepoint of one transaction, so a
 * refusal (or an unexpected failure) for one leaves the others done. The answer is spec §7's bulk shape: the
 * employees changed, and the error map employee -> messages.
 */
export async function bulkUpdateEmployees(deps: Deps, actor: Actor, company: CompanyRecord, input: BulkEmployeeCommand): Promise<BulkEmployeeResult> {
  const manager = managerOf(actor, company);
  const { result, validated } = await deps.sql.begin(async (tx) => {
    const result: BulkEmployeeResult = { done: [], errors: {}, codes: {}, message: '' };
    const validated: LockedCompanyMember[] = [];
    if (input.action === 'change_entity' && input.entityId !== null && !(await q.listCompanyEntities(tx, company.id)).some((entity) => entity.id === input.entityId)) {
      throw new AppError('VALIDATION_FAILED', undefined, { fields: { entityId: [validationMessage('choose_from_list')] } });
    }
    for (const userId of input.userIds) {
      try {
        const member = await tx.savepoint(async (step) => {
          const member = await q.lockCompanyMember(step, company.id, userId);
          if (!member) throw new AppError('NOT_FOUND');
          await applyBulkStep(step, manager, company, member, input);
          return member;
        });
        result.done.push(userId);
        if (input.action === 'validate') validated.push(member);
      } catch (error) {
        const code = error instanceof AppError ? error.code : 'INTERNAL';
        if (code === 'INTERNAL') deps.logger.error({ msg: 'bulk employee action failed', action: input.action, userId, error: String(error) });
        result.codes[userId] = code;
        result.errors[userId] = [errorMessage(code)];
      }
    }
    return { result, validated };
  });
  await sendAll(deps, validated.map((member) => validationMail(deps, company, member)));
  // Refusals speak for themselves in the map; a failure nobody expected gets spec §7's message.
  result.message = Object.values(result.codes).includes('INTERNAL') ? errorMessage('UNEXPECTED') : '';
  return result;
}

export type BulkEmployeeCommand =
  | { userIds: string[]; action: 'validate' | 'disable' | 'enable' }
  | { userIds: string[]; action: 'change_role'; role: CompanyRole }
  | { userIds: string[]; action: 'change_entity'; entityId: number | null };

async function applyBulkStep(tx: Tx, manager: MemberManager, company: CompanyRecord, member: LockedCompanyMember, input: BulkEmployeeCommand) {
  switch (input.action) {
    case 'change_role':
      enforce(checkCompanyRoleChange(manager, member, input.role));
      return q.setCompanyMemberRole(tx, company.id, member.userId, input.role);
    case 'change_entity':
      enforce(checkCompanyMemberEdit(manager, member, member.role));
      return q.setCompanyMemberEntity(tx, company.id, member.userId, input.entityId);
    default:
      enforce(checkCompanyMemberAction(manager, member, input.action));
      return changeState(tx, company, member, input.action);
  }
}

async function changeState(tx: Tx, company: CompanyRecord, member: LockedCompanyMember, action: 'validate' | 'disable' | 'enable') {
  if (action === 'validate') await q.setMemberState(tx, company.id, member.userId, 'registered');
  if (action === 'enable') await q.setMemberState(tx, company.id, member.userId, stateAfterEnabling(member));
  if (action === 'disable') {
    await q.setMemberState(tx, company.id, member.userId, 'disabled');
    await q.deleteSessionsOfUser(tx, member.userId);
  }
}

/** The e-mail telling an employee their account is validated. */
function validationMail(deps: Deps, company: CompanyRecord, member: LockedCompanyMember): MailMessage {
  const url = buildExternalUrl(deps.env.baseUrl, 'space.home', { type: 'employee', companySlug: company.slug });
  const params = { organisation: company.name, url, ...(member.firstName ? { name: member.firstName } : {}) };
  return { to: member.email, template: 'account_validated', lang: member.lang, params };
}

/**
 * validate: toValidate -> registered, and the employee is told by e-mail.
 * disable: signed out everywhere at once and kept out. enable: back where the account stood.
 */
export async function applyMemberAction(deps: Deps, actor: Actor, company: CompanyRecord, userId: string, action: 'validate' | 'disable' | 'enable') {
  const validated = await deps.sql.begin(async (tx) => {
    const member = await q.lockCompanyMember(tx, company.id, userId);
    if (!member) throw new AppError('NOT_FOUND');
    enforce(checkCompanyMemberAction(managerOf(actor, company), member, action));
    await changeState(tx, company, member, action);
    return action === 'validate' ? member : null;
  });
  if (validated) await sendAll(deps, [validationMail(deps, company, validated)]);
}

export async function changeMemberRole(deps: Deps, actor: Actor, company: CompanyRecord, userId: string, role: CompanyRole) {
  await deps.sql.begin(async (tx) => {
    const member = await q.lockCompanyMember(tx, company.id, userId);
    if (!member) throw new AppError('NOT_FOUND');
    enforce(checkCompanyRoleChange(managerOf(actor, company), member, role));
    await q.setCompanyMemberRole(tx, company.id, userId, role);
  });
}
