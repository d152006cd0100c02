import { z } from 'zod';
import { httpsUrlSchema, mediaRefSchema, nullableText, requiredText, surveyUrlSchema } from '../validation/inputs';
import { msg, validationMessage } from '../validation/messages';

/** Spec §3: how a level's question is answered. Labels: `levels:answer_types.<type>`. */
export const LEVEL_ANSWER_TYPES = ['checkbox', 'select', 'text'] as const;
export type LevelAnswerType = (typeof LEVEL_ANSWER_TYPES)[number];

export const LEVEL_TITLE_MAX_LENGTH = 120;
export const LEVEL_TEXT_MAX_LENGTH = 5000;
export const LEVEL_QUESTION_MAX_LENGTH = 500;
export const LEVEL_OPTION_MAX_LENGTH = 200;
export const LEVEL_MAX_OPTIONS = 10;
export const LEVEL_MAX_STEPS = 10;
export const LEVEL_MIN_OPTIONS = 2;
/** A level lasts at most a working day (7 hours). */
export const LEVEL_MAX_DURATION_MINUTES = 420;
export const LEVEL_MAX_REWARD_POINTS = 10_000;
export const LEVEL_ANSWER_MAX_LENGTH = 2000;

const idSchema = z.number().int().positive();
const isoDateTime = z.iso.datetime({ offset: true });

/** A level (a 'challenge' of a quest) as the API returns it. */
export const levelSchema = z.object({
  id: idSchema,
  questId: idSchema,
  position: z.number().int().min(0),
  title: z.string(),
  steps: z.array(z.string()),
  description: z.string().nullable(),
  instructions: z.string().nullable(),
  durationMinutes: z.number().int().positive().nullable(),
  rewardPoints: z.number().int().min(0),
  /** No question: the level is completed by confirming it (e.g. after watching a video or attending an event). */
  question: z.string().nullable(),
  answerType: z.enum(LEVEL_ANSWER_TYPES).nullable(),
  options: z.array(z.string()),
  /** The expected answer(s); empty: every answer is accepted (an opinion question). */
  rightAnswer: z.array(z.string()),
  quizUrl: z.string().nullable(),
  surveyUrl: z.string().nullable(),
  onlineEventAt: isoDateTime.nullable(),
  answersCount: z.number().int().min(0),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Level = z.infer<typeof levelSchema>;

const unique = (values: readonly string[]) => new Set(values.map((value) => value.toLocaleLowerCase('fr'))).size === values.length;

export const levelInputSchema = z
  .object({
    title: requiredText(LEVEL_TITLE_MAX_LENGTH),
    steps: z
      .array(requiredText(LEVEL_QUESTION_MAX_LENGTH))
      .max(LEVEL_MAX_STEPS, msg('multi_select_max', { max: LEVEL_MAX_STEPS }))
      .default([]),
    description: nullableText(LEVEL_TEXT_MAX_LENGTH),
    instructions: nullableText(LEVEL_TEXT_MAX_LENGTH),
    durationMinutes: z
      .number(msg('integer'))
      .int(msg('integer'))
      .min(1, msg('number_min', { min: 1 }))
      .max(LEVEL_MAX_DURATION_MINUTES, msg('number_max', { max: LEVEL_MAX_DURATION_MINUTES }))
      .nullish()
      .transform((value) => value ?? null),
    rewardPoints: z
      .number(msg('integer'))
      .int(msg('integer'))
      .min(0, msg('number_min', { min: 0 }))
      .max(LEVEL_MAX_REWARD_POINTS, msg('number_max', { max: LEVEL_MAX_REWARD_POINTS }))
      .default(0),
    question: nullableText(LEVEL_QUESTION_MAX_LENGTH),
    answerType: z
      .enum(LEVEL_ANSWER_TYPES, msg('choose_from_list'))
      .nullish()
      .transform((value) => value ?? null),
    options: z
      .array(requiredText(LEVEL_OPTION_MAX_LENGTH))
      .max(LEVEL_MAX_OPTIONS, msg('multi_select_max', { max: LEVEL_MAX_OPTIONS }))
      .refine(unique, msg('no_duplicates'))
      .default([]),
    rightAnswer: z.array(requiredText(LEVEL_OPTION_MAX_LENGTH)).default([]),
    quizUrl: httpsUrlSchema.nullish().transform((value) => value ?? null),
    /** Spec §5: a survey-form link with an alphanumeric id. */
    surveyUrl: surveyUrlSchema.nullish().transform((value) => value ?? null),
    onlineEventAt: isoDateTime.nullish().transform((value) => value ?? null),
    coverImage: mediaRefSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((level, ctx) => {
    if (level.question === null) {
      // Without a question there is nothing to answer: no answer type, options or right answer.
      if (level.answerType !== null) ctx.addIssue({ code: 'custom', path: ['question'], message: validationMessage('required') });
      return;
    }
    if (level.answerType === null) {
      ctx.addIssue({ code: 'custom', path: ['answerType'], message: validationMessage('required') });
      return;
    }
    // A text answer has no options; its right answer lists the accepted texts (compared without case or accents).
    if (level.answerType === 'text') return;
    if (level.options.length < LEVEL_MIN_OPTIONS) ctx.addIssue({ code: 'custom', path: ['options'], message: validationMessage('options_min', { min: LEVEL_MIN_OPTIONS }) });
    if (level.rightAnswer.some((answer) => !level.options.includes(answer))) {
      ctx.addIssue({ code: 'custom', path: ['rightAnswer'], message: validationMessage('choose_from_list') });
    }
    if (!unique(level.rightAnswer)) ctx.addIssue({ code: 'custom', path: ['rightAnswer'], message: validationMessage('no_duplicates') });
    if (level.answerType === 'select' && level.rightAnswer.length > 1) {
      ctx.addIssue({ code: 'custom', path: ['rightAnswer'], message: validationMessage('single_right_answer') });
    }
  })
  .transform((level) => {
    if (level.question === null) return { ...level, answerType: null, options: [], rightAnswer: [] };
    return level.answerType === 'text' ? { ...level, options: [] } : level;
  });
export type LevelInput = z.infer<typeof levelInputSchema>;

/**
 * The `level.answer` sync mutation's args (sync.md): `answerId` is generated
 * by the client so a replayed answer is recognised. A text answer is one
 * string; a select answer one option; a checkbox answer the ticked options.
 */
export const levelAnswerInputSchema = z.object({
  answerId: z.uuid(),
  levelId: idSchema,
  answers: z
    .array(z.string().trim().min(1, msg('required')).max(LEVEL_ANSWER_MAX_LENGTH, msg('too_long', { max: LEVEL_ANSWER_MAX_LENGTH })))
    .max(LEVEL_MAX_OPTIONS, msg('multi_select_max', { max: LEVEL_MAX_OPTIONS })),
});
export type LevelAnswerInput = z.infer<typeof levelAnswerInputSchema>;

/** An answer as stored and synced back to its author. */
export const levelAnswerSchema = z.object({
  id: z.uuid(),
  levelId: idSchema,
  userId: z.uuid(),
  companyId: idSchema,
  answers: z.array(z.string()),
  isCorrect: z.boolean(),
  pointsEarned: z.number().int().min(0),
  answeredAt: isoDateTime,
});
export type LevelAnswer = z.infer<typeof levelAnswerSchema>;
