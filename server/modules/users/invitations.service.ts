import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import { showsBranchField } from '../../../shared/associations/association.schema';
import type { AssociationRole, CompanyRole } from '../../../shared/permissions/roles';
import { buildExternalUrl, buildPath } from '../../../shared/routes';
import { INVITATION_TTL_DAYS, type InvitationInfo, isInvitationUsable } from '../../../shared/users/membership.schema';
import { validationMessage } from '../../../shared/validation/messages';
import type { Sql, TransactionSql } from '../../db/connect';
import type { AppDeps } from '../../http/types';
import type { MailMessage } from '../../mail/mailer';
import * as q from './invitations.sql';
import { findBranch, insertAssociationMember, insertCompanyMember, listAssociationBranches, setAssociationMemberBranch } from './invitations.sql';
import { acceptCurrentLegalDocuments } from './legal-documents.service';

type Deps = Pick<AppDeps, 'sql' | 'auth' | 'mailer' | 'env' | 'logger'>;

/** Only the token's SHA-256 is stored: a database leak does not hand out working links. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The inviter's name in an invitation e-mail: their full name, else their address (null: no such user). */
export function findUserDisplayName(tx: Sql | TransactionSql, userId: string): Promise<string | null> {
  return q.findUserDisplayName(tx, userId);
}

export type Organisation = { kind: 'company'; id: number; slug: string; name: string } | { kind: 'association'; id: number; slug: string; name: string };

/** The link an invitation e-mail carries: the page where the invited person creates their account. */
export function invitationUrl(baseUrl: string, organisation: Organisation, token: string): string {
  return organisation.kind === 'company'
    ? buildExternalUrl(baseUrl, 'invitations.finalize', { type: 'employee', companySlug: organisation.slug }, {}, { token })
    : buildExternalUrl(baseUrl, 'associations.join', { type: 'association', associationSlug: organisation.slug }, {}, { token });
}

/** Where someone who already has an account goes: the organisation's space. */
function spaceUrl(baseUrl: string, organisation: Organisation): string {
  return organisation.kind === 'company'
    ? buildExternalUrl(baseUrl, 'space.home', { type: 'employee', companySlug: organisation.slug })
    : buildExternalUrl(baseUrl, 'space.home', { type: 'association', associationSlug: organisation.slug });
}

export type InvitationOutcome = 'invited' | 'added' | 'already_member';

/**
 * Brings one address into an organisation, inside the caller's transaction.
 * Without an account: a `users` row in state 'invited', the membership and an
 * invitation link. With an account: the membership straight away (state
 * unchanged). Returns the e-mail to send once the transaction has committed.
 */
export async function inviteOne(
  tx: TransactionSql,
  deps: Pick<Deps, 'env'>,
  input: {
    email: string;
    organisation: Organisation;
    role: CompanyRole | AssociationRole;
    branchId?: number | null;
    /** Who invites: null for an identity provider whose token's author has left (SCIM). */
    invitedBy: string | null;
    inviterName: string;
  },
): Promise<{ outcome: InvitationOutcome; mail: MailMessage | null }> {
  const { organisation } = input;
  const existing = await q.findInvitee(tx, input.email);
  const user = existing ?? { id: await q.insertInvitedUser(tx, input.email), state: 'invited' as const, lang: null, firstName: null };
  const added =
    organisation.kind === 'company'
      ? await insertCompanyMember(tx, organisation.id, user.id, input.role as CompanyRole)
      : await insertAssociationMember(tx, { associationId: organisation.id, userId: user.id, role: input.role as AssociationRole, branchId: input.branchId ?? null });

  const template = organisation.kind === 'company' ? 'invitation_company' : 'invitation_association';
  const params = { inviter: input.inviterName, organisation: organisation.name };
  if (user.state === 'invited') {
    // Never signed up: a (new) link to create the account, even when invited before.
    const token = randomBytes(32).toString('base64url');
    await q.insertInvitation(tx, {
      tokenHash: hashInvitationToken(token),
      email: input.email,
      companyId: organisation.kind === 'company' ? organisation.id : null,
      associationId: organisation.kind === 'association' ? organisation.id : null,
      role: input.role,
      invitedBy: input.invitedBy,
      ttlDays: INVITATION_TTL_DAYS,
    });
    const url = invitationUrl(deps.env.baseUrl, organisation, token);
    return { outcome: 'invited', mail: { to: input.email, template, lang: user.lang, params: { ...params, url } } };
  }
  if (!added) return { outcome: 'already_member', mail: null };
  const url = spaceUrl(deps.env.baseUrl, organisation);
  // Already has an account: told they were added, with a link to the space (nothing to create).
  return {
    outcome: 'added',
    mail: { to: input.email, template: 'membership_added', lang: user.lang, params: { ...params, url, ...(user.firstName ? { name: user.firstName } : {}) } },
  };
}

/** Sends mail after the transaction that decided it; a failure is logged (the row in outgoing_emails remains). */
export async function sendAll(deps: Pick<Deps, 'mailer' | 'logger'>, mails: ReadonlyArray<MailMessage | null>) {
  const results = await Promise.allSettled(mails.filter((mail): mail is MailMessage => mail !== null).map((mail) => deps.mailer.send(mail)));
  for (const result of results) {
    if (result.status === 'rejected') deps.logger.error({ msg: 'invitation e-mail not sent', error: String(result.reason) });
  }
}

async function usableInvitation(sql: Parameters<typeof q.findInvitationByTokenHash>[0], token: string, lock = false) {
  const invitation = await q.findInvitationByTokenHash(sql, hashInvitationToken(token), { lock });
  if (!invitation || !isInvitationUsable(invitation) || invitation.userState === null) throw new AppError('INVITATION_INVALID');
  return invitation;
}

