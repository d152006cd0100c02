import { z } from 'zod';
import { httpsUrlSchema, mediaRefSchema, nullableText, requiredText } from '../validation/inputs';
import { msg } from '../validation/messages';
import { PROJECT_STATES } from './project.machine';

export const PROJECT_NAME_MAX_LENGTH = 120;
export const PROJECT_TAGLINE_MAX_LENGTH = 200;
export const PROJECT_ANSWER_MAX_LENGTH = 5000;

const idSchema = z.number().int().positive();
const isoDateTime = z.iso.datetime({ offset: true });

export const projectAttachmentSchema = z.object({ key: z.string(), file: z.string() });
export const projectAnswerSchema = z.object({ key: z.string(), answer: z.string() });

/** A project submitted to a project call, as the API returns it. */
export const projectSchema = z.object({
  id: idSchema,
  projectCallId: idSchema,
  companyId: idSchema,
  /** The association on the platform, when the holder belongs to one. */
  associationId: idSchema.nullable(),
  userId: z.uuid(),
  associationName: z.string(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  tagline: z.string().nullable(),
  /** The holder's role in the association (e.g. 'Présidente'). */
  userRole: z.string(),
  videoUrl: z.string().nullable(),
  heroImage: z.string().nullable(),
  attachments: z.array(projectAttachmentSchema),
  answers: z.array(projectAnswerSchema),
  state: z.enum(PROJECT_STATES),
  voteCount: z.number().int().min(0),
  /** Null while the holder is still writing it. */
  submittedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Project = z.infer<typeof projectSchema>;

const uniqueKeys = (items: readonly { key: string }[]) => new Set(items.map((item) => item.key)).size === items.length;

export const projectInputSchema = z.object({
  associationName: requiredText(PROJECT_NAME_MAX_LENGTH),
  logo: mediaRefSchema.nullish().transform((value) => value ?? null),
  website: httpsUrlSchema.nullish().transform((value) => value ?? null),
  tagline: nullableText(PROJECT_TAGLINE_MAX_LENGTH),
  userRole: requiredText(PROJECT_NAME_MAX_LENGTH),
  videoUrl: httpsUrlSchema.nullish().transform((value) => value ?? null),
  heroImage: mediaRefSchema.nullish().transform((value) => value ?? null),
  attachments: z
    .array(z.object({ key: z.string().min(1), file: mediaRefSchema }))
    .default([])
    .refine(uniqueKeys, msg('no_duplicates')),
  answers: z
    .array(z.object({ key: z.string().min(1), answer: requiredText(PROJECT_ANSWER_MAX_LENGTH) }))
    .default([])
    .refine(uniqueKeys, msg('no_duplicates')),
});
export type ProjectInput = z.infer<typeof projectInputSchema>;

/** A vote for a project (one per user and project). */
export const projectVoteInputSchema = z.object({ projectId: idSchema });
export type ProjectVoteInput = z.infer<typeof projectVoteInputSchema>;
