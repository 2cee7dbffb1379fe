import { RemotePage, RouteLink } from '@maple/contracts/react';
import { Section } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage, type MessageValue } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'stories.scholarship.intro',
    defaultMessage: 'The Maple Rewards scholarship helps students in Canada pay for their education.',
  },
  rulesHeading: { id: 'stories.scholarship.rulesHeading', defaultMessage: 'Who can apply, and how' },
  rules: {
    id: 'stories.scholarship.rules',
    defaultMessage:
      'Each scholarship round has its own official rules: who can apply, what is awarded, how to apply and the deadline. Like every Maple Rewards offer, it is open to residents of Canada only.',
  },
  generalHeading: { id: 'stories.scholarship.generalHeading', defaultMessage: 'The general rules apply too' },
});

const generalRules = defineMessage<{ offerRules: MessageValue }>({
  id: 'stories.scholarship.general',
  defaultMessage: 'The official rules of a round are the final word on eligibility and selection; the program’s {offerRules} also apply.',
});

/** The scholarship the programme offers. */
export function ScholarshipPage() {
  return (
    <RemotePage routeId="scholarship" intro={<FormattedMessage {...messages.intro} />} related={['offerRules', 'about', 'help']}>
      <Section heading={<FormattedMessage {...messages.rulesHeading} />}>
        <p>
          <FormattedMessage {...messages.rules} />
        </p>
      </Section>
      <Section heading={<FormattedMessage {...messages.generalHeading} />}>
        <p>
          <FormattedMessage {...generalRules} values={{ offerRules: <RouteLink to="offerRules" /> }} />
        </p>
      </Section>
    </RemotePage>
  );
}
