import { RemotePage } from '@maple/contracts/react';
import { Card, CardList, Section } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'referral.referAFriend.intro',
    defaultMessage: 'Know someone who would enjoy Maple Rewards? Invite them to join, and support the causes you care about together.',
  },
  stepsHeading: { id: 'referral.referAFriend.stepsHeading', defaultMessage: 'How it works' },
  stepShare: {
    id: 'referral.referAFriend.stepShare',
    defaultMessage: 'Tell your friend about Maple Rewards and share the sign-up page with them.',
  },
  stepSignUp: {
    id: 'referral.referAFriend.stepSignUp',
    defaultMessage: 'Your friend signs up with their own email address and picks a charitable cause.',
  },
  stepEarn: {
    id: 'referral.referAFriend.stepEarn',
    defaultMessage: 'They start earning points with surveys, quizzes, receipt scans and more, and redeem them for rewards.',
  },
  whoHeading: { id: 'referral.referAFriend.whoHeading', defaultMessage: 'Who can join' },
  who: {
    id: 'referral.referAFriend.who',
    defaultMessage: 'Maple Rewards is open to adults living in Canada. Each member joins with their own email address.',
  },
});

const steps = [messages.stepShare, messages.stepSignUp, messages.stepEarn];

/** Inviting friends to join the programme. */
export function ReferAFriendPage() {
  return (
    <RemotePage
      routeId="referAFriend"
      intro={<FormattedMessage {...messages.intro} />}
      related={['signup', 'earnPoints', 'causes', 'myAccount']}
    >
      <Section heading={<FormattedMessage {...messages.stepsHeading} />}>
        <CardList ordered>
          {steps.map((step) => (
            <Card key={step.id}>
              <FormattedMessage {...step} />
            </Card>
          ))}
        </CardList>
      </Section>
      <Section heading={<FormattedMessage {...messages.whoHeading} />}>
        <p>
          <FormattedMessage {...messages.who} />
        </p>
      </Section>
    </RemotePage>
  );
}
