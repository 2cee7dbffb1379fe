import { RemotePage } from '@maple/contracts/react';
import { Card, CardList, Section } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'earning.earnPoints.intro',
    defaultMessage: 'Earn points for the things you already do: answering surveys, taking quizzes, scanning receipts and signing in.',
  },
  heading: { id: 'earning.earnPoints.heading', defaultMessage: 'How to earn' },
  quizzes: { id: 'earning.earnPoints.quizzes', defaultMessage: 'Quizzes: learn something new and earn points for each quiz you finish.' },
  onboarding: { id: 'earning.earnPoints.onboarding', defaultMessage: 'Onboarding: complete your profile in three short steps.' },
});

const surveyPoints = defineMessage<{ low: number; high: number }>({
  id: 'earning.earnPoints.surveys',
  defaultMessage: 'Surveys: {low} or {high} points and 1 cause point each, plus 5 sweepstakes entries.',
});

const homeScreenPoints = defineMessage<{ points: number }>({
  id: 'earning.earnPoints.homeScreen',
  defaultMessage: 'Add this site to your home screen: {points} points.',
});

/** Every way a member earns points. */
export function EarnPointsPage() {
  return (
    <RemotePage
      routeId="earnPoints"
      intro={<FormattedMessage {...messages.intro} />}
      related={['survey', 'quizzes', 'actionTasks', 'rewards']}
    >
      <Section heading={<FormattedMessage {...messages.heading} />}>
        <CardList>
          <Card>
            <FormattedMessage {...surveyPoints} values={{ low: 50, high: 100 }} />
          </Card>
          <Card>
            <FormattedMessage {...messages.quizzes} />
          </Card>
          <Card>
            <FormattedMessage {...messages.onboarding} />
          </Card>
          <Card>
            <FormattedMessage {...homeScreenPoints} values={{ points: 25 }} />
          </Card>
        </CardList>
      </Section>
    </RemotePage>
  );
}