/** What the invitation pages show (public: the token is the credential). */
export async function getInvitation(deps: Deps, token: string): Promise<InvitationInfo> {
  const invitation = await usableInvitation(deps.sql, token);
  const kind = invitation.companyId !== null ? 'company' : 'association';
  const info: InvitationInfo = {
    kind,
    email: invitation.email,
    role: invitation.role,
    organisation: { slug: invitation.organisationSlug, name: invitation.organisationName },
    inviter: invitation.inviter,
    expiresAt: invitation.expiresAt.toISOString(),
    hasAccount: invitation.userState !== 'invited',
  };
  if (kind === 'association') {
    const branches = [...(await listAssociationBranches(deps.sql, invitation.associationId!))];
    const association = { areBranchesActivated: invitation.areBranchesActivated, branches };
    info.join = {
      branches: showsBranchField(association) ? branches : [],
      branchId: invitation.branchId,
      registerAction: buildPath('associations.joinAction', { type: 'association', associationSlug: invitation.organisationSlug }, { token }),
    };
  }
  return info;
}

interface SignedIn {
  cookies: string[];
  redirectTo: string;
}

/** Opens the session of the account just completed: better-auth's own sign-in, its cookies passed on. */
async function signInAfterJoining(deps: Deps, credentials: { email: string; password: string }, headers: Headers, destination: string): Promise<SignedIn> {
  const response = await deps.auth.api.signInEmail({ body: credentials, headers, asResponse: true });
  if (!response.ok) {
    deps.logger.error({ msg: 'sign-in after accepting an invitation failed', status: response.status });
    return { cookies: [], redirectTo: buildPath('login', { type: 'public' }, {}, { 'redirect-back': destination }) };
  }
  return { cookies: response.headers.getSetCookie(), redirectTo: destination };
}

async function hashPassword(deps: Deps, password: string) {
  return (await deps.auth.$context).password.hash(password);
}

/** `/collaborateur/{slug}/finaliser-inscription`: the invited employee sets names and password, then is signed in. */
export async function acceptCompanyInvitation(
  deps: Deps,
  token: string,
  input: { first_name: string; last_name: string; password: string },
  headers: Headers,
): Promise<SignedIn> {
  const passwordHash = await hashPassword(deps, input.password);
  const accepted = await deps.sql.begin(async (tx) => {
    const invitation = await usableInvitation(tx, token, true);
    if (invitation.companyId === null) throw new AppError('INVITATION_INVALID');
    const user = await q.findInvitee(tx, invitation.email);
    if (!user || user.state !== 'invited') throw new AppError('INVITATION_INVALID');
    await q.completeInvitedAccount(tx, user.id, { firstName: input.first_name, lastName: input.last_name, phone: null, gdprConsent: true });
    await q.insertCredentialAccount(tx, user.id, passwordHash);
    await insertCompanyMember(tx, invitation.companyId, user.id, invitation.role as CompanyRole);
    await q.markInvitationAccepted(tx, invitation.id);
    // The form's terms box accepts the current legal documents addressed to the new member.
    await acceptCurrentLegalDocuments(tx, user.id);
    return invitation;
  });
  const home = buildPath('space.home', { type: 'employee', companySlug: accepted.organisationSlug });
  return signInAfterJoining(deps, { email: accepted.email, password: input.password }, headers, home);
}

/** The association join form (spec §2): the invited member completes the account, picks a branch, and is signed in. */
export async function joinAssociation(
  deps: Deps,
  input: { slug: string; token: string; values: { first_name: string; last_name: string; phone: string; password: string; branch_id?: number } },
  headers: Headers,
): Promise<SignedIn> {
  const { values } = input;
  const passwordHash = await hashPassword(deps, values.password);
  const accepted = await deps.sql.begin(async (tx) => {
    const invitation = await usableInvitation(tx, input.token, true);
    if (invitation.associationId === null || invitation.organisationSlug !== input.slug) throw new AppError('INVITATION_INVALID');
    const user = await q.findInvitee(tx, invitation.email);
    if (!user || user.state !== 'invited') throw new AppError('INVITATION_INVALID');

    const branches = invitation.areBranchesActivated ? await listAssociationBranches(tx, invitation.associationId) : [];
    const branchOffered = showsBranchField({ areBranchesActivated: invitation.areBranchesActivated, branches: [...branches] });
    if (values.branch_id !== undefined && (!branchOffered || !(await findBranch(tx, invitation.associationId, values.branch_id)))) {
      throw new AppError('VALIDATION_FAILED', undefined, { fields: { branch_id: [validationMessage('choose_from_list')] } });
    }

    await q.completeInvitedAccount(tx, user.id, { firstName: values.first_name, lastName: values.last_name, phone: values.phone, gdprConsent: false });
    await q.insertCredentialAccount(tx, user.id, passwordHash);
    const role = invitation.role as AssociationRole;
    const branchId = values.branch_id ?? null;
    const added = await insertAssociationMember(tx, { associationId: invitation.associationId, userId: user.id, role, branchId });
    if (!added && branchOffered) await setAssociationMemberBranch(tx, invitation.associationId, user.id, branchId);
    await q.markInvitationAccepted(tx, invitation.id);
    await acceptCurrentLegalDocuments(tx, user.id);
    return invitation;
  });
  const home = buildPath('space.home', { type: 'association', associationSlug: accepted.organisationSlug });
  return signInAfterJoining(deps, { email: accepted.email, password: values.password }, headers, home);
}
