import { RemotePage, RouteLink, useApiQuery } from '@maple/platform';
import { Badge, Card, CardList, CardListSkeleton, EmptyState, ErrorState, Section } from '@maple/ui';
import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';
import { useQuizLoadFailure } from '../hooks/use-quiz-load-failure';
import { quizDefinitions } from './quiz-definitions';
import { QuizSignIn } from './quiz-sign-in';

const messages = defineMessages<{
  intro: NoMessageValues;
  heading: NoMessageValues;
  points: { points: number };
  none: NoMessageValues;
  noneBody: NoMessageValues;
  failed: NoMessageValues;
  failedBody: NoMessageValues;
}>({
  intro: {
    id: 'quizzes.list.intro',
    defaultMessage: 'Take a short quiz on a topic that matters, learn something new and earn points when you finish.',
  },
  heading: { id: 'quizzes.list.heading', defaultMessage: 'Choose a quiz' },
  points: { id: 'quizzes.list.points', defaultMessage: '{points, number} points' },
  none: { id: 'quizzes.list.none', defaultMessage: 'There are no quizzes available at this time.' },
  noneBody: { id: 'quizzes.list.noneBody', defaultMessage: 'New quizzes are added regularly. Take a survey in the meantime.' },
  failed: { id: 'quizzes.list.failed', defaultMessage: 'The quizzes could not be loaded' },
  failedBody: { id: 'quizzes.list.failedBody', defaultMessage: 'Check your connection, then try again. Error code: 1283.' },
});

/** The quizzes the API offers, each linking to its page, with the points it earns. */
export function QuizzesPage() {
  const quizzes = useApiQuery('quizzes', undefined, { errors: 'inline' });
  useQuizLoadFailure(quizzes.isError && !quizzes.data);
  const offered = (quizzes.data?.quizzes ?? []).flatMap((quiz) => {
    const definition = quizDefinitions.find((candidate) => candidate.quizId === quiz.quizId);
    return definition ? [{ definition, points: quiz.points }] : [];
  });

  return (
    <RemotePage routeId="quizzes" intro={<FormattedMessage {...messages.intro} />} related={['survey', 'earnPoints', 'rewards']}>
      <Section heading={<FormattedMessage {...messages.heading} />}>
        {quizzes.data ? (
          offered.length === 0 ? (
            <EmptyState title={<FormattedMessage {...messages.none} />}>
              <p>
                <FormattedMessage {...messages.noneBody} />
              </p>
            </EmptyState>
          ) : (
            <CardList>
              {offered.map(({ definition, points }) => (
                <Card key={definition.routeId} heading={<RouteLink to={definition.routeId} />}>
                  <p>
                    <FormattedMessage {...definition.summary} />
                  </p>
                  <p>
                    <Badge tone="brand">
                      <FormattedMessage {...messages.points} values={{ points }} />
                    </Badge>
                  </p>
                </Card>
              ))}
            </CardList>
          )
        ) : quizzes.isError ? (
          <ErrorState title={<FormattedMessage {...messages.failed} />} onRetry={() => void quizzes.refetch()}>
            <p>
              <FormattedMessage {...messages.failedBody} />
            </p>
          </ErrorState>
        ) : (
          <CardListSkeleton count={6} lines={3} />
        )}
      </Section>
      <QuizSignIn />
    </RemotePage>
  );
}
