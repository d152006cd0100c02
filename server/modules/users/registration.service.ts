import { AppError } from '../../../shared/errors';
import {
  type AssociationRegistrationInput,
  type EmployeeRegistrationInput,
  type MembershipProfileInput,
  mayRegisterWithEmail,
} from '../../../shared/users/registration.schema';
import { buildExternalUrl } from '../../../shared/routes';
import { slugify } from '../../../shared/validation/inputs';
import { validationMessage } from '../../../shared/validation/messages';
import { callAuth } from '../../auth/envelope';
import { checkThrottle, recordAttempt } from '../../auth/throttle';
import type { AppDeps } from '../../http/types';
import type { Sql } from '../../db/connect';
import { type CompanyRecord, companyReaches } from '../companies/companies.service';
import { listAssociationBranches } from './invitations.sql';
import { acceptCurrentLegalDocuments } from './legal-documents.service';
import * as q from './registration.sql';

type Deps = Pick<AppDeps, 'sql' | 'auth' | 'mailer' | 'env' | 'logger'>;

/** One code (or notice) per minute and per address, whatever the address. */
async function throttleCodeSending(deps: Deps, email: string) {
  const verdict = await checkThrottle(deps.sql, 'code_sent', email);
  if (verdict === 'too_soon') throw new AppError('EMAIL_ALREADY_SENT');
  if (verdict === 'too_many') throw new AppError('RATE_LIMITED');
}

/**
 * An address that already has an account gets the same answer as a new one
 * (a code was sent), and its owner gets a notice instead: registering never
 * tells whether an address has an account. The password is hashed either way
 * so both paths take about as long.
 */
async function answerExistingAccount(deps: Deps, existing: { emailVerified: boolean; lang: string | null }, email: string, password: string) {
  await (await deps.auth.$context).password.hash(password);
  if (!existing.emailVerified) {
    // A registration left half-way: a fresh code finishes it.
    await deps.auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' } });
    return;
  }
  await recordAttempt(deps.sql, 'code_sent', email);
  const url = buildExternalUrl(deps.env.baseUrl, 'login', { type: 'public' });
  deps.mailer.send({ to: email, template: 'account_exists', lang: existing.lang, params: { url } }).catch((error: unknown) => {
    deps.logger.error({ msg: 'account_exists notice not sent', error: String(error) });
  });
}

async function createUnconfirmedAccount(deps: Deps, input: { email: string; password: string; name: string }): Promise<string> {
  const result = await deps.auth.api.signUpEmail({ body: { email: input.email, password: input.password, name: input.name } });
  await recordAttempt(deps.sql, 'code_sent', input.email);
  return result.user.id;
}

/** What registration reads of the company of the request (its scope record, server/http/context.ts). */
type RegisteringCompany = Pick<CompanyRecord, 'id' | 'isActive' | 'allowedEmailDomains' | 'plans' | 'enabledFeatures' | 'completelyActivatedFeatures' | 'ownAllowedFeatures'>;

/** Step 1 of an employee's registration in a company (spec §2). */
export async function registerEmployee(deps: Deps, company: RegisteringCompany, input: EmployeeRegistrationInput): Promise<void> {
  if (!company.isActive) throw new AppError('COMPANY_INACTIVE');
  // Without « Inscription libre » (spec §6) only invitations bring employees in, whatever the allowed domains.
  if (!companyReaches(company, 'self_registration') || !mayRegisterWithEmail(company, input.email)) throw new AppError('SELF_REGISTRATION_CLOSED');
  await throttleCodeSending(deps, input.email);
  const existing = await q.findUserForRegistration(deps.sql, input.email);
  if (existing) return answerExistingAccount(deps, existing, input.email, input.password);

  const userId = await createUnconfirmedAccount(deps, { email: input.email, password: input.password, name: input.email });
  try {
    await deps.sql.begin(async (tx) => {
      await q.recordAcceptances(tx, userId, { terms: true, gdpr: true });
      await q.insertCompanyMembership(tx, company.id, userId);
      // The form's terms box accepts the current legal documents addressed to the new member.
      await acceptCurrentLegalDocuments(tx, userId);
    });
  } catch (error) {
    await q.deleteUnconfirmedUser(deps.sql, userId);
    throw error;
  }
}

