import { RemotePage, useSiteStore } from '@maple/platform';
import { Section } from '@maple/ui';
import { lazy, Suspense } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { ContentSkeleton } from '#src/lib/content-skeleton.tsx';
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

// The quiz and its form libraries load for a member only: a visitor's page does without them.
const QuizRunner = lazy(() => import('./quiz-runner').then((module) => ({ default: module.QuizRunner })));

/** The page of one quiz: its topic, then the quiz itself for a member, or what taking it needs for a visitor. */
export function QuizPage({ quiz }: { quiz: QuizDefinition }) {
  const loggedIn = useSiteStore((state) => state.loggedIn);
  return (
    <RemotePage routeId={quiz.routeId} intro={<FormattedMessage {...quiz.summary} />} related={['quizzes', 'survey', 'earnPoints']}>
      <Section heading={<FormattedMessage {...messages.aboutHeading} />}>
        {quiz.about.map((paragraph) => (
          <p key={paragraph.id}>
            <FormattedMessage {...paragraph} />
          </p>
        ))}
      </Section>
      {loggedIn ? (
        <Suspense fallback={<ContentSkeleton lines={8} />}>
          <QuizRunner definition={quiz} />
        </Suspense>
      ) : (
        <Section heading={<FormattedMessage {...messages.pointsHeading} />}>
          <p>
            <FormattedMessage {...messages.pointsBody} />
          </p>
          <QuizSignIn />
        </Section>
      )}
    </RemotePage>
  );
}
