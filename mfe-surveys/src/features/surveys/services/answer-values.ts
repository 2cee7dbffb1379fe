import type { SurveyAnswer, SurveyQuestion } from '@maple/contracts';
import * as z from 'zod/mini';

/**
 * What the form of one question holds: the chosen option (or scale value, as text) of a
 * single-choice or scale question, the chosen options of a multiple-choice one, the text of a
 * free-text one. Nothing chosen is `null` (a radio group's value then).
 */
export type AnswerValue = string | readonly string[] | null;

/** The values of one question's form. */
export interface AnswerFormValues {
  answer: AnswerValue;
}

/** The scale's values, lowest first, as the radio buttons' values. */
export function scaleValues(question: Extract<SurveyQuestion, { kind: 'scale' }>): string[] {
  return Array.from({ length: Math.max(question.max - question.min + 1, 0) }, (_, index) => String(question.min + index));
}

const choiceOf = (ids: readonly string[]) => z.enum(ids as [string, ...string[]]);

/**
 * The checks of one question's answer, as the API makes them: an option the question offers,
 * at most `maxChoices` options, a value on the scale, text within `maxLength`; and an answer to
 * every required question.
 */
export function answerSchema(question: SurveyQuestion): z.ZodMiniType<AnswerFormValues, AnswerFormValues> {
  const required = question.required;
  switch (question.kind) {
    case 'single':
    case 'scale': {
      const ids = question.kind === 'single' ? question.options.map((option) => option.optionId) : scaleValues(question);
      return z.object({ answer: required ? choiceOf(ids) : z.nullable(choiceOf(ids)) });
    }
    case 'multiple': {
      const chosen = z.array(choiceOf(question.options.map((option) => option.optionId)));
      return z.object({
        answer: required ? chosen.check(z.minLength(1), z.maxLength(question.maxChoices)) : chosen.check(z.maxLength(question.maxChoices)),
      });
    }
    case 'text': {
      const text = z.string().check(z.trim(), z.maxLength(question.maxLength));
      return z.object({ answer: required ? text.check(z.minLength(1)) : text });
    }
  }
}

/** The form's value for a recorded answer (or for none). */
export function valueOf(question: SurveyQuestion, answer: SurveyAnswer | undefined): AnswerValue {
  if (question.kind === 'multiple') return answer?.kind === 'multiple' ? answer.optionIds : [];
  if (question.kind === 'text') return answer?.kind === 'text' ? answer.text : '';
  if (question.kind === 'scale') return answer?.kind === 'scale' ? String(answer.value) : null;
  return answer?.kind === 'single' ? answer.optionId : null;
}

/**
 * The answer to record for a checked form value; `null` when there is nothing to record (an
 * unanswered optional choice or scale). An empty set of options or an empty text is recorded:
 * it withdraws an earlier answer.
 */
export function answerFrom(question: SurveyQuestion, value: AnswerValue): SurveyAnswer | null {
  const { questionId } = question;
  switch (question.kind) {
    case 'single':
      return typeof value === 'string' && value ? { questionId, kind: 'single', optionId: value } : null;
    case 'scale':
      return typeof value === 'string' && value ? { questionId, kind: 'scale', value: Number(value) } : null;
    case 'multiple':
      return { questionId, kind: 'multiple', optionIds: Array.isArray(value) ? [...value] : [] };
    case 'text':
      return { questionId, kind: 'text', text: typeof value === 'string' ? value.trim() : '' };
  }
}

/** True when recording `next` would change nothing: the same answer as the recorded one, or no answer on either side. */
export function sameAnswer(recorded: SurveyAnswer | undefined, next: SurveyAnswer | null): boolean {
  const isEmpty = (answer: SurveyAnswer | null | undefined) =>
    !answer || (answer.kind === 'multiple' && answer.optionIds.length === 0) || (answer.kind === 'text' && answer.text === '');
  if (isEmpty(recorded) && isEmpty(next)) return true;
  return JSON.stringify(recorded) === JSON.stringify(next);
}
