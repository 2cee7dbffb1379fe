import { RemotePage, RouteLink } from '@maple/contracts/react';
import { Card, CardList, Section } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage, type MessageValue } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'causes.causes.intro',
    defaultMessage:
      'Every member supports a charitable cause. Choose the one that matters to you, and your activity on Maple Rewards helps it too.',
  },
  chooseHeading: { id: 'causes.causes.chooseHeading', defaultMessage: 'Choose your cause' },
  choose: {
    id: 'causes.causes.choose',
    defaultMessage: 'You pick your cause when you join, from the causes the program supports, and you can change it later.',
  },
  defaultHeading: { id: 'causes.causes.defaultHeading', defaultMessage: 'If you have not chosen yet' },
  default: {
    id: 'causes.causes.default',
    defaultMessage: 'Until you choose, your support goes to the program’s default cause.',
  },
  helpHeading: { id: 'causes.causes.helpHeading', defaultMessage: 'How your cause benefits' },
  causePoints: {
    id: 'causes.causes.causePoints',
    defaultMessage: 'Each survey you answer earns a point for your cause, on top of your own points.',
  },
  donateRewards: { id: 'causes.causes.donateRewards', defaultMessage: 'rewards' },
});

const donatePoints = defineMessage<{ rewards: MessageValue }>({
  id: 'causes.causes.donate',
  defaultMessage: 'You can donate your points to your cause: a donation is one of the {rewards} you can redeem.',
});

const seeImpact = defineMessage<{ impact: MessageValue }>({
  id: 'causes.causes.impact',
  defaultMessage: 'See what members have achieved together on the {impact} page.',
});

/** The charitable causes members support: choosing one, the default cause and donating points. */
export function CausesPage() {
  return (
    <RemotePage
      routeId="causes"
      intro={<FormattedMessage {...messages.intro} />}
      related={['impact', 'impactDashboard', 'rewards', 'survey']}
    >
      <Section heading={<FormattedMessage {...messages.chooseHeading} />}>
        <p>
          <FormattedMessage {...messages.choose} />
        </p>
      </Section>
      <Section heading={<FormattedMessage {...messages.defaultHeading} />}>
        <p>
          <FormattedMessage {...messages.default} />
        </p>
      </Section>
      <Section heading={<FormattedMessage {...messages.helpHeading} />}>
        <CardList>
          <Card>
            <FormattedMessage {...messages.causePoints} />
          </Card>
          <Card>
            <FormattedMessage
              {...donatePoints}
              values={{
                rewards: (
                  <RouteLink to="rewards">
                    <FormattedMessage {...messages.donateRewards} />
                  </RouteLink>
                ),
              }}
            />
          </Card>
          <Card>
            <FormattedMessage {...seeImpact} values={{ impact: <RouteLink to="impact" /> }} />
          </Card>
        </CardList>
      </Section>
    </RemotePage>
  );
}
