import { RemotePage, useSiteStore } from '@maple/platform';
import { Button, ButtonRow, Card, CardList, ConfirmDialog, Notice, Section } from '@maple/ui';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useOptBackIn } from '../api/use-opt-back-in';
import { useOptOut } from '../api/use-opt-out';

const messages = defineMessages({
  intro: {
    id: 'privacy.optOut.intro',
    defaultMessage: 'Thinking of leaving Maple Rewards? Here is what opting out means, and how to come back if you change your mind.',
  },
  stopsHeading: { id: 'privacy.optOut.stopsHeading', defaultMessage: 'What stops when you opt out' },
  stopsEarning: {
    id: 'privacy.optOut.stopsEarning',
    defaultMessage: 'You stop earning points: no more surveys, quizzes, receipt scans or sign-in points.',
  },
  stopsRedeeming: {
    id: 'privacy.optOut.stopsRedeeming',
    defaultMessage: 'You cannot redeem points, order samples or print coupons. Your points stay in your account.',
  },
  stopsMessages: { id: 'privacy.optOut.stopsMessages', defaultMessage: 'We stop sending you offers and messages.' },
  staysHeading: { id: 'privacy.optOut.staysHeading', defaultMessage: 'What stays' },
  stays: {
    id: 'privacy.optOut.stays',
    defaultMessage:
      'You can still sign in: you will see a message saying you opted out, with an Opt Back In button that reactivates your account with the same email address.',
  },
  deleteInstead: {
    id: 'privacy.optOut.deleteInstead',
    defaultMessage: 'Want your data gone instead? You can delete your account from My account.',
  },
  optOut: { id: 'privacy.optOut.optOut', defaultMessage: 'Opt out of Maple Rewards' },
  confirmTitle: { id: 'privacy.optOut.confirmTitle', defaultMessage: 'Opt out of Maple Rewards?' },
  confirmBody: {
    id: 'privacy.optOut.confirmBody',
    defaultMessage: 'Earning, redeeming, offers and messages stop until you opt back in. Your points stay in your account.',
  },
  confirm: { id: 'privacy.optOut.confirm', defaultMessage: 'Opt out' },
  cancel: { id: 'privacy.optOut.cancel', defaultMessage: 'Stay a member' },
  failed: { id: 'privacy.optOut.failed', defaultMessage: 'You were not opted out: something went wrong. Please try again.' },
  optedOutTitle: { id: 'privacy.optOut.optedOutTitle', defaultMessage: 'You have opted out' },
  optedOut: {
    id: 'privacy.optOut.optedOut',
    defaultMessage: 'Your account is inactive: earning, redeeming, offers and messages are stopped. Your points are kept.',
  },
  optBackIn: { id: 'privacy.optOut.optBackIn', defaultMessage: 'Opt back in' },
  optBackInFailed: { id: 'privacy.optOut.optBackInFailed', defaultMessage: 'You were not opted back in. Please try again.' },
});

/** Opting out, with a confirmation saying what stops; and coming back for an opted-out member. */
export function OptOutPage() {
  const intl = useIntl();
  const optedOut = useSiteStore((state) => state.profile?.optedOut === true);
  const [confirming, setConfirming] = useState(false);
  const optOut = useOptOut();
  const optBackIn = useOptBackIn();

  if (optedOut)
    return (
      <RemotePage routeId="optOut" intro={<FormattedMessage {...messages.intro} />} related={['myAccount', 'help']}>
        <Notice tone="warning" title={<FormattedMessage {...messages.optedOutTitle} />}>
          <FormattedMessage {...messages.optedOut} />
        </Notice>
        {optBackIn.isError && (
          <Notice tone="error" announce>
            <FormattedMessage {...messages.optBackInFailed} />
          </Notice>
        )}
        <ButtonRow>
          <Button busy={optBackIn.isPending} onClick={() => optBackIn.mutate({ body: { optin: true } })}>
            <FormattedMessage {...messages.optBackIn} />
          </Button>
        </ButtonRow>
      </RemotePage>
    );

  return (
    <RemotePage routeId="optOut" intro={<FormattedMessage {...messages.intro} />} related={['myAccount', 'myMessages', 'help']}>
      <Section heading={<FormattedMessage {...messages.stopsHeading} />}>
        <CardList>
          <Card>
            <FormattedMessage {...messages.stopsEarning} />
          </Card>
          <Card>
            <FormattedMessage {...messages.stopsRedeeming} />
          </Card>
          <Card>
            <FormattedMessage {...messages.stopsMessages} />
          </Card>
        </CardList>
      </Section>
      <Section heading={<FormattedMessage {...messages.staysHeading} />}>
        <p>
          <FormattedMessage {...messages.stays} />
        </p>
        <p>
          <FormattedMessage {...messages.deleteInstead} />
        </p>
        {optOut.isError && (
          <Notice tone="error" announce>
            <FormattedMessage {...messages.failed} />
          </Notice>
        )}
        <ButtonRow>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <FormattedMessage {...messages.optOut} />
          </Button>
        </ButtonRow>
      </Section>
      <ConfirmDialog
        open={confirming}
        title={<FormattedMessage {...messages.confirmTitle} />}
        confirmLabel={intl.formatMessage(messages.confirm)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        tone="danger"
        busy={optOut.isPending}
        // Closed either way: after a success the shell shows the member as opted out, and the dialog must not come back with the page.
        onConfirm={() => optOut.mutate({}, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      >
        <p>
          <FormattedMessage {...messages.confirmBody} />
        </p>
      </ConfirmDialog>
    </RemotePage>
  );
}
