import { RemotePage, RouteLink } from '@maple/contracts/react';
import { Card, CardList, Section } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { quizDefinitions } from './quiz-definitions';
import { QuizSignIn } from './quiz-sign-in';

const messages = defineMessages({
  intro: {
    id: 'quizzes.list.intro',
    defaultMessage: 'Take a short quiz on a topic that matters, learn something new and earn points when you finish.',
  },
  heading: { id: 'quizzes.list.heading', defaultMessage: 'Choose a quiz' },
});

/** Every quiz, each linking to its page. */
export function QuizzesPage() {
  return (
    <RemotePage routeId="quizzes" intro={<FormattedMessage {...messages.intro} />} related={['survey', 'earnPoints', 'rewards']}>
      <Section heading={<FormattedMessage {...messages.heading} />}>
        <CardList>
          {quizDefinitions.map((quiz) => (
            <Card key={quiz.routeId} heading={<RouteLink to={quiz.routeId} />}>
              <p>
                <FormattedMessage {...quiz.summary} />
              </p>
            </Card>
          ))}
        </CardList>
      </Section>
      <QuizSignIn />
    </RemotePage>
  );
}
