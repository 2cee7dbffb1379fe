import type { QuizDetail, QuizResult } from '@maple/contracts';

/** How a score reads: every answer right, at least half right, or fewer. */
type QuizScoreBand = 'perfect' | 'passed' | 'keepLearning';

/** The band of a score of `score` out of `total`. */
export function quizScoreBand(score: number, total: number): QuizScoreBand {
  if (total > 0 && score >= total) return 'perfect';
  if (total > 0 && score * 2 >= total) return 'passed';
  return 'keepLearning';
}

/** One answered question, ready to show: the words of the question, of both answers, and why. */
interface QuizCorrection {
  readonly questionId: string;
  readonly question: string;
  /** The label of the member's answer (null when the quiz no longer offers it). */
  readonly chosenAnswer: string | null;
  /** The label of the correct answer (null when the quiz no longer offers it). */
  readonly correctAnswer: string | null;
  readonly correct: boolean;
  readonly explanation: string;
}

/**
 * The server's correction of a submission (option ids) joined with the quiz's words (labels),
 * in the quiz's order of questions; a corrected question the quiz does not have is left out.
 */
export function quizCorrections(quiz: Pick<QuizDetail, 'questions'>, result: Pick<QuizResult, 'questions'>): QuizCorrection[] {
  return quiz.questions.flatMap((question) => {
    const corrected = result.questions.find((candidate) => candidate.questionId === question.questionId);
    if (!corrected) return [];
    const labelOf = (optionId: string) => question.options.find((option) => option.optionId === optionId)?.label ?? null;
    return [
      {
        questionId: question.questionId,
        question: question.text,
        chosenAnswer: labelOf(corrected.chosenOptionId),
        correctAnswer: labelOf(corrected.correctOptionId),
        correct: corrected.correct,
        explanation: corrected.explanation,
      },
    ];
  });
}

/** A quiz submission, or the questions still without an answer. */
type QuizSubmission =
  | { readonly ok: true; readonly answers: readonly { readonly questionId: string; readonly optionId: string }[] }
  | { readonly ok: false; readonly unanswered: readonly string[] };

/**
 * The body of `user/quizzes/{quizId}/answers` from the member's choices (option id by
 * question id): one answer per question, in the quiz's order, each an option the question
 * offers; otherwise the questions that still need one.
 */
export function quizSubmission(
  quiz: Pick<QuizDetail, 'questions'>,
  chosen: Readonly<Record<string, string | null | undefined>>,
): QuizSubmission {
  const offered = (questionId: string, optionId: string | null | undefined) =>
    quiz.questions.some((q) => q.questionId === questionId && q.options.some((option) => option.optionId === optionId));
  const unanswered = quiz.questions.filter((question) => !offered(question.questionId, chosen[question.questionId]));
  if (unanswered.length > 0 || quiz.questions.length === 0) return { ok: false, unanswered: unanswered.map((q) => q.questionId) };
  return {
    ok: true,
    answers: quiz.questions.map((question) => ({ questionId: question.questionId, optionId: chosen[question.questionId] ?? '' })),
  };
}
