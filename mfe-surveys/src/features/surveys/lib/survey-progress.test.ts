import type { SurveyAnswer, SurveyQuestion } from '@maple/contracts';
import { answerTo, surveyProgress } from './survey-progress';

const question = (questionId: string, required: boolean): SurveyQuestion => ({
  questionId,
  kind: 'text',
  text: questionId,
  required,
  maxLength: 100,
});
const answer = (questionId: string): SurveyAnswer => ({ questionId, kind: 'text', text: 'yes' });

const questions = [question('a', true), question('b', false), question('c', true)];

describe('surveyProgress', () => {
  it('starts at the first question with nothing answered and the required ones outstanding', () => {
    expect(surveyProgress({ questions, answers: [] })).toEqual({
      answeredCount: 0,
      questionCount: 3,
      requiredUnanswered: ['a', 'c'],
      resumeIndex: 0,
      canComplete: false,
    });
  });

  it('resumes at the first question without an answer, even before a later answered one', () => {
    const progress = surveyProgress({ questions, answers: [answer('a'), answer('c')] });

    expect(progress).toMatchObject({ answeredCount: 2, resumeIndex: 1, requiredUnanswered: [], canComplete: true });
  });

  it('can complete once every required question is answered, optional ones left out', () => {
    expect(surveyProgress({ questions, answers: [answer('c'), answer('a')] }).canComplete).toBe(true);
    expect(surveyProgress({ questions, answers: [answer('a'), answer('b')] })).toMatchObject({
      canComplete: false,
      requiredUnanswered: ['c'],
      resumeIndex: 2,
    });
  });

  it('takes a member who answered everything back to the last question, to finish', () => {
    expect(surveyProgress({ questions, answers: questions.map((q) => answer(q.questionId)) })).toMatchObject({
      answeredCount: 3,
      resumeIndex: 2,
      canComplete: true,
    });
  });

  it('ignores answers to questions the survey does not have', () => {
    expect(surveyProgress({ questions, answers: [answer('zzz')] })).toMatchObject({ answeredCount: 0, resumeIndex: 0 });
  });

  it('copes with a survey without questions', () => {
    expect(surveyProgress({ questions: [], answers: [] })).toEqual({
      answeredCount: 0,
      questionCount: 0,
      requiredUnanswered: [],
      resumeIndex: 0,
      canComplete: true,
    });
  });
});

describe('answerTo', () => {
  it('finds the recorded answer to a question, or nothing', () => {
    expect(answerTo({ answers: [answer('a'), answer('b')] }, 'b')).toEqual(answer('b'));
    expect(answerTo({ answers: [answer('a')] }, 'c')).toBeUndefined();
  });
});
