import { zodResolver } from '@hookform/resolvers/zod';
import type { SweepstakesWin } from '@maple/contracts';
import { Button, Form, Notice, TextField, useValidationErrorMap } from '@maple/ui';
import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage, type MessageValue, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { useAnswerSkillTestingQuestion } from '../api/use-answer-skill-testing-question';
import styles from './sweepstakes.module.css';

const messages = defineMessages({
  drawn: { id: 'rewards.skillTesting.drawn', defaultMessage: 'You were drawn!' },
  drawnBody: {
    id: 'rewards.skillTesting.drawnBody',
    defaultMessage:
      'To claim your prize, answer this skill-testing question yourself, without help or a calculator. You have one try: a wrong answer forfeits the prize, as the official rules say.',
  },
  answer: { id: 'rewards.skillTesting.answer', defaultMessage: 'Your answer' },
  answerHint: { id: 'rewards.skillTesting.answerHint', defaultMessage: 'A whole number.' },
  wholeNumber: { id: 'rewards.skillTesting.wholeNumber', defaultMessage: 'Enter a whole number, such as 42.' },
  submit: { id: 'rewards.skillTesting.submit', defaultMessage: 'Submit my answer' },
  claimed: {
    id: 'rewards.skillTesting.claimed',
    defaultMessage: 'Correct: your prize is claimed. We will email you within five business days to arrange its delivery.',
  },
  forfeited: {
    id: 'rewards.skillTesting.forfeited',
    defaultMessage: 'That answer was not correct, so under the official rules this prize is forfeited. Thank you for taking part.',
  },
  failed: { id: 'rewards.skillTesting.failed', defaultMessage: 'Your answer could not be recorded. Please try again.' },
});

const withValues = defineMessages<{ question: { expression: MessageValue }; wonOn: { date: MessageValue } }>({
  question: { id: 'rewards.skillTesting.question', defaultMessage: 'What is {expression}?' },
  wonOn: { id: 'rewards.skillTesting.wonOn', defaultMessage: 'Drawn on {date}' },
});

/** One draw the member won: the skill-testing question while it waits for their one answer, then the outcome. */
export function SkillTestingQuestion({ win }: { win: SweepstakesWin }) {
  const intl = useIntl();
  const answer = useAnswerSkillTestingQuestion();
  const outcome = useRef<HTMLDivElement>(null);
  const settled = win.status !== 'awaiting-answer' || win.question === null;
  // Answered just now: the outcome takes focus, so it is read out where the form was.
  useEffect(() => {
    if (settled && answer.isSuccess) outcome.current?.focus();
  }, [settled, answer.isSuccess]);
  const drawnOn = <FormattedMessage {...withValues.wonOn} values={{ date: intl.formatDate(win.drawnAt, { dateStyle: 'long' }) }} />;
  if (settled)
    return (
      <div ref={outcome} tabIndex={-1} className={styles.outcome}>
        <Notice tone={win.status === 'claimed' ? 'success' : 'info'} title={drawnOn}>
          <p>
            <FormattedMessage {...(win.status === 'claimed' ? messages.claimed : messages.forfeited)} />
          </p>
        </Notice>
      </div>
    );
  return <AnswerForm drawId={win.drawId} question={win.question ?? ''} drawnOn={drawnOn} answer={answer} />;
}

function AnswerForm({
  drawId,
  question,
  drawnOn,
  answer,
}: {
  drawId: string;
  question: string;
  drawnOn: ReactNode;
  answer: ReturnType<typeof useAnswerSkillTestingQuestion>;
}) {
  const intl = useIntl();
  const errorMap = useValidationErrorMap();
  const headingId = useId();
  const schema = useMemo(
    () => z.object({ answer: z.string().check(z.trim(), z.regex(/^-?\d{1,6}$/, { error: intl.formatMessage(messages.wholeNumber) })) }),
    [intl],
  );
  const form = useForm<{ answer: string }>({
    resolver: zodResolver(schema, { error: errorMap }),
    defaultValues: { answer: '' },
    shouldFocusError: false,
  });
  const submit = async (values: { answer: string }) => {
    if (answer.isPending) return;
    try {
      await answer.mutateAsync({ params: { drawId }, body: { answer: values.answer.trim() } });
    } catch {
      form.setError('root.server', { type: 'server', message: intl.formatMessage(messages.failed) });
    }
  };
  return (
    <section className={styles.win} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.winHeading}>
        <FormattedMessage {...messages.drawn} />
      </h3>
      <p className={styles.muted}>{drawnOn}</p>
      <p>
        <FormattedMessage {...messages.drawnBody} />
      </p>
      <Form form={form} onSubmit={submit} className={styles.answerForm}>
        <TextField
          label={<FormattedMessage {...withValues.question} values={{ expression: question }} />}
          hint={<FormattedMessage {...messages.answerHint} />}
          inputMode="numeric"
          autoComplete="off"
          {...form.register('answer')}
        />
        <Button type="submit" busy={answer.isPending}>
          <FormattedMessage {...messages.submit} />
        </Button>
      </Form>
    </section>
  );
}
