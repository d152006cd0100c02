import type {
  AdminCompanyCreate,
  AdminCompanyCreated,
  AdminCompanyDetail,
  AdminCompanyForm,
  AdminCompanyList,
  AdminCompanyListQuery,
  AdminHolding,
  AdminInvitationReport,
} from '../../../shared/companies/admin-company.schema';
import {
  ADMIN_COMPANIES_PAGE_SIZE,
  type CompanyBulkAction,
  adminInvitationOutcome,
  entityChanges,
  ownListsToStore,
} from '../../../shared/companies/admin-company.rules';
import { FEATURES, PLANS } from '../../../shared/companies/plans';
import { AppError, type FieldErrors } from '../../../shared/errors';
import type { Actor } from '../../../shared/permissions/actor';
import { fullName } from '../../../shared/users/me';
import type { BulkResult } from '../../../shared/validation/list-sort';
import { type ValidationKey, validationMessage } from '../../../shared/validation/messages';
import type { MessageParams } from '../../../shared/validation/translator';
import type { Sql, TransactionSql } from '../../db/connect';
import { uniqueViolationOf } from '../../db/sqlstate';
import { runBulk } from '../../http/bulk';
import type { AppDeps } from '../../http/types';
import type { MailMessage } from '../../mail/mailer';
import { findUserDisplayName, inviteOne, sendAll } from '../users/invitations.service';
import * as q from './admin.sql';
import { findHoldingBySlug } from './holdings.sql';
import { setCompanyMemberRole } from './members.sql';

type Deps = Pick<AppDeps, 'sql' | 'auth' | 'mailer' | 'env' | 'logger'>;

/** `/admin/entreprises`: one page of the list and its total with the same filters. */
export async function listCompaniesForAdmin(sql: Sql, query: AdminCompanyListQuery): Promise<AdminCompanyList> {
  const offset = (query.page - 1) * ADMIN_COMPANIES_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    q.listCompaniesForAdmin(sql, query, { limit: ADMIN_COMPANIES_PAGE_SIZE, offset }),
    q.countCompaniesForAdmin(sql, query),
  ]);
  return {
    companies: rows.map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
    total,
    page: query.page,
    pageSize: ADMIN_COMPANIES_PAGE_SIZE,
  };
}

export async function listHoldingsForAdmin(sql: Sql): Promise<{ holdings: AdminHolding[] }> {
  return { holdings: [...(await q.listHoldingsForAdmin(sql))] };
}

async function readDetail(sql: Sql | TransactionSql, slug: string): Promise<AdminCompanyDetail> {
  const company = await q.findCompanyForAdmin(sql, slug);
  if (!company) throw new AppError('NOT_FOUND');
  const [entities, admins, members] = await Promise.all([
    q.listEntitiesForAdmin(sql, company.id),
    q.listCompanyAdminsForAdmin(sql, company.id),
    q.countCompanyMembersForAdmin(sql, company.id),
  ]);
  return {
    company: { ...company, createdAt: company.createdAt.toISOString() },
    entities: [...entities],
    admins: admins.map(({ firstName, lastName, ...admin }) => ({ ...admin, fullName: fullName(firstName, lastName, admin.email) })),
    members,
  };
}

/** `/admin/entreprises/{slug}`: the company, its plans and feature lists, holding, entities and admins. */
export function getCompanyForAdmin(sql: Sql, slug: string): Promise<AdminCompanyDetail> {
  return readDetail(sql, slug);
}

/** The refusals of a form, field by field, collected before anything is written. */
class FieldRefusals {
  readonly fields: FieldErrors = {};
  add(field: string, key: ValidationKey, params: MessageParams = {}) {
    (this.fields[field] ??= []).push(validationMessage(key, params));
  }
  throwIfAny() {
    if (Object.keys(this.fields).length > 0) throw new AppError('VALIDATION_FAILED', undefined, { fields: this.fields });
  }
}

