import { SAMPLE_BASKET_KEY, SAMPLE_ORDERS_PER_BUILDING } from '@maple/contracts';
import { SAMPLE_BASKET_CAPACITY } from '#src/lib/basket.ts';
import {
  InactiveMemberNotice,
  RemotePage,
  useApiQuery,
  useCommands,
  useCurrentLocation,
  useHashTarget,
  useMembership,
} from '@maple/platform';
import { useStoredBasket } from '#src/lib/use-stored-basket.ts';
import { Button, CardList, CardListSkeleton, ErrorState, Notice, Section } from '@maple/ui';
import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { useOutOfStockRedirect } from '../hooks/use-out-of-stock-redirect';
import { type OrderOutcome, OrderOutcomes } from './order-outcomes';
import { SampleCard } from './sample-card';
import { ChosenSamples } from './chosen-samples';
import { DeclinableOrder } from './declinable-order';
import { GoodStandingNotice } from './good-standing-notice';
import { SampleFailureCode } from './sample-failure';
import { SampleOrders } from './sample-orders';
import styles from './samples.module.css';

const messages = defineMessages({
  intro: {
    id: 'samples.samples.intro',
    defaultMessage: 'Try products from the brands you love for free: choose a sample and we’ll send it to your door.',
  },
  signIn: { id: 'samples.samples.signIn', defaultMessage: 'Sign in as a member to order a sample.' },
  signInButton: { id: 'samples.samples.signInButton', defaultMessage: 'Sign in or join' },
  listHeading: { id: 'samples.list.heading', defaultMessage: 'Samples you can order' },
  listBody: { id: 'samples.list.body', defaultMessage: 'One of each sample per member or household, while supplies last.' },
  loadFailed: { id: 'samples.list.loadFailed', defaultMessage: 'We couldn’t load the samples' },
  orderHeading: { id: 'samples.order.heading', defaultMessage: 'Order your samples' },
  declined: {
    id: 'samples.order.declined',
    defaultMessage: 'Without your agreement we can’t send samples. They stay in your basket if you change your mind.',
  },
  ordersHeading: { id: 'samples.orders.heading', defaultMessage: 'Your sample orders' },
  stepsHeading: { id: 'samples.steps.heading', defaultMessage: 'How it works' },
  stepChoose: {
    id: 'samples.steps.choose',
    defaultMessage: 'Choose a sample from the current offers and add it to your basket.',
  },
  stepAddress: {
    id: 'samples.steps.address',
    defaultMessage:
      'Confirm your delivery address: first and last name, street address, city, province or territory, and postal code (without spaces).',
  },
  stepConfirm: {
    id: 'samples.steps.confirm',
    defaultMessage:
      'Tick the boxes to confirm that your details are accurate and that you agree to their use for delivery and targeted advertising, then submit your order.',
  },
  rulesHeading: { id: 'samples.rules.heading', defaultMessage: 'Good to know' },
  rulesLimit: { id: 'samples.rules.limit', defaultMessage: 'One sample per member or household.' },
  rulesHousehold: {
    id: 'samples.rules.household',
    defaultMessage: 'A household is one home: a street address with its apartment, suite or unit, so each flat of a building is its own.',
  },
  rulesStock: { id: 'samples.rules.stock', defaultMessage: 'Samples are available while supplies last.' },
  rulesStanding: {
    id: 'samples.rules.standing',
    defaultMessage: 'Samples are for members who have confirmed their email address.',
  },
  rulesAddress: {
    id: 'samples.rules.address',
    defaultMessage: 'Your delivery address can’t be changed after you submit your order, so check it carefully.',
  },
});

const buildingRule = defineMessage<{ perBuilding: number }>({
  id: 'samples.rules.building',
  defaultMessage: 'At most {perBuilding} of each sample go to one building (one street address), whatever the apartment.',
});

/** Refusals that will not change if the member tries again: the sample leaves the basket. */
const FINAL_REFUSALS = new Set([
  'sampleAlreadyOrdered',
  'sampleAddressLimitReached',
  'rewardOutOfStock',
  'invalidIncentiveId',
  'ineligibleForSample',
]);

/**
 * Free samples: the sample campaigns and where each stands, the sample basket (kept across
 * pages, emptied at sign-out), the order with its delivery address and confirmations, the
 * member's orders, and the rules.
 */
