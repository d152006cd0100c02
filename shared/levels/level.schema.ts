import * as z from 'zod/mini';
import { httpsUrlSchema, integerInRange, mediaRefSchema, nullableText, nullWhenAbsent, requiredText, surveyUrlSchema } from '../validation/inputs';
import { msg, validationMessage } from '../validation/messages';

import { LEVEL_ANSWER_TYPES } from './answer-types';

export { LEVEL_ANSWER_TYPES, type LevelAnswerType } from './answer-types';

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

const idSchema = z.int().check(z.positive());
const isoDateTime = z.iso.datetime({ offset: true });

/** A level (a 'challenge' of a quest) as the API returns it. */
export const levelSchema = z.object({
  id: idSchema,
  questId: idSchema,
  position: z.int().check(z.gte(0)),
  title: z.string(),
  steps: z.array(z.string()),
  description: z.nullable(z.string()),
  instructions: z.nullable(z.string()),
  durationMinutes: z.nullable(z.int().check(z.positive())),
  rewardPoints: z.int().check(z.gte(0)),
  /** No question: the level is completed by confirming it (e.g. after watching a video or attending an event). */
  question: z.nullable(z.string()),
  answerType: z.nullable(z.enum(LEVEL_ANSWER_TYPES)),
  options: z.array(z.string()),
  /** The expected answer(s); empty: every answer is accepted (an opinion question). */
  rightAnswer: z.array(z.string()),
  quizUrl: z.nullable(z.string()),
  surveyUrl: z.nullable(z.string()),
  onlineEventAt: z.nullable(isoDateTime),
  answersCount: z.int().check(z.gte(0)),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Level = z.infer<typeof levelSchema>;

const unique = (values: readonly string[]) => new Set(values.map((value) => value.toLocaleLowerCase('fr'))).size === values.length;

export const levelInputSchema = z.pipe(
  z
    .object({
      title: requiredText(LEVEL_TITLE_MAX_LENGTH),
      steps: z._default(
        z.array(requiredText(LEVEL_QUESTION_MAX_LENGTH)).check(z.maxLength(LEVEL_MAX_STEPS, msg('multi_select_max', { max: LEVEL_MAX_STEPS }))),
        [],
      ),
      description: nullableText(LEVEL_TEXT_MAX_LENGTH),
      instructions: nullableText(LEVEL_TEXT_MAX_LENGTH),
      durationMinutes: nullWhenAbsent(integerInRange(1, LEVEL_MAX_DURATION_MINUTES)),
      rewardPoints: z._default(integerInRange(0, LEVEL_MAX_REWARD_POINTS), 0),
      question: nullableText(LEVEL_QUESTION_MAX_LENGTH),
      answerType: nullWhenAbsent(z.enum(LEVEL_ANSWER_TYPES, msg('choose_from_list'))),
      options: z._default(
        z
          .array(requiredText(LEVEL_OPTION_MAX_LENGTH))
          .check(z.maxLength(LEVEL_MAX_OPTIONS, msg('multi_select_max', { max: LEVEL_MAX_OPTIONS })), z.refine(unique, msg('no_duplicates'))),
        [],
      ),
      rightAnswer: z._default(z.array(requiredText(LEVEL_OPTION_MAX_LENGTH)), []),
      quizUrl: nullWhenAbsent(httpsUrlSchema),
      /** Spec §5: a survey-form link with an alphanumeric id. */
      surveyUrl: nullWhenAbsent(surveyUrlSchema),
      onlineEventAt: nullWhenAbsent(isoDateTime),
      coverImage: nullWhenAbsent(mediaRefSchema),
    })
    .check(
      z.superRefine((level, ctx) => {
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
        if (level.options.length < LEVEL_MIN_OPTIONS)
          ctx.addIssue({ code: 'custom', path: ['options'], message: validationMessage('options_min', { min: LEVEL_MIN_OPTIONS }) });
        if (level.rightAnswer.some((answer) => !level.options.includes(answer))) {
          ctx.addIssue({ code: 'custom', path: ['rightAnswer'], message: validationMessage('choose_from_list') });
        }
        if (!unique(level.rightAnswer)) ctx.addIssue({ code: 'custom', path: ['rightAnswer'], message: validationMessage('no_duplicates') });
        if (level.answerType === 'select' && level.rightAnswer.length > 1) {
          ctx.addIssue({ code: 'custom', path: ['rightAnswer'], message: validationMessage('single_right_answer') });
        }
      }),
    ),
  z.transform((level) => {
    if (level.question === null) return { ...level, answerType: null, options: [], rightAnswer: [] };
    return level.answerType === 'text' ? { ...level, options: [] } : level;
  }),
);
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
    .array(z.string().check(z.trim(), z.minLength(1, msg('required')), z.maxLength(LEVEL_ANSWER_MAX_LENGTH, msg('too_long', { max: LEVEL_ANSWER_MAX_LENGTH }))))
    .check(z.maxLength(LEVEL_MAX_OPTIONS, msg('multi_select_max', { max: LEVEL_MAX_OPTIONS }))),
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
  pointsEarned: z.int().check(z.gte(0)),
  answeredAt: isoDateTime,
});
export type LevelAnswer = z.infer<typeof levelAnswerSchema>;
