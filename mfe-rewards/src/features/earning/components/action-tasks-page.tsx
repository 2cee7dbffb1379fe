import { RemotePage } from '@maple/contracts/react';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'earning.actionTasks.intro',
    defaultMessage: 'Complete these tasks to earn points: answer a survey, scan a receipt and sign in regularly.',
  },
});

/** The member's action-oriented reward tasks. */
export function ActionTasksPage() {
  return (
    <RemotePage routeId="actionTasks" intro={<FormattedMessage {...messages.intro} />} related={['earnPoints', 'rewards', 'survey']} />
  );
}
