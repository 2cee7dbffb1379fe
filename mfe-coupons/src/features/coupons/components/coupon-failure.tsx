import type { ApiFailure } from '@maple/contracts';
import { Notice } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  printTitle: { id: 'coupons.failure.printTitle', defaultMessage: 'Your coupons were not printed.' },
  printLimit: {
    id: 'coupons.failure.printLimit',
    defaultMessage:
      'One of these coupons can’t be printed any more: it has reached its print limit or expired. We’ve updated your basket; print the others again.',
  },
  session: { id: 'coupons.failure.session', defaultMessage: 'Your session has ended. Sign in again to print your coupons.' },
  busy: { id: 'coupons.failure.busy', defaultMessage: 'The coupon service is busy. Wait a moment, then try again.' },
  unavailable: { id: 'coupons.failure.unavailable', defaultMessage: 'The coupon service is not available right now. Try again later.' },
  other: { id: 'coupons.failure.other', defaultMessage: 'Something went wrong. Please try again.' },
});

const errorCode = defineMessage<{ code: number }>({ id: 'coupons.failure.code', defaultMessage: 'Error code {code}' });

/** What a failure of the coupon service means for the member, in their words. */
function explanation(failure: ApiFailure) {
  switch (failure.kind) {
    case 'unprocessableEntity':
      return messages.printLimit;
    case 'invalidJwt':
    case 'unauthorizedAccess':
      return messages.session;
    case 'rateLimitExceeded':
      return messages.busy;
    case 'serviceNotAvailable':
    case 'badGateway':
      return messages.unavailable;
    default:
      return messages.other;
  }
}

/** A failed print, said inline with the catalogue's code (support staff ask for it). */
export function PrintFailure({ failure }: { failure: ApiFailure }) {
  return (
    <Notice tone="error" announce title={<FormattedMessage {...messages.printTitle} />}>
      <p>
        <FormattedMessage {...explanation(failure)} />
      </p>
      <p>
        <FormattedMessage {...errorCode} values={{ code: failure.code }} />
      </p>
    </Notice>
  );
}

/** The code of a failure, for an error state that says the rest. */
export function FailureCode({ failure }: { failure: ApiFailure }) {
  return (
    <p>
      <FormattedMessage {...explanation(failure)} /> <FormattedMessage {...errorCode} values={{ code: failure.code }} />
    </p>
  );
}
