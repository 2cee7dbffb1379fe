import type { SurveyQuestion } from '@maple/contracts';
import { surveyDetail } from '#src/testing/factories.ts';
import { answerFrom, answerSchema, sameAnswer, scaleValues, valueOf } from './answer-values';

const [single, multiple, scale, text] = surveyDetail().questions as [
  Extract<SurveyQuestion, { kind: 'single' }>,
  Extract<SurveyQuestion, { kind: 'multiple' }>,
  Extract<SurveyQuestion, { kind: 'scale' }>,
  Extract<SurveyQuestion, { kind: 'text' }>,
];

const passes = (question: SurveyQuestion, answer: unknown) => answerSchema(question)['~standard'].validate({ answer });
const valid = (question: SurveyQuestion, answer: unknown) => {
  const result = passes(question, answer);
  return !(result instanceof Promise) && !result.issues;
};

describe('answerSchema', () => {
  it('wants one of a single-choice question’s options, and one at all when it is required', () => {
    expect(valid(single, '3-5')).toBe(true);
    expect(valid(single, 'carrier-pigeon')).toBe(false);
    expect(valid(single, null)).toBe(false);
    expect(valid({ ...single, required: false }, null)).toBe(true);
  });

  it('takes up to maxChoices of a multiple-choice question’s options, none when it is optional', () => {
    expect(valid(multiple, ['pods', 'liquid'])).toBe(true);
    expect(valid(multiple, ['pods', 'liquid', 'softener'])).toBe(false);
    expect(valid(multiple, ['bleach'])).toBe(false);
    expect(valid(multiple, [])).toBe(true);
    expect(valid({ ...multiple, required: true }, [])).toBe(false);
  });

  it('takes a value on the scale', () => {
    expect(scaleValues(scale)).toEqual(['1', '2', '3', '4', '5']);
    expect(valid(scale, '5')).toBe(true);
    expect(valid(scale, '6')).toBe(false);
    expect(valid(scale, null)).toBe(false);
  });

  it('takes text within maxLength, and some text (not just spaces) when it is required', () => {
    expect(valid(text, 'Cold water works.')).toBe(true);
    expect(valid(text, '')).toBe(true);
    expect(valid(text, 'x'.repeat(51))).toBe(false);
    expect(valid({ ...text, required: true }, '   ')).toBe(false);
  });
});

describe('answers and form values', () => {
  it('shows a recorded answer in the form, and nothing for no answer', () => {
    expect(valueOf(single, { questionId: 'loads', kind: 'single', optionId: '1-2' })).toBe('1-2');
    expect(valueOf(multiple, { questionId: 'products', kind: 'multiple', optionIds: ['pods'] })).toEqual(['pods']);
    expect(valueOf(scale, { questionId: 'smell', kind: 'scale', value: 4 })).toBe('4');
    expect(valueOf(text, { questionId: 'tips', kind: 'text', text: 'Cold' })).toBe('Cold');
    expect([valueOf(single, undefined), valueOf(multiple, undefined), valueOf(scale, undefined), valueOf(text, undefined)]).toEqual([
      null,
      [],
      null,
      '',
    ]);
  });

  it('turns a form value into the answer the API records, trimmed', () => {
    expect(answerFrom(single, '3-5')).toEqual({ questionId: 'loads', kind: 'single', optionId: '3-5' });
    expect(answerFrom(multiple, ['pods'])).toEqual({ questionId: 'products', kind: 'multiple', optionIds: ['pods'] });
    expect(answerFrom(scale, '2')).toEqual({ questionId: 'smell', kind: 'scale', value: 2 });
    expect(answerFrom(text, '  Cold water  ')).toEqual({ questionId: 'tips', kind: 'text', text: 'Cold water' });
  });

  it('records nothing for an unanswered choice or scale, and a withdrawal for cleared options or text', () => {
    expect(answerFrom(single, null)).toBeNull();
    expect(answerFrom(scale, '')).toBeNull();
    expect(answerFrom(multiple, [])).toEqual({ questionId: 'products', kind: 'multiple', optionIds: [] });
    expect(answerFrom(text, '   ')).toEqual({ questionId: 'tips', kind: 'text', text: '' });
  });

  it('knows when an answer changes nothing', () => {
    const recorded = { questionId: 'loads', kind: 'single', optionId: '1-2' } as const;
    expect(sameAnswer(recorded, { ...recorded })).toBe(true);
    expect(sameAnswer(recorded, { ...recorded, optionId: '3-5' })).toBe(false);
    expect(sameAnswer(undefined, null)).toBe(true);
    expect(sameAnswer(undefined, { questionId: 'tips', kind: 'text', text: '' })).toBe(true);
    expect(sameAnswer(undefined, { questionId: 'tips', kind: 'text', text: 'Hi' })).toBe(false);
    expect(
      sameAnswer(
        { questionId: 'products', kind: 'multiple', optionIds: ['pods'] },
        { questionId: 'products', kind: 'multiple', optionIds: [] },
      ),
    ).toBe(false);
  });
});
