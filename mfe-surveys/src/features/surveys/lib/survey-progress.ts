import type { SurveyAnswer, SurveyDetail, SurveyQuestion } from '@maple/contracts';

/** How far a member is in a survey, and where to take them back to. */
interface SurveyProgress {
  /** Questions with a recorded answer. */
  readonly answeredCount: number;
  readonly questionCount: number;
  /** The required questions still without an answer, in the survey's order. */
  readonly requiredUnanswered: readonly string[];
  /**
   * The question to show when the member comes back: the first without an answer, or the
   * last question once every one has one (where they finish).
   */
  readonly resumeIndex: number;
  /** Every required question has an answer: the survey can be completed. */
  readonly canComplete: boolean;
}

/** The member's recorded answer to a question, if any. */
export function answerTo(survey: Pick<SurveyDetail, 'answers'>, questionId: string): SurveyAnswer | undefined {
  return survey.answers.find((answer) => answer.questionId === questionId);
}

/** Where a member is in a survey, from its questions and their recorded answers. */
export function surveyProgress(survey: Pick<SurveyDetail, 'questions' | 'answers'>): SurveyProgress {
  const answered = (question: SurveyQuestion) => answerTo(survey, question.questionId) !== undefined;
  const requiredUnanswered = survey.questions.filter((question) => question.required && !answered(question)).map((q) => q.questionId);
  const firstUnanswered = survey.questions.findIndex((question) => !answered(question));
  return {
    answeredCount: survey.questions.filter(answered).length,
    questionCount: survey.questions.length,
    requiredUnanswered,
    resumeIndex: firstUnanswered === -1 ? Math.max(survey.questions.length - 1, 0) : firstUnanswered,
    canComplete: requiredUnanswered.length === 0,
  };
}
