import { RouteLink, useApiQuery, useCommands, useCurrentLocation, useSiteStore } from '@maple/platform';
import { Badge, Button, ButtonRow, ErrorState, Notice, Skeleton, SkeletonText } from '@maple/ui';
import { useRef, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useOutOfStockRedirect } from '../hooks/use-out-of-stock-redirect';
import { type OrderOutcome, OrderOutcomes } from './order-outcomes';
import { DeclinableOrder } from './declinable-order';
import { GoodStandingNotice } from './good-standing-notice';
import { SampleFailureCode, sampleFailureMessages } from './sample-failure';
import styles from './samples.module.css';

const messages = defineMessages({
  limit: { id: 'samples.widget.limit', defaultMessage: 'One per member or household, while supplies last.' },
  notOffered: { id: 'samples.widget.notOffered', defaultMessage: 'This sample isn’t offered any more.' },
  otherSamples: { id: 'samples.widget.otherSamples', defaultMessage: 'See the other free samples' },
  loadFailed: { id: 'samples.widget.loadFailed', defaultMessage: 'We couldn’t load this sample' },
  signIn: { id: 'samples.widget.signIn', defaultMessage: 'Sign in or join to order your sample' },
  startOrder: { id: 'samples.widget.startOrder', defaultMessage: 'Start my order' },
  whatNext: { id: 'samples.widget.whatNext', defaultMessage: 'What you can do instead' },
  declined: {
    id: 'samples.widget.declined',
    defaultMessage: 'Without your agreement we can’t send the sample. You can change your mind at any time.',
  },
  outOfStockBadge: { id: 'samples.widget.outOfStockBadge', defaultMessage: 'Out of stock' },
});

const SAMPLE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * One sample's order flow, for another remote's page (the `sample-order` parcel): the sample,
 * the login prompt for a visitor (reason `samples`), for a member recognised on a campaign page
 * whose data is not read yet a button that has the shell read it, what a member who has not
 * confirmed their email address (or finished joining) must do first, the delivery address and its confirmations,
 * the one-per-member-or-household refusal, out of stock (to the out-of-stock screen) and the
 * order number, in the page's language. `incentiveId` arrives as a plain value: it is checked.
 * The mounter gives the region and its heading (level 2); the widget's own headings start at 3.
 */
export function SampleOrderWidget({ incentiveId }: { incentiveId: unknown }) {
  const signedIn = useSiteStore((state) => state.loggedIn);
  // A member recognised on a campaign landing, whose data the page has not read (decision 030).
  const recognised = useSiteStore((state) => state.loggedIn && state.profile === null);
  const [resuming, setResuming] = useState(false);
  const commands = useCommands();
  const location = useCurrentLocation();
  const valid = typeof incentiveId === 'string' && SAMPLE_ID.test(incentiveId);
  const campaigns = useApiQuery('sampleCampaigns', undefined, { errors: 'inline', enabled: valid });
  const profile = useApiQuery('getProfile');
  const [outcomes, setOutcomes] = useState<readonly OrderOutcome[] | null>(null);
  const toOutOfStock = useOutOfStockRedirect();
  const region = useRef<HTMLDivElement>(null);
  const sample = campaigns.data?.incentives.find((candidate) => candidate.incentiveId === incentiveId);

  function settle(results: readonly OrderOutcome[]) {
    if (toOutOfStock(results)) return;
    setOutcomes(results);
    region.current?.focus();
  }

  let body;
  if (!valid || (campaigns.data && !sample)) {
    body = (
      <Notice tone="warning">
        <p>
          <FormattedMessage {...messages.notOffered} />
        </p>
        <RouteLink to="samples">
          <FormattedMessage {...messages.otherSamples} />
        </RouteLink>
      </Notice>
    );
  } else if (campaigns.isError) {
    body = (
      <ErrorState title={<FormattedMessage {...messages.loadFailed} />} headingLevel={3} onRetry={() => void campaigns.refetch()}>
        <SampleFailureCode failure={campaigns.error} />
      </ErrorState>
    );
  } else if (!sample) {
    body = (
      <Skeleton>
        <SkeletonText lines={3} />
      </Skeleton>
    );
  } else {
    let action;
    if (outcomes) action = <OrderOutcomes outcomes={outcomes} />;
    else if (!signedIn)
      action = (
        <ButtonRow>
          <Button onClick={() => commands.promptLogin({ reason: 'samples', returnTo: location.pathname })}>
            <FormattedMessage {...messages.signIn} />
          </Button>
        </ButtonRow>
      );
    else if (sample.status === 'alreadyOrdered')
      action = (
        <Notice>
          <FormattedMessage {...sampleFailureMessages.alreadyOrdered} />
        </Notice>
      );
    else if (sample.status === 'outOfStock')
      action = (
        <Notice tone="warning">
          <p>
            <FormattedMessage {...sampleFailureMessages.outOfStock} />
          </p>
          <RouteLink to="outOfStock">
            <FormattedMessage {...messages.whatNext} />
          </RouteLink>
        </Notice>
      );
    else if (recognised)
      action = (
        // The order form needs the member's address: their profile is read when they ask for it.
        <ButtonRow>
          <Button
            busy={resuming}
            onClick={() => {
              setResuming(true);
              commands.resumeSession();
            }}
          >
            <FormattedMessage {...messages.startOrder} />
          </Button>
        </ButtonRow>
      );
    else
      action = (
        <>
          {profile.data && <GoodStandingNotice profile={profile.data} />}
          <DeclinableOrder
            samples={[sample]}
            profile={profile.data}
            onSettled={settle}
            declined={<FormattedMessage {...messages.declined} />}
          />
        </>
      );
    body = (
      <>
        <div>
          <h3 className={styles.legend}>{sample.name}</h3>
          <p>{sample.description}</p>
          {sample.status === 'outOfStock' && (
            <Badge tone="warning">
              <FormattedMessage {...messages.outOfStockBadge} />
            </Badge>
          )}
          <p className={styles.meta}>
            <FormattedMessage {...messages.limit} />
          </p>
        </div>
        {action}
      </>
    );
  }

  return (
    <div ref={region} tabIndex={-1} className={`${styles.widget} ${styles.focusTarget}`}>
      {body}
    </div>
  );
}
