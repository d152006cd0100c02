import { type Conversation, type EngagementMessage, type MessengerSide, sanitizeMessageBody } from '../../../shared/engagements/message.schema';
import { MESSAGE_MAX_LENGTH } from '../../../shared/engagements/message.rules';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../../shared/permissions/actor';
import { canManageEngagement, canReadEngagement } from '../../../shared/permissions/policies';
import { buildExternalUrl } from '../../../shared/routes';
import { fullName } from '../../../shared/users/me';
import type { TransactionSql } from '../../db/connect';
import type { Env } from '../../env';
import type { MailMessage } from '../../mail/mailer';
import { type Db, type Outcome, Refusal, runMutation } from '../../http/mutation';
import { listPublishingCompanyFacts } from './engagements.sql';
import * as mq from './messenger.sql';

export interface MessengerDeps {
  sql: Db;
  env: Pick<Env, 'baseUrl'>;
}

/**
 * Who reads a conversation and from which side. The association side: any
 * member of the mission's association (the route checked membership). The
 * company side: the volunteer writes; the company's admins and ambassadors
 * only read (canReadEngagement, without the association's membership).
 * The organiser side, for a mission a company published itself (it has no
 * association): whoever handles its applications writes (`canManageEngagement`:
 * its referent or, without one, the company's admins); the company's other
 * admins and ambassadors read (the route checked canReadPublishedMissionEngagements).
 */
export type MessengerViewer =
  | { side: 'association'; associationId: number }
  | { side: 'volunteer'; companyId: number }
  | { side: 'organiser'; companyId: number };

const scopeOf = (viewer: MessengerViewer): mq.ConversationScope => {
  switch (viewer.side) {
    case 'association':
      return { kind: 'association', associationId: viewer.associationId };
    case 'volunteer':
      return { kind: 'company', companyId: viewer.companyId };
    case 'organiser':
      return { kind: 'publishingCompany', companyId: viewer.companyId };
  }
};

/** Who answers the volunteer: the association, or the company that published the mission itself. */
const answeringSide = (row: mq.ConversationRow): 'association' | 'organiser' => (row.organiserCompanyId !== null ? 'organiser' : 'association');

/** What `canManageEngagement` needs about a company-published mission's referent; undefined when the company did not publish it. */
async function organiserFacts(tx: Db, companyId: number, engagementId: string) {
  const [facts] = await listPublishingCompanyFacts(tx, companyId, [engagementId]);
  return facts;
}

/** The conversation, or NOT_FOUND when it is not in the viewer's tenant or the viewer may not read it; `canWrite` says who may answer. */
async function openConversation(tx: Db, actor: Actor, viewer: MessengerViewer, engagementId: string) {
  const row = await mq.findConversation(tx, scopeOf(viewer), engagementId);
  if (!row) return undefined;
  if (viewer.side === 'association') return { row, canWrite: row.associationId !== null };
  if (viewer.side === 'organiser') {
    const facts = await organiserFacts(tx, viewer.companyId, engagementId);
    if (!facts) return undefined;
    return { row, canWrite: canManageEngagement(actor, { supervisorId: facts.supervisorId, publishingCompany: facts }).ok };
  }
  const own = row.userId === actor.userId;
  const readable = own || canReadEngagement(actor, { employeeId: row.userId, companyId: row.companyId, holdingId: row.holdingId, associationId: null });
  return readable ? { row, canWrite: own } : undefined;
}

