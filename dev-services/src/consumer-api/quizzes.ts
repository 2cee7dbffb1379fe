import { API_MESSAGES, type Locale, type QuizDetail, type QuizResult } from '@maple/contracts';
import { ApiFailure, fail } from './api-failure';
import type { Services } from './handler-types';
import type { MemberRow } from './members';
import { QUIZ_QUESTIONS, type QuizQuestionSeed } from './quiz-questions';
import { inLocale } from './types';

interface QuizRow {
  quiz_id: string;
  title_en: string;
  title_fr: string;
  points: number;
}

interface AttemptRow {
  answers: string;
  score: number;
  total: number;
  submitted_at: string;
}

function corrections(questions: readonly QuizQuestionSeed[], chosen: ReadonlyMap<string, string>, locale: Locale) {
  return questions.map((question) => {
    const chosenOptionId = chosen.get(question.id) ?? '';
    return {
      questionId: question.id,
      chosenOptionId,
      correctOptionId: question.correctOptionId,
      correct: chosenOptionId === question.correctOptionId,
      explanation: inLocale(question.explanation, locale),
    };
  });
}

/**
 * Quizzes with evidence: questions and options served without their answers; the server
 * scores a submission (one option for every question), records it, corrects it question by
 * question, and credits the quiz's points on the first submission only.
 */
export function createQuizzes({ db, ledger, clock }: Pick<Services, 'db' | 'ledger' | 'clock'>) {
  const quizById = db.prepare<[string], QuizRow>('SELECT quiz_id, title_en, title_fr, points FROM quizzes WHERE quiz_id = ?');
  const lastAttempt = db.prepare<[string, string], AttemptRow>(
    'SELECT answers, score, total, submitted_at FROM quiz_attempts WHERE consumer_id = ? AND quiz_id = ? ORDER BY attempt_id DESC LIMIT 1',
  );
  const insertAttempt = db.prepare<[string, string, string, number, number, string]>(
    'INSERT INTO quiz_attempts (consumer_id, quiz_id, answers, score, total, submitted_at) VALUES (?, ?, ?, ?, ?, ?)',
  );

  function quizOf(quizId: string): { row: QuizRow; questions: readonly QuizQuestionSeed[] } {
    const row = quizById.get(quizId);
    const questions = row && QUIZ_QUESTIONS[row.quiz_id];
    if (!row || !questions) throw fail.notFound();
    return { row, questions };
  }

  return {
    /** A quiz to answer (no correct options) and the member's latest result; 404 for an unknown quiz. */
    detail(member: MemberRow, quizId: string, locale: Locale): QuizDetail {
      const { row, questions } = quizOf(quizId);
      const last = lastAttempt.get(member.consumer_id, row.quiz_id);
      return {
        quizId: row.quiz_id,
        title: locale === 'fr-CA' ? row.title_fr : row.title_en,
        points: row.points,
        questions: questions.map((question) => ({
          questionId: question.id,
          text: inLocale(question.text, locale),
          options: question.options.map((option) => ({ optionId: option.id, label: inLocale(option.label, locale) })),
        })),
        lastResult: last
          ? {
              score: last.score,
              total: last.total,
              submittedAt: last.submitted_at,
              questions: corrections(questions, new Map(Object.entries(JSON.parse(last.answers) as Record<string, string>)), locale),
            }
          : null,
      };
    },

    /**
     * Scores and records a submission. 422 `Quiz incomplete` unless every question has exactly
     * one answer; 400 for a question or option the quiz does not have.
     */
    submit(member: MemberRow, quizId: string, answers: readonly { questionId: string; optionId: string }[], locale: Locale): QuizResult {
      const { row, questions } = quizOf(quizId);
      const chosen = new Map<string, string>();
      for (const answer of answers) {
        const question = questions.find((candidate) => candidate.id === answer.questionId);
        if (!question || !question.options.some((option) => option.id === answer.optionId)) throw fail.badRequest();
        if (chosen.has(answer.questionId)) throw new ApiFailure(422, API_MESSAGES.quizIncomplete);
        chosen.set(answer.questionId, answer.optionId);
      }
      if (chosen.size !== questions.length) throw new ApiFailure(422, API_MESSAGES.quizIncomplete);

      const questionsCorrected = corrections(questions, chosen, locale);
      const score = questionsCorrected.filter((question) => question.correct).length;
      const submittedAt = clock.iso();
      const credited = db
        .transaction(() => {
          insertAttempt.run(
            member.consumer_id,
            row.quiz_id,
            JSON.stringify(Object.fromEntries(chosen)),
            score,
            questions.length,
            submittedAt,
          );
          return ledger.creditOnce({
            consumerId: member.consumer_id,
            kind: 'earn',
            typeCode: 'QUIZ_COMPLETED',
            creditKey: `QUIZ:${row.quiz_id}`,
            reference: row.quiz_id,
            points: row.points,
            description: { en: `Quiz completed: ${row.title_en}`, fr: `Quiz terminé\u00a0: ${row.title_fr}` },
          });
        })
        .immediate();
      return {
        quizId: row.quiz_id,
        score,
        total: questions.length,
        questions: questionsCorrected,
        submittedAt,
        pointsAwarded: credited ? row.points : 0,
        pointsBalance: ledger.balance(member.consumer_id),
        alreadyCredited: !credited,
      };
    },
  };
}
