import { RemotePage, RouteLink } from '@maple/contracts/react';
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
      <section aria-labelledby="quizzes-heading">
        <h2 id="quizzes-heading">
          <FormattedMessage {...messages.heading} />
        </h2>
        <ul className="card-list">
          {quizDefinitions.map((quiz) => (
            <li key={quiz.routeId} className="card">
              <h3>
                <RouteLink to={quiz.routeId} />
              </h3>
              <p>
                <FormattedMessage {...quiz.summary} />
              </p>
            </li>
          ))}
        </ul>
      </section>
      <QuizSignIn />
    </RemotePage>
  );
}
