import * as z from 'zod/mini';

const id = z.string().check(z.minLength(1), z.maxLength(64));

/** A quiz question as a member sees it before answering: never the correct option. */
const quizQuestionSchema = z.object({
  questionId: id,
  /** In the caller's language, as are the option labels. */
  text: z.string(),
  options: z.array(z.object({ optionId: id, label: z.string() })),
});

/** How one answered question went. */
const quizQuestionResultSchema = z.object({
  questionId: id,
  chosenOptionId: id,
  correctOptionId: id,
  correct: z.boolean(),
  /** Why the correct option is correct, in the caller's language. */
  explanation: z.string(),
});

/**
 * `user/quizzes/{quizId}/answers` answer: the score, each question's correction, and what the
 * submission earned (the quiz's points on the first submission only).
 */
export const quizResultSchema = z.object({
  quizId: id,
  score: z.int(),
  total: z.int(),
  questions: z.array(quizQuestionResultSchema),
  submittedAt: z.string(),
  pointsAwarded: z.int(),
  pointsBalance: z.int(),
  /** True when an earlier submission already earned the quiz's points. */
  alreadyCredited: z.boolean(),
});

/** A scored quiz submission. */
export type QuizResult = z.infer<typeof quizResultSchema>;

/**
 * `user/quizzes/{quizId}` answer: the questions and options in the caller's language, and the
 * member's latest result (null before their first submission).
 */
export const quizDetailSchema = z.object({
  quizId: id,
  title: z.string(),
  points: z.int(),
  questions: z.array(quizQuestionSchema),
  lastResult: z.nullable(
    z.object({ score: z.int(), total: z.int(), submittedAt: z.string(), questions: z.array(quizQuestionResultSchema) }),
  ),
});

/** A quiz to answer. */
export type QuizDetail = z.infer<typeof quizDetailSchema>;

/**
 * `user/quizzes/{quizId}/answers` request: one option for every question of the quiz, each
 * question once (else 422 `Quiz incomplete`; an option the question does not offer: 400).
 */
export const submitQuizRequestSchema = z.object({
  answers: z.array(z.object({ questionId: id, optionId: id })).check(z.minLength(1), z.maxLength(50)),
});
