import * as z from 'zod/mini';
import { msg } from '../validation/messages';
import { MESSAGE_MAX_LENGTH } from './message.rules';


/**
 * `organiser`: on a mission a company published itself (no association), whoever
 * handles its applications (`canManageEngagement`) answers for the company.
 */
export const MESSAGE_AUTHOR_KINDS = ['volunteer', 'association', 'organiser', 'system'] as const;
export type MessageAuthorKind = (typeof MESSAGE_AUTHOR_KINDS)[number];

/** Which side of the conversation a reader or a writer is on. */
export type MessengerSide = 'volunteer' | 'association' | 'organiser';

/**
 * A message body as plain text: line endings made `\n`, HTML tags and control
 * characters dropped (what is shown is text, never markup), runs of blank
 * lines shortened, and the whole trimmed. A `<` that opens no tag is kept.
 */
export function sanitizeMessageBody(input: string): string {
  return input
    .replace(/\r\n?/g, '\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s[^<>]*)?\/?>/g, '')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B\u2028\u2029]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** `POST .../engagements/{id}/messages`: the body, checked after sanitising (the same schema for the composer). */
export const messageInputSchema = z.object({
  body: z.pipe(
    z.pipe(z.string(msg('required')), z.transform(sanitizeMessageBody)),
    z.string().check(z.minLength(1, msg('required')), z.maxLength(MESSAGE_MAX_LENGTH, msg('too_long', { max: MESSAGE_MAX_LENGTH }))),
  ),
});
export type MessageInput = z.input<typeof messageInputSchema>;

export const engagementMessageSchema = z.object({
  id: z.int(),
  authorKind: z.enum(MESSAGE_AUTHOR_KINDS),
  authorName: z.nullable(z.string()),
  /** Whether the viewer wrote it (their own messages are shown on the right). */
  mine: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type EngagementMessage = z.infer<typeof engagementMessageSchema>;

/** A conversation as one side reads it. */
export const conversationSchema = z.object({
  engagementId: z.uuid(),
  missionTitle: z.string(),
  volunteerName: z.string(),
  associationName: z.nullable(z.string()),
  /** The company that published the mission itself (the organiser side answers for it); null for an association's mission. */
  organiserName: z.nullable(z.string()),
  /** Whether the viewer may write (company admins and ambassadors only read). */
  canWrite: z.boolean(),
  messages: z.array(engagementMessageSchema),
  /** The last message the other side has read, for a « Lu » mark. */
  otherSideLastReadId: z.nullable(z.int()),
});
export type Conversation = z.infer<typeof conversationSchema>;
