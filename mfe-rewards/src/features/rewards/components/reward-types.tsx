import { Card, CardList, Section } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  heading: { id: 'rewards.types.heading', defaultMessage: 'Ways to redeem your points' },
  sweepstakes: { id: 'rewards.types.sweepstakes', defaultMessage: 'Sweepstakes entries: a chance to win prizes from the brands you buy.' },
  donations: { id: 'rewards.types.donations', defaultMessage: 'Cause donations: turn points into a gift to the charity you chose.' },
  giftCards: { id: 'rewards.types.giftCards', defaultMessage: 'Gift cards from Canadian retailers, sent by email.' },
  subscriptions: { id: 'rewards.types.subscriptions', defaultMessage: 'Digital subscriptions to magazines and streaming services.' },
  experiences: { id: 'rewards.types.experiences', defaultMessage: 'Local experiences close to home.' },
});

/** The kinds of rewards a member can redeem points for. */
export function RewardTypes() {
  return (
    <Section heading={<FormattedMessage {...messages.heading} />}>
      <CardList>
        {(['sweepstakes', 'donations', 'giftCards', 'subscriptions', 'experiences'] as const).map((kind) => (
          <Card key={kind}>
            <FormattedMessage {...messages[kind]} />
          </Card>
        ))}
      </CardList>
    </Section>
  );
}
