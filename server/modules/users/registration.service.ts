import { AppError } from '../../../shared/errors';
import {
  type AssociationRegistrationInput,
  type EmployeeRegistrationInput,
  mayRegisterWithEmail,
} from '../../../shared/users/registration.schema';
import { buildExternalUrl } from '../../../shared/routes';
import { slugify } from '../../../shared/validation/inputs';
import { callAuth } from '../../auth/envelope';
import { checkThrottle, recordAttempt } from '../../auth/throttle';
import type { AppDeps } from '../../http/types';
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
type RegisteringCompany = { id: number; isActive: boolean; allowedEmailDomains: readonly string[] };

/** Step 1 of an employee's registration in a company (spec §2). */
export async function registerEmployee(deps: Deps, company: RegisteringCompany, input: EmployeeRegistrationInput): Promise<void> {
  if (!company.isActive) throw new AppError('COMPANY_INACTIVE');
  if (!mayRegisterWithEmail(company, input.email)) throw new AppError('SELF_REGISTRATION_CLOSED');
  await throttleCodeSending(deps, input.email);
  const existing = await q.findUserForRegistration(deps.sql, input.email);
  if (existing) return answerExistingAccount(deps, existing, input.email, input.password);

  const userId = await createUnconfirmedAccount(deps, { email: input.email, password: input.password, name: input.email });
  try {
    await deps.sql.begin(async (tx) => {
      await q.recordAcceptances(tx, userId, { terms: true, gdpr: true });
      await q.insertCompanyMembership(tx, company.id, userId);
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