function present(row: mq.MessageRow, actor: Actor): EngagementMessage {
  return {
    id: row.id,
    authorKind: row.authorKind,
    authorName: row.authorEmail ? fullName(row.authorFirstName, row.authorLastName, row.authorEmail) : null,
    mine: row.authorUserId !== null && row.authorUserId === actor.userId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `GET .../engagements/{id}/messages`: the messages, oldest first; the writer's side is marked as read up to the last one. */
export async function readConversation(deps: MessengerDeps, actor: Actor, viewer: MessengerViewer, engagementId: string): Promise<Conversation> {
  const opened = await openConversation(deps.sql, actor, viewer, engagementId);
  if (!opened) throw new AppError('NOT_FOUND');
  const { row, canWrite } = opened;
  const messages = await mq.listMessages(deps.sql, scopeOf(viewer), engagementId);
  const last = messages.at(-1);
  // Only someone who answers for a side reads for it (an admin's look does not mark the volunteer's messages read).
  if (last && canWrite) await mq.markRead(deps.sql, engagementId, viewer.side, last.id);
  return {
    engagementId,
    missionTitle: row.missionTitle,
    volunteerName: fullName(row.firstName, row.lastName, row.email),
    associationName: row.associationName,
    organiserName: row.organiserName,
    canWrite,
    messages: messages.map((message) => present(message, actor)),
    otherSideLastReadId: await mq.lastReadId(deps.sql, engagementId, viewer.side === 'volunteer' ? answeringSide(row) : 'volunteer'),
  };
}

const EXCERPT_LENGTH = 400;
const excerpt = (body: string) => (body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH - 1)}…` : body);

/** Who answers the volunteer of one application (`id`): as a conversation row, or a new application's mission says it. */
type AnsweringParty = Pick<mq.ConversationRow, 'id' | 'associationId' | 'associationSlug' | 'organiserCompanyId' | 'organiserSlug' | 'supervisorId'>;

/**
 * Who answers the volunteer, with the link to their page: on a mission a company published itself, whoever
 * handles its applications (the referent, else the company's admins); otherwise the association's referent
 * (else its admins). Null when nobody answers (no association, or an organiser that no longer publishes it), or
 * when the association has nobody to tell.
 */
async function answeringRecipients(deps: Pick<MessengerDeps, 'env'>, tx: Db, row: AnsweringParty, page: 'messenger' | 'engagement.show') {
  if (row.organiserCompanyId !== null) {
    if (row.organiserSlug === null) return null;
    const facts = await organiserFacts(tx, row.organiserCompanyId, row.id);
    if (!facts) return null;
    const recipients = await mq.listOrganiserRecipients(tx, row.organiserCompanyId, facts.supervisorId !== null && facts.referentIsMember ? facts.supervisorId : null);
    return { url: buildExternalUrl(deps.env.baseUrl, page, { type: 'company', companySlug: row.organiserSlug }, { engagementId: row.id }), recipients };
  }
  if (row.associationId === null || row.associationSlug === null) return null;
  const recipients = await mq.listAssociationRecipients(tx, row.associationId, row.supervisorId);
  // The link only for someone to send it to (an association without members has none).
  if (recipients.length === 0) return null;
  return { url: buildExternalUrl(deps.env.baseUrl, page, { type: 'association', associationSlug: row.associationSlug }, { engagementId: row.id }), recipients };
}

/** The e-mail to the other side of the conversation, with the link to its messenger. */
async function notifyOtherSide(deps: Pick<MessengerDeps, 'env'>, tx: TransactionSql, row: mq.ConversationRow, side: MessengerSide, author: string, body: string): Promise<MailMessage[]> {
  const params = { author, mission: row.missionTitle, excerpt: excerpt(body) };
  if (side === 'association' || side === 'organiser') {
    const url = buildExternalUrl(deps.env.baseUrl, 'messenger', { type: 'employee', companySlug: row.companySlug }, { engagementId: row.id });
    return [{ to: row.email, lang: row.lang, template: 'engagement_message', params: { ...params, url } }];
  }
  const answering = await answeringRecipients(deps, tx, row, 'messenger');
  if (!answering) return [];
  return answering.recipients.map((recipient) => ({ to: recipient.email, lang: recipient.lang, template: 'engagement_message' as const, params: { ...params, url: answering.url } }));
}

/** `POST .../engagements/{id}/messages`: the body is plain text (the route parsed it with messageInputSchema). */
export function postMessage(
  deps: MessengerDeps,
  actor: Actor,
  viewer: MessengerViewer,
  engagementId: string,
  input: { body: string },
): Promise<Outcome<{ message: EngagementMessage }>> {
  return runMutation(deps.sql, async (tx) => {
    const opened = await openConversation(tx, actor, viewer, engagementId);
    if (!opened) throw new Refusal('NOT_FOUND');
    // On the organiser side, only whoever handles the application answers (spec §6); the others read.
    if (!opened.canWrite) throw new Refusal(viewer.side === 'organiser' ? 'FORBIDDEN_NOT_REFERENT' : 'FORBIDDEN');
    const body = sanitizeMessageBody(input.body);
    if (body.length === 0 || body.length > MESSAGE_MAX_LENGTH) throw new Refusal('VALIDATION_FAILED');
    const inserted = await mq.insertMessage(tx, { engagementId, authorUserId: actor.userId, authorKind: viewer.side, body });
    if (!inserted) throw new Refusal('NOT_FOUND');
    await mq.markRead(tx, engagementId, viewer.side, inserted.id);
    await mq.touchEngagement(tx, engagementId);
    const author = await mq.findUserName(tx, actor.userId);
    const authorName = author ? fullName(author.firstName, author.lastName, author.email) : null;
    const mails = await notifyOtherSide(deps, tx, opened.row, viewer.side, authorName ?? opened.row.organiserName ?? opened.row.associationName ?? '', body);
    return {
      result: { status: 'ok', message: { id: inserted.id, authorKind: viewer.side, authorName, mine: true, body, createdAt: inserted.createdAt.toISOString() } },
      mails,
    };
  });
}

/** Keeps a text within a message's limit (mission texts and applications allow up to 5,000 characters already). */
const fit = (text: string | null | undefined) => sanitizeMessageBody(text ?? '').slice(0, MESSAGE_MAX_LENGTH);

/**
 * What opening a new application's conversation needs from its mission, read
 * with the apply's facts before the application exists: the texts it posts
 * (its registration message and its automatic reply) and who answers the
 * volunteer (as a `ConversationRow` says it).
 */
export interface ConversationOpening {
  registrationMessage: string | null;
  autoReply: string | null;
  missionTitle: string;
  supervisorId: string | null;
  associationId: number | null;
  associationSlug: string | null;
  organiserCompanyId: number | null;
  organiserSlug: string | null;
}

/**
 * The messages a new application's conversation opens with (spec §3
 * 'registration message, automatic reply'): the mission's registration
 * message, the volunteer's own message, then the mission's automatic reply;
 * the empty ones are left out. The apply use case writes them with the application.
 */
export function openingMessages(opening: ConversationOpening, applicantId: string, message: string | null | undefined) {
  const steps: Array<{ authorKind: 'system' | 'volunteer'; authorUserId: string | null; body: string }> = [
    { authorKind: 'system', authorUserId: null, body: fit(opening.registrationMessage) },
    { authorKind: 'volunteer', authorUserId: applicantId, body: fit(message) },
    { authorKind: 'system', authorUserId: null, body: fit(opening.autoReply) },
  ];
  return steps.filter((step) => step.body.length > 0);
}

/**
 * "Nouvelle candidature" to whoever answers the volunteer: the mission's
 * referent, or the association's admins when the mission has none (for a
 * mission a company published itself, whoever handles its applications).
 * Read inside the apply's transaction, beside the application's writes; sent
 * by the caller after the commit.
 */
export async function newApplicationMails(
  deps: Pick<MessengerDeps, 'env'>,
  tx: Db,
  opening: ConversationOpening,
  input: { engagementId: string; volunteer: { firstName: string | null; lastName: string | null; email: string }; message: string | null | undefined },
): Promise<MailMessage[]> {
  const answering = await answeringRecipients(deps, tx, { ...opening, id: input.engagementId }, 'engagement.show');
  if (!answering) return [];
  const message = fit(input.message);
  const params = { volunteer: fullName(input.volunteer.firstName, input.volunteer.lastName, input.volunteer.email), mission: opening.missionTitle, excerpt: message.length > 0 ? excerpt(message) : '', url: answering.url };
  return answering.recipients.map((recipient) => ({ to: recipient.email, lang: recipient.lang, template: 'engagement_new_application' as const, params }));
}

/**
 * Called by a use case inside its transaction when the volunteer changed
 * something the other side must know (e.g. new dates chosen): a system note
 * in the conversation, and the usual "Nouveau message" mail to whoever
 * answers (the association's or the organiser's referent, else their admins),
 * sent by the caller after the commit. Nothing when nobody answers.
 */
export async function noteToAnsweringSide(
  deps: Pick<MessengerDeps, 'env'>,
  tx: TransactionSql,
  input: { engagementId: string; companyId: number; body: string },
): Promise<MailMessage[]> {
  const row = await mq.findConversation(tx, { kind: 'company', companyId: input.companyId }, input.engagementId);
  if (!row || (row.associationId === null && row.organiserCompanyId === null)) return [];
  const body = fit(input.body);
  if (body.length === 0) return [];
  await mq.insertMessage(tx, { engagementId: input.engagementId, authorUserId: null, authorKind: 'system', body });
  return notifyOtherSide(deps, tx, row, 'volunteer', fullName(row.firstName, row.lastName, row.email), body);
}
