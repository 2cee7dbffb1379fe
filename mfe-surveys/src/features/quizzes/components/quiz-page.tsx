import { RemotePage } from '@maple/contracts/react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { QuizDefinition } from './quiz-definitions';
import { QuizSignIn } from './quiz-sign-in';

const messages = defineMessages({
  aboutHeading: { id: 'quizzes.quiz.aboutHeading', defaultMessage: 'What this quiz is about' },
  pointsHeading: { id: 'quizzes.quiz.pointsHeading', defaultMessage: 'Points for finishing' },
  pointsBody: {
    id: 'quizzes.quiz.pointsBody',
    defaultMessage: 'Answer every question to finish the quiz. Each quiz you finish earns points, added to your balance.',
  },
});

/** The page of one quiz: its topic, the points it earns and what taking it needs. */
export function QuizPage({ quiz }: { quiz: QuizDefinition }) {
  return (
    <RemotePage routeId={quiz.routeId} intro={<FormattedMessage {...quiz.summary} />} related={['quizzes', 'survey', 'earnPoints']}>
      <section aria-labelledby="quiz-about-heading">
        <h2 id="quiz-about-heading">
          <FormattedMessage {...messages.aboutHeading} />
        </h2>
        {quiz.about.map((paragraph) => (
          <p key={paragraph.id}>
            <FormattedMessage {...paragraph} />
          </p>
        ))}
      </section>
      <section aria-labelledby="quiz-points-heading">
        <h2 id="quiz-points-heading">
          <FormattedMessage {...messages.pointsHeading} />
        </h2>
        <p>
          <FormattedMessage {...messages.pointsBody} />
        </p>
        <QuizSignIn />
      </section>
    </RemotePage>
  );
}
