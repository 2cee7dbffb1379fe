import { RemotePage } from '@maple/platform';
import { Card, CardList, Section } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'about.about.intro',
    defaultMessage:
      'Maple Rewards thanks Canadians who buy household brands: members earn points, redeem them for rewards and support a charitable cause.',
  },
  whatHeading: { id: 'about.about.whatHeading', defaultMessage: 'What members do' },
  earn: {
    id: 'about.about.earn',
    defaultMessage: 'Earn points by answering surveys, taking quizzes, completing onboarding tasks, scanning receipts and signing in.',
  },
  redeem: {
    id: 'about.about.redeem',
    defaultMessage:
      'Redeem points for sweepstakes entries, gift cards, digital subscriptions, local experiences or donations to their cause.',
  },
  save: { id: 'about.about.save', defaultMessage: 'Save with coupons, promo codes and digital offers, and try free product samples.' },
  give: { id: 'about.about.give', defaultMessage: 'Support the charitable cause they choose, and follow the community’s impact.' },
  whoHeading: { id: 'about.about.whoHeading', defaultMessage: 'Who can join' },
  languagesHeading: { id: 'about.about.languagesHeading', defaultMessage: 'In English and in French' },
  languages: {
    id: 'about.about.languages',
    defaultMessage: 'Every page of the site is available in English and in French, at its own address.',
  },
});

const whoCanJoin = defineMessage<{ age: number }>({
  id: 'about.about.who',
  defaultMessage:
    'Membership is open to residents of Canada who are {age} or older. Anyone can browse the site, rewards and offers without an account.',
});

/** What Maple Rewards is and who it is for. */
export function AboutPage() {
  return (
    <RemotePage routeId="about" intro={<FormattedMessage {...messages.intro} />} related={['causes', 'offerRules', 'help']}>
      <Section heading={<FormattedMessage {...messages.whatHeading} />}>
        <CardList>
          {[messages.earn, messages.redeem, messages.save, messages.give].map((item) => (
            <Card key={item.id}>
              <FormattedMessage {...item} />
            </Card>
          ))}
        </CardList>
      </Section>
      <Section heading={<FormattedMessage {...messages.whoHeading} />}>
        <p>
          <FormattedMessage {...whoCanJoin} values={{ age: 18 }} />
        </p>
      </Section>
      <Section heading={<FormattedMessage {...messages.languagesHeading} />}>
        <p>
          <FormattedMessage {...messages.languages} />
        </p>
      </Section>
    </RemotePage>
  );
}
