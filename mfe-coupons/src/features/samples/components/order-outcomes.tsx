import type { ApiFailure, ApiOutput, SampleCampaign } from '@maple/contracts';
import { RouteLink } from '@maple/platform';
import { Notice } from '@maple/ui';
import { defineMessage, FormattedMessage } from 'react-intl';
import { SampleFailureText } from './sample-failure';
import styles from './samples.module.css';

/** What became of one sample of an order. */
export type OrderOutcome =
  | { readonly sample: SampleCampaign; readonly ordered: ApiOutput<'orderSampleV2'> }
  | { readonly sample: SampleCampaign; readonly failure: ApiFailure };

const ordered = defineMessage<{ name: string; orderId: string }>({
  id: 'samples.outcome.ordered',
  defaultMessage: '{name}: ordered. Your order number is {orderId}. It ships to your delivery address.',
});
const refused = defineMessage<{ name: string }>({ id: 'samples.outcome.refused', defaultMessage: '{name}:' });
const errorCode = defineMessage<{ code: number }>({ id: 'samples.outcome.code', defaultMessage: '(error code {code})' });
const title = defineMessage<{ ordered: number; total: number }>({
  id: 'samples.outcome.title',
  defaultMessage:
    '{ordered, plural, =0 {Your sample order was not placed} other {{ordered, plural, one {# sample ordered} other {# samples ordered}} of {total}}}',
});
const whatNext = defineMessage({ id: 'samples.outcome.whatNext', defaultMessage: 'See what you can do instead' });

/** The result of an order, sample by sample: order numbers, or each refusal with its message and code. */
export function OrderOutcomes({ outcomes }: { outcomes: readonly OrderOutcome[] }) {
  const placed = outcomes.filter((outcome) => 'ordered' in outcome).length;
  const tone = placed === outcomes.length ? 'success' : placed === 0 ? 'error' : 'warning';
  return (
    <Notice tone={tone} announce title={<FormattedMessage {...title} values={{ ordered: placed, total: outcomes.length }} />}>
      <ul className={styles.outcomes}>
        {outcomes.map((outcome) =>
          'ordered' in outcome ? (
            <li key={outcome.sample.incentiveId}>
              <FormattedMessage {...ordered} values={{ name: outcome.sample.name, orderId: outcome.ordered.orderId }} />
            </li>
          ) : (
            <li key={outcome.sample.incentiveId}>
              <FormattedMessage {...refused} values={{ name: outcome.sample.name }} /> <SampleFailureText failure={outcome.failure} />{' '}
              <FormattedMessage {...errorCode} values={{ code: outcome.failure.code }} />
              {outcome.failure.kind === 'rewardOutOfStock' && (
                <>
                  {' '}
                  <RouteLink to="outOfStock">
                    <FormattedMessage {...whatNext} />
                  </RouteLink>
                </>
              )}
            </li>
          ),
        )}
      </ul>
    </Notice>
  );
}
