import { API_MESSAGES, type EarningResult, type Locale, type SurveyAnswer, type SurveyDetail, type SurveyQuestion } from '@maple/contracts';
import { ApiFailure, fail } from './api-failure';
import type { Services } from './handler-types';
import type { MemberRow } from './members';
import { SURVEY_QUESTIONS, type SurveyQuestionSeed } from './survey-questions';
import { inLocale } from './types';

/** What a completed survey earns besides its own 50 or 100 points. */
const SURVEY_REWARD = { causePoints: 1, sweepstakesEntries: 5 } as const;

/** The onboarding survey each onboarding step stands for (a Map: a step named `constructor` is no step). */
export const ONBOARDING_SURVEY_OF_STEP: ReadonlyMap<string, number> = new Map([
  ['1', 1275],
  ['2', 1276],
  ['3', 1277],
]);

interface SurveyRow {
  survey_id: number;
  key: string;
  title_en: string;
  title_fr: string;
  points: number;
  onboarding: number;
}

/** An answer as stored: what the member chose, without the question id or kind. */
type StoredAnswer = { optionId: string } | { optionIds: string[] } | { value: number } | { text: string };

const incomplete = () => new ApiFailure(422, API_MESSAGES.surveyIncomplete);

function toQuestion(seed: SurveyQuestionSeed, locale: Locale): SurveyQuestion {
  const base = { questionId: seed.id, text: inLocale(seed.text, locale), required: seed.required };
  const options = (list: SurveyQuestionSeed & { options: readonly { id: string; label: { en: string; fr: string } }[] }) =>
    list.options.map((option) => ({ optionId: option.id, label: inLocale(option.label, locale) }));
  switch (seed.kind) {
    case 'single':
      return { ...base, kind: 'single', options: options(seed) };
    case 'multiple':
      return { ...base, kind: 'multiple', options: options(seed), maxChoices: seed.maxChoices };
    case 'scale':
      return {
        ...base,
        kind: 'scale',
        min: seed.min,
        max: seed.max,
        minLabel: inLocale(seed.minLabel, locale),
        maxLabel: inLocale(seed.maxLabel, locale),
      };
    case 'text':
      return { ...base, kind: 'text', maxLength: seed.maxLength };
  }
}

/**
 * What an answer records for its question: the stored form, `null` when it withdraws an
 * earlier answer (no option, no text), or `undefined` when it does not fit the question.
 */
function recordOf(question: SurveyQuestionSeed, answer: SurveyAnswer): StoredAnswer | null | undefined {
  const offers = (optionId: string) => 'options' in question && question.options.some((option) => option.id === optionId);
  if (question.kind === 'single' && answer.kind === 'single') return offers(answer.optionId) ? { optionId: answer.optionId } : undefined;
  if (question.kind === 'multiple' && answer.kind === 'multiple') {
    const chosen = [...new Set(answer.optionIds)];
    if (chosen.length !== answer.optionIds.length || chosen.length > question.maxChoices || !chosen.every(offers)) return undefined;
    return chosen.length === 0 ? null : { optionIds: chosen };
  }
  if (question.kind === 'scale' && answer.kind === 'scale')
    return answer.value >= question.min && answer.value <= question.max ? { value: answer.value } : undefined;
  if (question.kind === 'text' && answer.kind === 'text') {
    const text = answer.text.trim();
    if (text.length > question.maxLength) return undefined;
    return text ? { text } : null;
  }
  return undefined;
}

/** The answer a stored record stands for, if it still fits its question. */
function answerOf(question: SurveyQuestionSeed, stored: StoredAnswer): SurveyAnswer | null {
  const answer = { questionId: question.id, kind: question.kind, ...stored } as SurveyAnswer;
  return recordOf(question, answer) ? answer : null;
}

/**
 * Surveys with evidence: the questions in the caller's language, the member's answers saved
 * as they go, and a completion accepted only when every required question has a valid
 * recorded answer. A completion credits the survey's points, 1 cause point and 5 sweepstakes
 * entries, once per member (in one transaction with the completion).
 */