export function SamplesPage() {
  // An opted-out member reads the samples everyone does, and is told how to opt back in.
  const membership = useMembership();
  const signedIn = membership === 'member';
  const commands = useCommands();
  const location = useCurrentLocation();
  const campaigns = useApiQuery('sampleCampaigns', undefined, { errors: 'inline' });
  const profile = useApiQuery('getProfile');
  const basket = useStoredBasket(SAMPLE_BASKET_KEY, SAMPLE_BASKET_CAPACITY);
  const [outcomes, setOutcomes] = useState<readonly OrderOutcome[] | null>(null);
  const toOutOfStock = useOutOfStockRedirect();
  const samples = campaigns.data?.incentives;
  // `#order` (from the basket screen): once the samples and the member's address are in, go to the order.
  const orderRegion = useHashTarget<HTMLDivElement>('order', samples !== undefined && profile.data !== undefined);

  // The basket keeps only samples that can still be ordered.
  useEffect(() => {
    if (!signedIn || !samples || campaigns.isFetching) return;
    basket.keep((id) => samples.some((sample) => sample.incentiveId === id && sample.status === 'available'));
  }, [signedIn, samples, campaigns.isFetching, basket]);

  const chosen = samples?.filter((sample) => sample.status === 'available' && basket.ids.includes(sample.incentiveId)) ?? [];
  const askToSignIn = () => commands.promptLogin({ reason: 'samples', returnTo: location.pathname });

  function settle(results: readonly OrderOutcome[]) {
    for (const result of results)
      if ('ordered' in result || FINAL_REFUSALS.has(result.failure.kind)) basket.remove(result.sample.incentiveId);
    if (toOutOfStock(results)) return;
    setOutcomes(results);
    orderRegion.current?.focus();
  }

  return (
    <RemotePage routeId="samples" intro={<FormattedMessage {...messages.intro} />} related={['basket', 'coupons', 'offerRules']}>
      {membership === 'inactive' && <InactiveMemberNotice reason="samples" />}
      {signedIn && profile.data && <GoodStandingNotice profile={profile.data} />}
      {membership === 'visitor' && (
        <Notice>
          <p>
            <FormattedMessage {...messages.signIn} />
          </p>
          <Button size="small" onClick={askToSignIn}>
            <FormattedMessage {...messages.signInButton} />
          </Button>
        </Notice>
      )}
      <Section heading={<FormattedMessage {...messages.listHeading} />} description={<FormattedMessage {...messages.listBody} />}>
        {campaigns.isError ? (
          <ErrorState title={<FormattedMessage {...messages.loadFailed} />} headingLevel={3} onRetry={() => void campaigns.refetch()}>
            <SampleFailureCode failure={campaigns.error} />
          </ErrorState>
        ) : !samples ? (
          <CardListSkeleton count={3} lines={3} media="16/9" />
        ) : (
          <CardList>
            {samples.map((sample) => (
              <SampleCard
                key={sample.incentiveId}
                sample={sample}
                inBasket={basket.ids.includes(sample.incentiveId)}
                onAdd={() => {
                  if (!signedIn) return askToSignIn();
                  basket.add(sample.incentiveId);
                  setOutcomes(null);
                }}
                onRemove={() => basket.remove(sample.incentiveId)}
              />
            ))}
          </CardList>
        )}
      </Section>
      {signedIn && (chosen.length > 0 || outcomes) && (
        <div id="order" ref={orderRegion} tabIndex={-1} className={styles.focusTarget}>
          <Section heading={<FormattedMessage {...messages.orderHeading} />}>
            {outcomes && <OrderOutcomes outcomes={outcomes} />}
            {chosen.length > 0 && (
              <>
                <ChosenSamples samples={chosen} onRemove={basket.remove} />
                <DeclinableOrder
                  samples={chosen}
                  profile={profile.data}
                  onSettled={settle}
                  declined={<FormattedMessage {...messages.declined} />}
                />
              </>
            )}
          </Section>
        </div>
      )}
      {signedIn && (
        <Section heading={<FormattedMessage {...messages.ordersHeading} />}>
          <SampleOrders />
        </Section>
      )}
      <Section heading={<FormattedMessage {...messages.stepsHeading} />}>
        <ol>
          <li>
            <FormattedMessage {...messages.stepChoose} />
          </li>
          <li>
            <FormattedMessage {...messages.stepAddress} />
          </li>
          <li>
            <FormattedMessage {...messages.stepConfirm} />
          </li>
        </ol>
      </Section>
      <Section heading={<FormattedMessage {...messages.rulesHeading} />}>
        <ul>
          <li>
            <FormattedMessage {...messages.rulesLimit} />
          </li>
          <li>
            <FormattedMessage {...messages.rulesHousehold} />
          </li>
          <li>
            <FormattedMessage {...buildingRule} values={{ perBuilding: SAMPLE_ORDERS_PER_BUILDING }} />
          </li>
          <li>
            <FormattedMessage {...messages.rulesStock} />
          </li>
          <li>
            <FormattedMessage {...messages.rulesStanding} />
          </li>
        </ul>
        <Notice>
          <FormattedMessage {...messages.rulesAddress} />
        </Notice>
      </Section>
    </RemotePage>
  );
}