async function uniqueAssociationSlug(deps: Deps, name: string): Promise<string> {
  const base = slugify(name, 60);
  const taken = new Set(await q.slugsStartingWith(deps.sql, base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** `/inscription-association` (and its company variant, which makes the association a partner). */
export async function registerAssociation(deps: Deps, input: AssociationRegistrationInput, partner: { id: number } | null): Promise<void> {
  await throttleCodeSending(deps, input.email);
  const existing = await q.findUserForRegistration(deps.sql, input.email);
  if (existing) return answerExistingAccount(deps, existing, input.email, input.password);

  const name = `${input.firstName} ${input.lastName}`;
  const userId = await createUnconfirmedAccount(deps, { email: input.email, password: input.password, name });
  try {
    const slug = await uniqueAssociationSlug(deps, input.associationName);
    await deps.sql.begin(async (tx) => {
      await q.recordAcceptances(tx, userId, { terms: true, gdpr: false, names: { firstName: input.firstName, lastName: input.lastName } });
      await q.insertAssociationWithAdmin(tx, { slug, name: input.associationName, userId, partnerCompanyId: partner?.id ?? null });
      await acceptCurrentLegalDocuments(tx, userId);
    });
  } catch (error) {
    await q.deleteUnconfirmedUser(deps.sql, userId);
    throw error;
  }
}

/**
 * Step 2: the 6-digit code. better-auth confirms the address and opens the
 * session (its cookies are passed on); the account then becomes usable, or
 * waits for the company's validation.
 */
export async function verifyEmail(deps: Deps, input: { email: string; code: string }, requestId: string): Promise<Response> {
  const response = await callAuth(() => deps.auth.api.verifyEmailOTP({ body: { email: input.email, otp: input.code }, asResponse: true }), requestId);
  if (!response.ok) return response;
  const user = await q.findUserForRegistration(deps.sql, input.email);
  if (user) await q.activateConfirmedAccount(deps.sql, user.id);
  return response;
}

/** `/inscription/email/renvoyer`: a new code, at most one a minute (the auth hook enforces it). */
export async function resendCode(deps: Deps, email: string, requestId: string): Promise<Response> {
  return callAuth(() => deps.auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' }, asResponse: true }), requestId);
}

/** The company an association registers from (`?company=`), if the slug names one. */
export async function findPartnerCompany(sql: Sql, slug: string): Promise<{ id: number } | null> {
  return (await q.findCompanyIdBySlug(sql, slug)) ?? null;
}

/** The branches an association's public page offers: none unless branches are activated. */
export async function listPublicBranches(sql: Sql, association: { id: number; areBranchesActivated: boolean }): Promise<Array<{ id: number; name: string }>> {
  return association.areBranchesActivated ? await listAssociationBranches(sql, association.id) : [];
}

/** 'Complete profile': my membership of the company and the entities I may choose (not a member: FORBIDDEN). */
export async function getMembershipProfile(sql: Sql, companyId: number, userId: string) {
  const membership = await q.findMembership(sql, companyId, userId);
  if (!membership) throw new AppError('FORBIDDEN');
  return { membership, entities: await q.listEntities(sql, companyId) };
}

/** 'Complete profile': my manager's address and my entity (one of the company's). */
export async function updateMembershipProfile(sql: Sql, companyId: number, userId: string, input: MembershipProfileInput): Promise<void> {
  if (input.entityId && !(await q.listEntities(sql, companyId)).some((entity) => entity.id === input.entityId)) {
    throw new AppError('VALIDATION_FAILED', undefined, { fields: { entityId: [validationMessage('choose_from_list')] } });
  }
  const updated = await q.updateMembershipProfile(sql, companyId, userId, {
    managerEmail: input.managerEmail ?? null,
    entityId: input.entityId ?? null,
  });
  if (!updated) throw new AppError('FORBIDDEN');
}