export function createSurveys({ db, ledger, clock }: Pick<Services, 'db' | 'ledger' | 'clock'>) {
  const surveyById = db.prepare<[number], SurveyRow>('SELECT * FROM surveys WHERE survey_id = ?');
  const answersOf = db.prepare<[string, number], { question_id: string; answer: string }>(
    'SELECT question_id, answer FROM survey_answers WHERE consumer_id = ? AND survey_id = ?',
  );
  const completionOf = db.prepare<[string, number], { completed_at: string }>(
    'SELECT completed_at FROM survey_completions WHERE consumer_id = ? AND survey_id = ?',
  );
  const upsertAnswer = db.prepare<[string, number, string, string, string]>(`
    INSERT INTO survey_answers (consumer_id, survey_id, question_id, answer, answered_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (consumer_id, survey_id, question_id) DO UPDATE SET answer = excluded.answer, answered_at = excluded.answered_at`);
  const deleteAnswer = db.prepare<[string, number, string]>(
    'DELETE FROM survey_answers WHERE consumer_id = ? AND survey_id = ? AND question_id = ?',
  );
  const insertCompletion = db.prepare<[string, number, string]>(
    'INSERT OR IGNORE INTO survey_completions (consumer_id, survey_id, completed_at) VALUES (?, ?, ?)',
  );

  /** The survey of a path parameter, with its questions; 404 for a survey that does not exist. */
  function surveyOf(surveyId: string): { row: SurveyRow; questions: readonly SurveyQuestionSeed[] } {
    const row = /^\d{1,9}$/.test(surveyId) ? surveyById.get(Number(surveyId)) : undefined;
    const questions = row && SURVEY_QUESTIONS[row.survey_id];
    if (!row || !questions) throw fail.notFound();
    return { row, questions };
  }

  /** The member's recorded answers that still fit their questions, by question id. */
  function recordedAnswers(member: MemberRow, row: SurveyRow, questions: readonly SurveyQuestionSeed[]): Map<string, SurveyAnswer> {
    const byId = new Map(questions.map((question) => [question.id, question]));
    const answers = new Map<string, SurveyAnswer>();
    for (const stored of answersOf.all(member.consumer_id, row.survey_id)) {
      const question = byId.get(stored.question_id);
      const answer = question && answerOf(question, JSON.parse(stored.answer) as StoredAnswer);
      if (answer) answers.set(stored.question_id, answer);
    }
    return answers;
  }

  function detail(member: MemberRow, row: SurveyRow, questions: readonly SurveyQuestionSeed[], locale: Locale): SurveyDetail {
    const answers = recordedAnswers(member, row, questions);
    const completedAt = completionOf.get(member.consumer_id, row.survey_id)?.completed_at ?? null;
    return {
      surveyId: row.survey_id,
      key: row.key,
      title: locale === 'fr-CA' ? row.title_fr : row.title_en,
      points: row.points,
      onboarding: row.onboarding === 1,
      questions: questions.map((question) => toQuestion(question, locale)),
      answers: questions.flatMap((question) => answers.get(question.id) ?? []),
      status: completedAt ? 'completed' : answers.size > 0 ? 'in-progress' : 'not-started',
      completedAt,
    };
  }

  return {
    /** A survey's questions and the member's answers so far; 404 for an unknown survey. */
    detail(member: MemberRow, surveyId: string, locale: Locale): SurveyDetail {
      const { row, questions } = surveyOf(surveyId);
      return detail(member, row, questions, locale);
    },

    /**
     * Records answers (each replaces the earlier answer to its question; an empty one withdraws
     * it). All or nothing: one answer that does not fit its question refuses the lot (400).
     */
    saveAnswers(member: MemberRow, surveyId: string, answers: readonly SurveyAnswer[], locale: Locale): SurveyDetail {
      const { row, questions } = surveyOf(surveyId);
      const byId = new Map(questions.map((question) => [question.id, question]));
      const records = answers.map((answer) => {
        const question = byId.get(answer.questionId);
        const record = question ? recordOf(question, answer) : undefined;
        if (record === undefined) throw fail.badRequest();
        return { questionId: answer.questionId, record };
      });
      if (new Set(records.map((record) => record.questionId)).size !== records.length) throw fail.badRequest();
      db.transaction(() => {
        if (completionOf.get(member.consumer_id, row.survey_id)) throw new ApiFailure(422, API_MESSAGES.surveyAlreadyCompleted);
        const now = clock.iso();
        for (const { questionId, record } of records) {
          if (record === null) deleteAnswer.run(member.consumer_id, row.survey_id, questionId);
          else upsertAnswer.run(member.consumer_id, row.survey_id, questionId, JSON.stringify(record), now);
        }
      }).immediate();
      return detail(member, row, questions, locale);
    },

    /**
     * Completes a survey: 422 `Survey incomplete` unless every required question has a valid
     * recorded answer; then, in one transaction, the completion and its credit (once: a
     * second completion answers `alreadyCredited`).
     */
    complete(member: MemberRow, surveyId: string): EarningResult {
      const { row, questions } = surveyOf(surveyId);
      const credited = db
        .transaction(() => {
          const answers = recordedAnswers(member, row, questions);
          const completed = completionOf.get(member.consumer_id, row.survey_id) !== undefined;
          if (!completed && questions.some((question) => question.required && !answers.has(question.id))) throw incomplete();
          insertCompletion.run(member.consumer_id, row.survey_id, clock.iso());
          return ledger.creditOnce({
            consumerId: member.consumer_id,
            kind: 'earn',
            typeCode: 'SURVEY_COMPLETED',
            creditKey: `SURVEY:${row.survey_id}`,
            reference: String(row.survey_id),
            points: row.points,
            causePoints: SURVEY_REWARD.causePoints,
            sweepstakesEntries: SURVEY_REWARD.sweepstakesEntries,
            description: { en: `Survey completed: ${row.title_en}`, fr: `Sondage rempli\u00a0: ${row.title_fr}` },
          });
        })
        .immediate();
      return {
        pointsAwarded: credited ? row.points : 0,
        causePointsAwarded: credited ? SURVEY_REWARD.causePoints : 0,
        sweepstakesEntries: credited ? SURVEY_REWARD.sweepstakesEntries : 0,
        pointsBalance: ledger.balance(member.consumer_id),
        alreadyCredited: !credited,
      };
    },

    /** True when the member completed the survey. */
    isCompleted(member: MemberRow, surveyId: number): boolean {
      return completionOf.get(member.consumer_id, surveyId) !== undefined;
    },
  };
}

/** The surveys of one server. */
export type Surveys = ReturnType<typeof createSurveys>;
