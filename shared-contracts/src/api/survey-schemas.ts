import * as z from 'zod/mini';

const id = z.string().check(z.minLength(1), z.maxLength(64));

/** The longest free-text answer the API keeps. */
const SURVEY_TEXT_ANSWER_MAX_LENGTH = 1000;

/** One choice of a single- or multiple-choice question, in the caller's language. */
const surveyOptionSchema = z.object({ optionId: id, label: z.string() });

const questionBase = {
  questionId: id,
  /** The question, in the caller's language. */
  text: z.string(),
  /** Completion needs an answer to every required question. */
  required: z.boolean(),
};

/**
 * A survey question. `single`: one option; `multiple`: one option or more (at most
 * `maxChoices`); `scale`: a whole number from `min` to `max`; `text`: free text up to
 * `maxLength` characters.
 */
export const surveyQuestionSchema = z.discriminatedUnion('kind', [
  z.object({ ...questionBase, kind: z.literal('single'), options: z.array(surveyOptionSchema) }),
  z.object({ ...questionBase, kind: z.literal('multiple'), options: z.array(surveyOptionSchema), maxChoices: z.int() }),
  z.object({
    ...questionBase,
    kind: z.literal('scale'),
    min: z.int(),
    max: z.int(),
    /** What the ends of the scale mean, in the caller's language. */
    minLabel: z.string(),
    maxLabel: z.string(),
  }),
  z.object({ ...questionBase, kind: z.literal('text'), maxLength: z.int() }),
]);

/** A survey question. */
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/**
 * A member's answer to one question, of the question's kind. An empty `optionIds` or `text`
 * withdraws an earlier answer (for questions that are not required).
 */
export const surveyAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ questionId: id, kind: z.literal('single'), optionId: id }),
  z.object({ questionId: id, kind: z.literal('multiple'), optionIds: z.array(id).check(z.maxLength(20)) }),
  z.object({ questionId: id, kind: z.literal('scale'), value: z.int() }),
  z.object({ questionId: id, kind: z.literal('text'), text: z.string().check(z.maxLength(SURVEY_TEXT_ANSWER_MAX_LENGTH)) }),
]);

/** A member's answer to one question. */
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

/** Where a member is with a survey. */
export const SURVEY_STATUSES = ['not-started', 'in-progress', 'completed'] as const;

/**
 * `user/surveys/{surveyId}` answer (and that of saving answers): the survey's questions in the
 * caller's language, the answers the member recorded so far (to resume where they left) and
 * where they are. A survey earns its points, 1 cause point and 5 sweepstakes entries once.
 */
export const surveyDetailSchema = z.object({
  surveyId: z.int(),
  key: z.string(),
  title: z.string(),
  points: z.int(),
  onboarding: z.boolean(),
  questions: z.array(surveyQuestionSchema),
  answers: z.array(surveyAnswerSchema),
  status: z.enum(SURVEY_STATUSES),
  completedAt: z.nullable(z.string()),
});

/** A survey with the member's answers. */
export type SurveyDetail = z.infer<typeof surveyDetailSchema>;

/**
 * `user/surveys/{surveyId}/answers` request: answers to record (each replaces the member's
 * earlier answer to that question). Each must fit its question (an option it offers, a value on
 * its scale, text within its length), else 400 and nothing is recorded; once the survey is
 * completed, 422 `Survey already completed`.
 */
export const saveSurveyAnswersRequestSchema = z.object({ answers: z.array(surveyAnswerSchema).check(z.minLength(1), z.maxLength(50)) });
