import { RemotePage, RouteLink } from '@maple/contracts/react';
import { Section } from '@maple/ui';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type MessageDescriptor, type MessageValue } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'support.help.intro',
    defaultMessage: 'Answers to the questions members ask most often about joining, earning, redeeming and samples.',
  },
  faqHeading: { id: 'support.help.faqHeading', defaultMessage: 'Frequently asked questions' },
  joinQuestion: { id: 'support.help.joinQuestion', defaultMessage: 'How do I join?' },
  earnQuestion: { id: 'support.help.earnQuestion', defaultMessage: 'How do I earn points?' },
  redeemQuestion: { id: 'support.help.redeemQuestion', defaultMessage: 'How do I redeem my points?' },
  samplesQuestion: { id: 'support.help.samplesQuestion', defaultMessage: 'How many samples can I order?' },
  samplesAnswer: {
    id: 'support.help.samplesAnswer',
    defaultMessage: 'Samples are limited to one per member or household. Once you have ordered a sample, you cannot order it again.',
  },
  signInQuestion: { id: 'support.help.signInQuestion', defaultMessage: 'Why can’t I sign in?' },
  signInAnswer: {
    id: 'support.help.signInAnswer',
    defaultMessage:
      'Your browser must allow cookies for you to sign in. The site is available only in Canada and does not work through a VPN or proxy: turn it off and try again.',
  },
  contactQuestion: { id: 'support.help.contactQuestion', defaultMessage: 'How do I contact you?' },
});

const joinAnswer = defineMessage<{ signup: MessageValue; age: number }>({
  id: 'support.help.joinAnswer',
  defaultMessage:
    'Go to {signup}, create your account on our secure sign-in page and choose a cause. Membership is open to residents of Canada who are {age} or older.',
});

const earnAnswer = defineMessage<{ entries: number; homeScreen: number; earnPoints: MessageValue }>({
  id: 'support.help.earnAnswer',
  defaultMessage:
    'Answer surveys (50 or 100 points each, plus a point for your cause and {entries} sweepstakes entries), take quizzes, complete your onboarding tasks, scan receipts and sign in. Adding the site to your home screen earns {homeScreen} points. Every way to earn is listed on the {earnPoints} page.',
});

const redeemAnswer = defineMessage<{ rewards: MessageValue }>({
  id: 'support.help.redeemAnswer',
  defaultMessage:
    'Go to {rewards} and choose sweepstakes entries, a gift card, a digital subscription, a local experience or a donation to your cause. Gift cards are sent by email: if yours has not arrived after five minutes, check your spam folder.',
});

const contactAnswer = defineMessage<{ chat: MessageValue }>({
  id: 'support.help.contactAnswer',
  defaultMessage: 'If your question is not answered here, go to {chat} to reach our support team.',
});

/** One question of the FAQ and its answer. */
function Question({ question, children }: { question: MessageDescriptor; children: ReactNode }) {
  return (
    <section>
      <h3>
        <FormattedMessage {...question} />
      </h3>
      <p>{children}</p>
    </section>
  );
}

/** The frequently asked questions of members. */
export function HelpPage() {
  return (
    <RemotePage routeId="help" intro={<FormattedMessage {...messages.intro} />} related={['chat', 'offerRules', 'search', 'sitemap']}>
      <Section heading={<FormattedMessage {...messages.faqHeading} />}>
        <Question question={messages.joinQuestion}>
          <FormattedMessage {...joinAnswer} values={{ signup: <RouteLink to="signup" />, age: 18 }} />
        </Question>
        <Question question={messages.earnQuestion}>
          <FormattedMessage {...earnAnswer} values={{ entries: 5, homeScreen: 25, earnPoints: <RouteLink to="earnPoints" /> }} />
        </Question>
        <Question question={messages.redeemQuestion}>
          <FormattedMessage {...redeemAnswer} values={{ rewards: <RouteLink to="rewards" /> }} />
        </Question>
        <Question question={messages.samplesQuestion}>
          <FormattedMessage {...messages.samplesAnswer} />
        </Question>
        <Question question={messages.signInQuestion}>
          <FormattedMessage {...messages.signInAnswer} />
        </Question>
        <Question question={messages.contactQuestion}>
          <FormattedMessage {...contactAnswer} values={{ chat: <RouteLink to="chat" /> }} />
        </Question>
      </Section>
    </RemotePage>
  );
}
