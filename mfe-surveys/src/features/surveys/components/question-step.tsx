import { zodResolver } from '@hookform/resolvers/zod';
import type { SurveyAnswer, SurveyQuestion } from '@maple/contracts';
import { Button, ButtonRow, CheckboxGroup, Form, RadioGroup, TextArea, useValidationErrorMap } from '@maple/ui';
import { type ReactNode, type Ref, useMemo } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { type AnswerFormValues, answerFrom, answerSchema, scaleValues, valueOf } from '../services/answer-values';
import styles from './survey-runner.module.css';

const messages = defineMessages<{
  position: { number: number; total: number };
  chooseUpTo: { max: number };
  chooseAll: NoMessageValues;
  scaleHint: { min: number; max: number; minLabel: string; maxLabel: string };
  scaleEnd: { value: number; label: string };
  textHint: { max: number };
  back: NoMessageValues;
  next: NoMessageValues;
  finish: NoMessageValues;
  later: NoMessageValues;
}>({
  position: { id: 'surveys.question.position', defaultMessage: 'Question {number, number} of {total, number}' },
  chooseUpTo: {
    id: 'surveys.question.chooseUpTo',
    defaultMessage: '{max, plural, one {Choose one answer.} other {Choose up to # answers.}}',
  },
  chooseAll: { id: 'surveys.question.chooseAll', defaultMessage: 'Choose all that apply.' },
  scaleHint: { id: 'surveys.question.scaleHint', defaultMessage: 'From {min, number} ({minLabel}) to {max, number} ({maxLabel}).' },
  scaleEnd: { id: 'surveys.question.scaleEnd', defaultMessage: '{value, number}: {label}' },
  textHint: { id: 'surveys.question.textHint', defaultMessage: 'Up to {max, number} characters.' },
  back: { id: 'surveys.question.back', defaultMessage: 'Previous question' },
  next: { id: 'surveys.question.next', defaultMessage: 'Next question' },
  finish: { id: 'surveys.question.finish', defaultMessage: 'Finish the survey' },
  later: { id: 'surveys.question.later', defaultMessage: 'Save and finish later' },
});

/** Where the member goes after answering: the previous or next question, or back to the list. */
export type StepDirection = 'back' | 'forward' | 'leave';

/** Props of {@link QuestionStep}. */
interface QuestionStepProps {
  readonly question: SurveyQuestion;
  /** The question's place, from 0, and the survey's number of questions. */
  readonly index: number;
  readonly total: number;
  /** The member's recorded answer, shown to change. */
  readonly recorded: SurveyAnswer | undefined;
  readonly busy: boolean;
  /** A problem the page reports under the question (a refused save, an unconfirmed email…). */
  readonly problem?: ReactNode;
  readonly headingRef?: Ref<HTMLHeadingElement>;
  /** The answer to record (null: nothing to record) and where to go next. */
  readonly onAnswer: (answer: SurveyAnswer | null, direction: StepDirection) => void;
}

function QuestionField({ question, field }: { question: SurveyQuestion; field: UseFormRegisterReturn<'answer'> }) {
  const intl = useIntl();
  const optional = !question.required;
  switch (question.kind) {
    case 'single':
      return (
        <RadioGroup
          label={question.text}
          optional={optional}
          options={question.options.map((option) => ({ value: option.optionId, label: option.label }))}
          {...field}
        />
      );
    case 'multiple': {
      const hint =
        question.maxChoices >= question.options.length ? (
          <FormattedMessage {...messages.chooseAll} />
        ) : (
          <FormattedMessage {...messages.chooseUpTo} values={{ max: question.maxChoices }} />
        );
      return (
        <CheckboxGroup
          label={question.text}
          optional={optional}
          hint={hint}
          options={question.options.map((option) => ({ value: option.optionId, label: option.label }))}
          {...field}
        />
      );
    }
    case 'scale': {
      const labelOf = (value: string) => {
        const end = Number(value) === question.min ? question.minLabel : Number(value) === question.max ? question.maxLabel : null;
        return end ? intl.formatMessage(messages.scaleEnd, { value: Number(value), label: end }) : intl.formatNumber(Number(value));
      };
      return (
        <RadioGroup
          label={question.text}
          optional={optional}
          inline
          hint={
            <FormattedMessage
              {...messages.scaleHint}
              values={{ min: question.min, max: question.max, minLabel: question.minLabel, maxLabel: question.maxLabel }}
            />
          }
          options={scaleValues(question).map((value) => ({ value, label: labelOf(value) }))}
          {...field}
        />
      );
    }
    case 'text':
      return (
        <TextArea
          label={question.text}
          optional={optional}
          hint={<FormattedMessage {...messages.textHint} values={{ max: question.maxLength }} />}
          maxLength={question.maxLength}
          {...field}
        />
      );
  }
}

const isBlank = (answer: SurveyAnswer | null) =>
  !answer || (answer.kind === 'multiple' && answer.optionIds.length === 0) || (answer.kind === 'text' && answer.text === '');

/**
 * One question of a survey as a small form: its field (of the question's kind), then the way
 * back, the way on (checked: a required question needs an answer) and a way out that keeps
 * what was answered.
 */
export function QuestionStep({ question, index, total, recorded, busy, problem, headingRef, onAnswer }: QuestionStepProps) {
  const errorMap = useValidationErrorMap();
  const schema = useMemo(() => answerSchema(question), [question]);
  const form = useForm<AnswerFormValues>({
    resolver: zodResolver(schema, { error: errorMap }),
    defaultValues: { answer: valueOf(question, recorded) },
    shouldFocusError: false,
  });
  const last = index === total - 1;

  // Going back or leaving keeps a valid answer, and never insists on one.
  const keepAndGo = async (direction: Exclude<StepDirection, 'forward'>) => {
    const answer = answerFrom(question, form.getValues('answer'));
    if (isBlank(answer)) return onAnswer(answer, direction);
    if (await form.trigger('answer')) onAnswer(answer, direction);
  };

  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className={styles.position}>
        <FormattedMessage {...messages.position} values={{ number: index + 1, total }} />
      </h3>
      <Form form={form} onSubmit={(values) => onAnswer(answerFrom(question, values.answer), 'forward')}>
        <QuestionField question={question} field={form.register('answer')} />
        {problem}
        <ButtonRow>
          <Button type="submit" busy={busy}>
            <FormattedMessage {...(last ? messages.finish : messages.next)} />
          </Button>
          {index > 0 && (
            <Button variant="secondary" onClick={() => void keepAndGo('back')} disabled={busy}>
              <FormattedMessage {...messages.back} />
            </Button>
          )}
          <Button variant="quiet" onClick={() => void keepAndGo('leave')} disabled={busy}>
            <FormattedMessage {...messages.later} />
          </Button>
        </ButtonRow>
      </Form>
    </>
  );
}
