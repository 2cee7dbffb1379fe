import { RemotePage } from '@maple/contracts/react';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'profile.optOut.intro',
    defaultMessage: 'Thinking of leaving Maple Rewards? Here is what opting out means, and how to come back if you change your mind.',
  },
  meaningHeading: { id: 'profile.optOut.meaningHeading', defaultMessage: 'What opting out means' },
  membership: {
    id: 'profile.optOut.membership',
    defaultMessage:
      'Your membership in the rewards programme ends: you stop earning points from surveys, quizzes, receipt scans and sign-ins.',
  },
  offers: { id: 'profile.optOut.offers', defaultMessage: 'You no longer receive member offers and messages from Maple Rewards.' },
  signIn: {
    id: 'profile.optOut.signIn',
    defaultMessage: 'If you sign in after opting out, you’ll see a message saying so, with an Opt Back In button.',
  },
  comeBackHeading: { id: 'profile.optOut.comeBackHeading', defaultMessage: 'Changed your mind?' },
  optBackIn: {
    id: 'profile.optOut.optBackIn',
    defaultMessage:
      'You can opt back in at any time with the same email address: your account is reactivated and you can start earning again.',
  },
});

/** What leaving the programme means, and how to come back. */
export function OptOutPage() {
  return (
    <RemotePage routeId="optOut" intro={<FormattedMessage {...messages.intro} />} related={['myAccount', 'myMessages', 'help']}>
      <section aria-labelledby="opt-out-meaning-heading">
        <h2 id="opt-out-meaning-heading">
          <FormattedMessage {...messages.meaningHeading} />
        </h2>
        <ul className="card-list">
          <li className="card">
            <FormattedMessage {...messages.membership} />
          </li>
          <li className="card">
            <FormattedMessage {...messages.offers} />
          </li>
          <li className="card">
            <FormattedMessage {...messages.signIn} />
          </li>
        </ul>
      </section>
      <section aria-labelledby="opt-out-come-back-heading">
        <h2 id="opt-out-come-back-heading">
          <FormattedMessage {...messages.comeBackHeading} />
        </h2>
        <p className="notice">
          <FormattedMessage {...messages.optBackIn} />
        </p>
      </section>
    </RemotePage>
  );
}