/** What the database must agree with: the slug is free, the holding exists (or does not yet, for a new one). */
async function checkAgainstDatabase(tx: TransactionSql, form: AdminCompanyForm, companyId: number | null, refusals: FieldRefusals) {
  if (await q.isCompanySlugTaken(tx, form.slug, companyId)) refusals.add('slug', 'slug_taken');
  if (form.holdingMode === 'none') return;
  const holding = await findHoldingBySlug(tx, form.holdingSlug!.trim());
  if (form.holdingMode === 'existing' && !holding) refusals.add('holdingSlug', 'holding_not_found');
  if (form.holdingMode === 'new' && holding) refusals.add('holdingSlug', 'holding_slug_taken');
}

/** The addresses that already belong to another company, each refused with that company's name. */
async function checkAdminEmails(tx: TransactionSql, emails: string[], companyId: number | null, refusals: FieldRefusals) {
  if (emails.length === 0) return;
  for (const found of await q.findMembershipsElsewhere(tx, emails, companyId)) {
    refusals.add('adminEmails', 'email_in_other_company', { email: found.email, company: found.company });
  }
}

async function holdingIdOf(tx: TransactionSql, form: AdminCompanyForm): Promise<number | null> {
  if (form.holdingMode === 'none') return null;
  const slug = form.holdingSlug!.trim();
  if (form.holdingMode === 'new') return q.insertHolding(tx, { slug, name: form.holdingName!.trim() });
  return (await findHoldingBySlug(tx, slug))!.id;
}

function columnsOf(form: AdminCompanyForm, holdingId: number | null): q.CompanyColumns {
  return {
    slug: form.slug,
    name: form.name,
    plans: PLANS.filter((plan) => form.plans.includes(plan)),
    isActive: form.isActive,
    holdingId,
    enabledFeatures: FEATURES.filter((feature) => form.enabledFeatures.includes(feature)),
    completelyActivatedFeatures: FEATURES.filter((feature) => form.completelyActivatedFeatures.includes(feature)),
  };
}

/**
 * A unique index that another request filled between the checks and the write (two admins creating the same slug at
 * once) is refused like the checks refuse it, on the field.
 */
async function withFieldRaces<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    const refusals = new FieldRefusals();
    if (constraint === 'companies_slug_key') refusals.add('slug', 'slug_taken');
    else if (constraint === 'holdings_slug_key') refusals.add('holdingSlug', 'holding_slug_taken');
    else if (constraint === 'entities_company_id_name_key') refusals.add('entities', 'entity_duplicate');
    refusals.throwIfAny();
    throw error;
  }
}

interface Invited {
  report: AdminInvitationReport;
  mails: Array<MailMessage | null>;
}

/**
 * Makes each address an admin of the company, in the caller's transaction: an invitation e-mail to create the account
 * (the company invitation every company sends), the membership at once for an existing account, a member promoted.
 */
async function inviteAdmins(tx: TransactionSql, deps: Deps, actor: Actor, company: { id: number; slug: string; name: string }, emails: string[]): Promise<Invited> {
  const report: AdminInvitationReport = { invited: [], added: [], unchanged: [] };
  const mails: Array<MailMessage | null> = [];
  if (emails.length === 0) return { report, mails };
  const members = new Map((await q.findMembersByEmail(tx, company.id, emails)).map((member) => [member.email, member]));
  const inviterName = (await findUserDisplayName(tx, actor.userId)) ?? '';
  for (const email of emails) {
    const member = members.get(email);
    const outcome = adminInvitationOutcome(member);
    if (outcome === 'unchanged') report.unchanged.push(email);
    else if (outcome === 'promote') {
      await setCompanyMemberRole(tx, company.id, member!.userId, 'COMPANY_ADMIN');
      report.added.push(email);
    } else {
      const organisation = { kind: 'company' as const, ...company };
      const result = await inviteOne(tx, deps, { email, organisation, role: 'COMPANY_ADMIN', invitedBy: actor.userId, inviterName });
      (result.outcome === 'invited' ? report.invited : report.added).push(email);
      mails.push(result.mail);
    }
  }
  return { report, mails };
}

/**
 * `/admin/entreprises/creer`: the company, its publisher row, feature lists, holding (maybe a new one), entities and
 * first admins, in one transaction: a taken slug, an unknown holding, an address of another company's member refuse
 * the whole form, field by field, and nothing is written. The invitation e-mails leave once it has committed.
 */
