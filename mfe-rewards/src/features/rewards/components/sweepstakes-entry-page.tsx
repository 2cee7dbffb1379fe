import { RemotePage } from '@maple/contracts/react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';

const intro = defineMessage<{ entries: number }>({
  id: 'rewards.sweepstakes.intro',
  defaultMessage: 'Use your points to enter sweepstakes. Every survey reward also adds {entries} entries automatically.',
});

const messages = defineMessages({
  rules: {
    id: 'rewards.sweepstakes.rules',
    defaultMessage:
      'Each sweepstakes has its own official rules, open to residents of Canada who are of the age of majority in their province or territory.',
  },
});

/** Entering sweepstakes with points. */
export function SweepstakesEntryPage() {
  return (
    <RemotePage
      routeId="sweepstakesEntry"
      intro={<FormattedMessage {...intro} values={{ entries: 5 }} />}
      related={['rewards', 'allRewards', 'offerRules']}
    >
      <p>
        <FormattedMessage {...messages.rules} />
      </p>
    </RemotePage>
  );
}
