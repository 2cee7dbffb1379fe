import { type ApiFailure, SAMPLE_ORDERS_PER_BUILDING } from '@maple/contracts';
import { defineMessage, defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';

/** The sample service's refusals in the member's words. */
export const sampleFailureMessages = defineMessages({
  alreadyOrdered: { id: 'samples.failure.alreadyOrdered', defaultMessage: 'You have already ordered the sample.' },
  outOfStock: { id: 'samples.failure.outOfStock', defaultMessage: 'This sample is out of stock.' },
  ineligible: {
    id: 'samples.failure.ineligible',
    defaultMessage: 'You can’t order this sample: a delivery address is needed, or your account can’t receive samples.',
  },
  unknownSample: { id: 'samples.failure.unknownSample', defaultMessage: 'This sample is no longer offered.' },
  buildingLimit: {
    id: 'samples.failure.buildingLimit',
    defaultMessage:
      'We have already sent this sample to {perBuilding} homes at your street address, the most one building can receive: we can’t check apartment numbers, so each building has a limit.',
  },
  emailNotConfirmed: {
    id: 'samples.failure.emailNotConfirmed',
    defaultMessage: 'Confirm your email address first: follow the link we emailed you when you joined, then order again.',
  },
  addressRefused: {
    id: 'samples.failure.addressRefused',
    defaultMessage: 'Your delivery address could not be saved: an address on file can’t be changed. Contact us if it is wrong.',
  },
  badAddress: { id: 'samples.failure.badAddress', defaultMessage: 'Your delivery address could not be read. Check it and try again.' },
  session: { id: 'samples.failure.session', defaultMessage: 'Your session has ended. Sign in again to order.' },
  busy: { id: 'samples.failure.busy', defaultMessage: 'The sample service is busy. Wait a moment, then try again.' },
  unavailable: { id: 'samples.failure.unavailable', defaultMessage: 'The sample service is not available right now. Try again later.' },
  other: { id: 'samples.failure.other', defaultMessage: 'Something went wrong. Please try again.' },
});

/** What a failed call of the sample service (or of the address it needs) means for the member. */
export function sampleFailureMessage(failure: ApiFailure): MessageDescriptor {
  switch (failure.kind) {
    case 'sampleAlreadyOrdered':
      return sampleFailureMessages.alreadyOrdered;
    case 'sampleAddressLimitReached':
      return sampleFailureMessages.buildingLimit;
    case 'rewardOutOfStock':
      return sampleFailureMessages.outOfStock;
    case 'ineligibleForSample':
    case 'forbidden':
      return sampleFailureMessages.ineligible;
    case 'invalidIncentiveId':
      return sampleFailureMessages.unknownSample;
    case 'emailNotVerified':
      return sampleFailureMessages.emailNotConfirmed;
    case 'unprocessableEntity':
      return failure.endpoint === 'updateAddress' ? sampleFailureMessages.addressRefused : sampleFailureMessages.other;
    case 'badRequest':
      return failure.endpoint === 'updateAddress' ? sampleFailureMessages.badAddress : sampleFailureMessages.other;
    case 'invalidJwt':
    case 'unauthorizedAccess':
      return sampleFailureMessages.session;
    case 'rateLimitExceeded':
      return sampleFailureMessages.busy;
    case 'serviceNotAvailable':
    case 'badGateway':
      return sampleFailureMessages.unavailable;
    default:
      return sampleFailureMessages.other;
  }
}

/** The values the refusals' messages name. */
export const SAMPLE_FAILURE_VALUES = { perBuilding: SAMPLE_ORDERS_PER_BUILDING } as const;

/** A failed call of the sample service in the member's words. */
export function SampleFailureText({ failure }: { failure: ApiFailure }) {
  return <FormattedMessage {...sampleFailureMessage(failure)} values={SAMPLE_FAILURE_VALUES} />;
}

const errorCode = defineMessage<{ code: number }>({ id: 'samples.failure.code', defaultMessage: 'Error code {code}' });

/** A failed call of the sample service in the member's words, with the catalogue's code (support staff ask for it). */
export function SampleFailureCode({ failure }: { failure: ApiFailure }) {
  return (
    <p>
      <SampleFailureText failure={failure} /> <FormattedMessage {...errorCode} values={{ code: failure.code }} />
    </p>
  );
}