export async function createCompanyForAdmin(deps: Deps, actor: Actor, input: AdminCompanyCreate): Promise<AdminCompanyCreated> {
  const { report, mails } = await withFieldRaces(() =>
    deps.sql.begin(async (tx) => {
      const refusals = new FieldRefusals();
      await checkAgainstDatabase(tx, input, null, refusals);
      if (entityChanges([], input.entities).unknown.length > 0) refusals.add('entities', 'choose_from_list');
      await checkAdminEmails(tx, input.adminEmails, null, refusals);
      refusals.throwIfAny();

      const companyId = await q.insertCompany(tx, columnsOf(input, await holdingIdOf(tx, input)));
      await q.replaceOwnAllowedFeatures(tx, companyId, ownListsToStore(input.plans, input.allowedFeatures));
      await q.insertEntities(tx, companyId, input.entities.map((entity) => entity.name));
      return inviteAdmins(tx, deps, actor, { id: companyId, slug: input.slug, name: input.name }, input.adminEmails);
    }),
  );
  await sendAll(deps, mails);
  return { slug: input.slug, invitations: report };
}

/**
 * The company page's form: identity, plans and feature lists, holding and entities, in one transaction on the locked
 * company. An entity keeps its id when renamed (its members stay in it); one that still has members cannot be removed.
 */
export async function updateCompanyForAdmin(sql: Sql, slug: string, input: AdminCompanyForm): Promise<AdminCompanyDetail> {
  return withFieldRaces(() =>
    sql.begin(async (tx) => {
      const company = await q.findCompanyForAdmin(tx, slug, { lock: true });
      if (!company) throw new AppError('NOT_FOUND');
      const refusals = new FieldRefusals();
      await checkAgainstDatabase(tx, input, company.id, refusals);
      const entities = await q.listEntitiesForAdmin(tx, company.id);
      const changes = entityChanges(entities, input.entities);
      if (changes.unknown.length > 0) refusals.add('entities', 'choose_from_list');
      for (const removed of changes.removed) {
        if (entities.find((entity) => entity.id === removed.id)!.members > 0) refusals.add('entities', 'entity_in_use', { name: removed.name });
      }
      refusals.throwIfAny();

      await q.updateCompany(tx, company.id, columnsOf(input, await holdingIdOf(tx, input)));
      await q.replaceOwnAllowedFeatures(tx, company.id, ownListsToStore(input.plans, input.allowedFeatures));
      await q.deleteEntities(
        tx,
        company.id,
        changes.removed.map((entity) => entity.id),
      );
      for (const renamed of changes.renamed) await q.renameEntity(tx, company.id, renamed.id, renamed.name);
      await q.insertEntities(tx, company.id, changes.added);
      return readDetail(tx, input.slug);
    }),
  );
}

/** More admins for a company, from its page: each address refused when it belongs to another company. */
export async function inviteCompanyAdminsForAdmin(deps: Deps, actor: Actor, slug: string, emails: string[]): Promise<AdminInvitationReport> {
  const { report, mails } = await deps.sql.begin(async (tx) => {
    const company = await q.findCompanyForAdmin(tx, slug, { lock: true });
    if (!company) throw new AppError('NOT_FOUND');
    const refusals = new FieldRefusals();
    if (emails.length === 0) refusals.add('adminEmails', 'emails_required');
    await checkAdminEmails(tx, emails, company.id, refusals);
    refusals.throwIfAny();
    return inviteAdmins(tx, deps, actor, company, emails);
  });
  await sendAll(deps, mails);
  return report;
}

/** Activates or deactivates the selected companies (a deactivated company's employees can no longer apply). */
export function bulkUpdateCompanies(deps: Pick<Deps, 'sql' | 'logger'>, input: { companyIds: number[]; action: CompanyBulkAction }): Promise<BulkResult<number>> {
  return runBulk(
    deps,
    input.companyIds,
    async (tx, id) => {
      if (!(await q.lockCompanyById(tx, id))) throw new AppError('NOT_FOUND');
      await q.setCompanyActive(tx, id, input.action === 'activate');
    },
    `companies.${input.action}`,
  );
}
