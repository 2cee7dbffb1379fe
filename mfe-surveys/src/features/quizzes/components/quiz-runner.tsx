import { zodResolver } from '@hookform/resolvers/zod';
import { ApiFailure, type QuizDetail, type QuizResult } from '@maple/contracts';
import { quizSubmission } from '../lib/quiz-result';
import { useApiQuery } from '@maple/platform';
import { Button, ButtonRow, EmptyState, ErrorState, Form, RadioGroup, Section, useValidationErrorMap } from '@maple/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import * as z from 'zod/mini';
import { ContentSkeleton } from '#src/lib/content-skeleton.tsx';
import { EmailConfirmationNotice } from '#src/lib/email-confirmation-notice.tsx';
import { useSubmitQuiz } from '../api/use-submit-quiz';
import { useQuizLoadFailure } from '../hooks/use-quiz-load-failure';
import type { QuizDefinition } from './quiz-definitions';
import { type QuizEarning, QuizResultView } from './quiz-result-view';
import styles from './quiz.module.css';

const messages = defineMessages<{
  heading: NoMessageValues;
  description: { points: number };
  question: { number: number; text: string };
  submit: NoMessageValues;
  incomplete: NoMessageValues;
  submitFailed: NoMessageValues;
  unavailable: NoMessageValues;
  unavailableBody: NoMessageValues;
  loadFailed: NoMessageValues;
  loadFailedBody: NoMessageValues;
}>({
  heading: { id: 'quizzes.runner.heading', defaultMessage: 'Take the quiz' },
  description: {
    id: 'quizzes.runner.description',
    defaultMessage:
      'Answer every question, then send your answers to see your score and why each answer is right. Finishing earns {points, number} points, once.',
  },
  question: { id: 'quizzes.runner.question', defaultMessage: '{number, number}. {text}' },
  submit: { id: 'quizzes.runner.submit', defaultMessage: 'Send my answers' },
  incomplete: { id: 'quizzes.runner.incomplete', defaultMessage: 'Answer every question before you send your answers.' },
  submitFailed: {
    id: 'quizzes.runner.submitFailed',
    defaultMessage: 'Your answers could not be sent. Check your connection and try again; your choices are still here.',
  },
  unavailable: { id: 'quizzes.runner.unavailable', defaultMessage: 'There are no quizzes available at this time.' },
  unavailableBody: {
    id: 'quizzes.runner.unavailableBody',
    defaultMessage: 'This quiz is not open right now. Come back soon, or take a survey.',
  },
  loadFailed: { id: 'quizzes.runner.loadFailed', defaultMessage: 'The quiz could not be loaded' },
  loadFailedBody: { id: 'quizzes.runner.loadFailedBody', defaultMessage: 'Check your connection, then try again. Error code: 1283.' },
});

/** The chosen option of each question, by field (none chosen: nothing, which the checks refuse). */
type Choices = Record<string, string>;

/** The form's field of each question: its place (question ids are the API's, not field names). */
const fieldOf = (index: number) => `q${index}`;

/** The quiz's questions as a form: one answer each, sent to the server, which scores them. */
function QuizForm({ quiz, onResult }: { quiz: QuizDetail; onResult: (result: QuizResult) => void }) {
  const intl = useIntl();
  const errorMap = useValidationErrorMap();
  const schema = useMemo(
    () =>
      z.object(
        Object.fromEntries(
          quiz.questions.map((question, index) => [
            fieldOf(index),
            z.enum(question.options.map((option) => option.optionId) as [string, ...string[]]),
          ]),
        ),
      ),
    [quiz],
  );
  const form = useForm<Choices>({
    resolver: zodResolver(schema, { error: errorMap }),
    shouldFocusError: false,
  });
  const [emailNotVerified, setEmailNotVerified] = useState(false);
  const submit = useSubmitQuiz();

  async function send(values: Choices) {
    setEmailNotVerified(false);
    const chosen = Object.fromEntries(quiz.questions.map((question, index) => [question.questionId, values[fieldOf(index)]]));
    const submission = quizSubmission(quiz, chosen);
    if (!submission.ok) {
      form.setError('root.server', { type: 'server', message: intl.formatMessage(messages.incomplete) });
      return;
    }
    try {
      onResult(await submit.mutateAsync({ params: { quizId: quiz.quizId }, body: { answers: [...submission.answers] } }));
    } catch (error) {
      const kind = error instanceof ApiFailure ? error.kind : 'unknown';
      if (kind === 'emailNotVerified') setEmailNotVerified(true);
      else
        form.setError('root.server', {
          type: 'server',
          message: intl.formatMessage(kind === 'quizIncomplete' ? messages.incomplete : messages.submitFailed),
        });
    }
  }

  return (
    <Form form={form} onSubmit={send}>
      <div className={styles.questions}>
        {quiz.questions.map((question, index) => (
          <RadioGroup
            key={question.questionId}
            label={<FormattedMessage {...messages.question} values={{ number: index + 1, text: question.text }} />}
            options={question.options.map((option) => ({ value: option.optionId, label: option.label }))}
            {...form.register(fieldOf(index))}
          />
        ))}
      </div>
      {emailNotVerified && <EmailConfirmationNotice />}
      <ButtonRow>
        <Button type="submit" busy={submit.isPending}>
          <FormattedMessage {...messages.submit} />
        </Button>
      </ButtonRow>
    </Form>
  );
}

/** A quiz loaded: the member's last result, or the questions to answer (again). */
function QuizTaking({ quiz }: { quiz: QuizDetail }) {
  const [result, setResult] = useState<QuizResult | null>(null);
  const [retaking, setRetaking] = useState(false);
  const shown = result ?? (retaking ? null : quiz.lastResult);
  const earning: QuizEarning | null = result;
  const retake = () => {
    setResult(null);
    setRetaking(true);
  };
  if (shown) return <QuizResultView quiz={quiz} result={shown} earning={earning} onRetake={retake} />;
  return (
    <Section
      heading={<FormattedMessage {...messages.heading} />}
      description={<FormattedMessage {...messages.description} values={{ points: quiz.points }} />}
    >
      <QuizForm quiz={quiz} onResult={setResult} />
    </Section>
  );
}

/** A quiz for a signed-in member: questions served by the API (never the answers), scored by the server. */
export function QuizRunner({ definition }: { definition: QuizDefinition }) {
  const quiz = useApiQuery('quiz', { params: { quizId: definition.quizId } }, { errors: 'inline' });
  const notOffered = quiz.isError && quiz.error.kind === 'resourceNotFound';
  useQuizLoadFailure(quiz.isError && !quiz.data && !notOffered);
  if (quiz.data) return <QuizTaking quiz={quiz.data} />;
  if (notOffered)
    return (
      <EmptyState title={<FormattedMessage {...messages.unavailable} />}>
        <p>
          <FormattedMessage {...messages.unavailableBody} />
        </p>
      </EmptyState>
    );
  if (quiz.isError)
    return (
      <ErrorState title={<FormattedMessage {...messages.loadFailed} />} onRetry={() => void quiz.refetch()}>
        <p>
          <FormattedMessage {...messages.loadFailedBody} />
        </p>
      </ErrorState>
    );
  return <ContentSkeleton lines={8} />;
}
