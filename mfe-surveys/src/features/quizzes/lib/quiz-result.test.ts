import type { QuizDetail, QuizResult } from '@maple/contracts';
import { quizCorrections, quizScoreBand, quizSubmission } from './quiz-result';

const quiz: Pick<QuizDetail, 'questions'> = {
  questions: [
    {
      questionId: 'q1',
      text: 'How long should you wash your hands?',
      options: [
        { optionId: 'a', label: '5 seconds' },
        { optionId: 'b', label: '20 seconds' },
      ],
    },
    {
      questionId: 'q2',
      text: 'When is Global Handwashing Day?',
      options: [
        { optionId: 'a', label: 'October 15' },
        { optionId: 'b', label: 'March 22' },
      ],
    },
  ],
};

const corrected = (questionId: string, chosenOptionId: string, correctOptionId: string) => ({
  questionId,
  chosenOptionId,
  correctOptionId,
  correct: chosenOptionId === correctOptionId,
  explanation: `Because ${correctOptionId}.`,
});

describe('quizScoreBand', () => {
  it.each([
    [3, 3, 'perfect'],
    [1, 1, 'perfect'],
    [2, 3, 'passed'],
    [2, 4, 'passed'],
    [1, 3, 'keepLearning'],
    [0, 3, 'keepLearning'],
    [0, 0, 'keepLearning'],
  ] as const)('reads %i out of %i as %s', (score, total, band) => {
    expect(quizScoreBand(score, total)).toBe(band);
  });
});

describe('quizCorrections', () => {
  it('puts the words of the question and of both answers beside the server’s correction, in the quiz’s order', () => {
    const result: Pick<QuizResult, 'questions'> = { questions: [corrected('q2', 'b', 'a'), corrected('q1', 'b', 'b')] };

    expect(quizCorrections(quiz, result)).toEqual([
      {
        questionId: 'q1',
        question: 'How long should you wash your hands?',
        chosenAnswer: '20 seconds',
        correctAnswer: '20 seconds',
        correct: true,
        explanation: 'Because b.',
      },
      {
        questionId: 'q2',
        question: 'When is Global Handwashing Day?',
        chosenAnswer: 'March 22',
        correctAnswer: 'October 15',
        correct: false,
        explanation: 'Because a.',
      },
    ]);
  });

  it('leaves out questions the result does not correct, and says nothing of options the quiz no longer has', () => {
    const corrections = quizCorrections(quiz, { questions: [corrected('q1', 'gone', 'b'), corrected('q9', 'a', 'a')] });

    expect(corrections).toHaveLength(1);
    expect(corrections[0]).toMatchObject({ questionId: 'q1', chosenAnswer: null, correctAnswer: '20 seconds', correct: false });
  });
});

describe('quizSubmission', () => {
  it('answers every question once, in the quiz’s order', () => {
    expect(quizSubmission(quiz, { q2: 'a', q1: 'b' })).toEqual({
      ok: true,
      answers: [
        { questionId: 'q1', optionId: 'b' },
        { questionId: 'q2', optionId: 'a' },
      ],
    });
  });

  it('names the questions without an answer, or with one the question does not offer', () => {
    expect(quizSubmission(quiz, { q1: 'b' })).toEqual({ ok: false, unanswered: ['q2'] });
    expect(quizSubmission(quiz, { q1: null, q2: 'z' })).toEqual({ ok: false, unanswered: ['q1', 'q2'] });
    expect(quizSubmission(quiz, { q1: 'a', q2: 'b', q3: 'a' })).toMatchObject({ ok: true });
  });

  it('cannot submit a quiz without questions', () => {
    expect(quizSubmission({ questions: [] }, {})).toEqual({ ok: false, unanswered: [] });
  });
});
