import * as z from 'zod/mini';
import { emailSchema, httpsUrlSchema, mediaRefSchema, nullableText, nullWhenAbsent, requiredText } from '../validation/inputs';
import { msg } from '../validation/messages';
import { PROJECT_STATES } from './project.machine';

export const PROJECT_NAME_MAX_LENGTH = 120;
export const PROJECT_TAGLINE_MAX_LENGTH = 200;
export const PROJECT_ANSWER_MAX_LENGTH = 5000;

const idSchema = z.int().check(z.positive());
const isoDateTime = z.iso.datetime({ offset: true });

export const projectAttachmentSchema = z.object({ key: z.string(), file: z.string() });
export const projectAnswerSchema = z.object({ key: z.string(), answer: z.string() });

/** A project submitted to a project call, as the API returns it. */
export const projectSchema = z.object({
  id: idSchema,
  projectCallId: idSchema,
  companyId: idSchema,
  /** The association on the platform, when the holder belongs to one. */
  associationId: z.nullable(idSchema),
  userId: z.uuid(),
  associationName: z.string(),
  logo: z.nullable(z.string()),
  website: z.nullable(z.string()),
  tagline: z.nullable(z.string()),
  /** The holder's role in the association (e.g. 'Présidente'). */
  userRole: z.string(),
  videoUrl: z.nullable(z.string()),
  heroImage: z.nullable(z.string()),
  attachments: z.array(projectAttachmentSchema),
  answers: z.array(projectAnswerSchema),
  state: z.enum(PROJECT_STATES),
  voteCount: z.int().check(z.gte(0)),
  /** Null while the holder is still writing it. */
  submittedAt: z.nullable(isoDateTime),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Project = z.infer<typeof projectSchema>;

const uniqueKeys = (items: readonly { key: string }[]) => new Set(items.map((item) => item.key)).size === items.length;

export const projectInputSchema = z.object({
  associationName: requiredText(PROJECT_NAME_MAX_LENGTH),
  logo: nullWhenAbsent(mediaRefSchema),
  website: nullWhenAbsent(httpsUrlSchema),
  tagline: nullableText(PROJECT_TAGLINE_MAX_LENGTH),
  userRole: requiredText(PROJECT_NAME_MAX_LENGTH),
  videoUrl: nullWhenAbsent(httpsUrlSchema),
  heroImage: nullWhenAbsent(mediaRefSchema),
  attachments: z
    ._default(z.array(z.object({ key: z.string().check(z.minLength(1)), file: mediaRefSchema })), [])
    .check(z.refine(uniqueKeys, msg('no_duplicates'))),
  answers: z
    ._default(z.array(z.object({ key: z.string().check(z.minLength(1)), answer: requiredText(PROJECT_ANSWER_MAX_LENGTH) })), [])
    .check(z.refine(uniqueKeys, msg('no_duplicates'))),
});
export type ProjectInput = z.infer<typeof projectInputSchema>;

/** A vote for a project (one per user and project). */
export const projectVoteInputSchema = z.object({ projectId: idSchema });
export type ProjectVoteInput = z.infer<typeof projectVoteInputSchema>;

/** A person outside the company asks to take part in an external call (an e-mail code then signs them in). */
export const projectCallAccessInputSchema = z.object({
  email: emailSchema,
  lang: z.nullish(z.string().check(z.maxLength(5))),
});
export type ProjectCallAccessInput = z.infer<typeof projectCallAccessInputSchema>;
