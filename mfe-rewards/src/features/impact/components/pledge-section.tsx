import { PLEDGE_ID } from '@maple/contracts';
import { useApiQuery, useBusEvent, useCommands, useCurrentLocation, useQueryParams } from '@maple/platform';
import { Button, ConfirmDialog, Notice, Section } from '@maple/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageValue, useIntl } from 'react-intl';
import { usePledge } from '../api/use-pledge';
import styles from './impact.module.css';

/** The query parameter that starts the pledge (spec section 2). */
const PLEDGE_PARAM = 'pledge';

const messages = defineMessages({
  heading: { id: 'impact.pledge.heading', defaultMessage: 'Pledge your support' },
  pledge: { id: 'impact.pledge.pledge', defaultMessage: 'Pledge my support' },
  signIn: { id: 'impact.pledge.signIn', defaultMessage: 'Sign in to pledge' },
  visitorAsked: { id: 'impact.pledge.visitorAsked', defaultMessage: 'Sign in or join to make your pledge: it takes a minute.' },
  failed: { id: 'impact.pledge.failed', defaultMessage: 'Your pledge could not be recorded. Please try again.' },
});

const withValues = defineMessages<{
  description: { cause: MessageValue };
  confirmTitle: { cause: MessageValue };
  confirmBody: { cause: MessageValue };
  done: { cause: MessageValue };
  already: { cause: MessageValue; date: MessageValue };
}>({
  description: {
    id: 'impact.pledge.description',
    defaultMessage: 'A pledge tells {cause} that you stand with them. It costs no points and appears in your points history.',
  },
  confirmTitle: { id: 'impact.pledge.confirmTitle', defaultMessage: 'Pledge your support to {cause}?' },
  confirmBody: {
    id: 'impact.pledge.confirmBody',
    defaultMessage: 'We will record your pledge to {cause} and count it in the community’s impact. No points are used.',
  },
  done: { id: 'impact.pledge.done', defaultMessage: 'Thank you! You pledged your support to {cause}.' },
  already: { id: 'impact.pledge.already', defaultMessage: 'You pledged your support to {cause} on {date}. Thank you!' },
});

/**
 * The charity pledge (id 648) to the member's cause, with a confirm step. `?pledge` on the URL
 * (the shell's `trigger:pledge`) opens the confirmation for a member, or points a visitor at
 * signing in, which brings them back here to confirm.
 */
export function PledgeSection({ causeId, causeName, signedIn }: { causeId: string; causeName: string; signedIn: boolean }) {
  const intl = useIntl();
  const commands = useCommands();
  const { pathname } = useCurrentLocation();
  const [params, setParams] = useQueryParams();
  const pledges = useApiQuery('pledges', undefined, { enabled: signedIn });
  const pledge = usePledge();
  const [triggered, setTriggered] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const section = useRef<HTMLDivElement>(null);
  const inUrl = useRef(false);
  inUrl.current = params.has(PLEDGE_PARAM);

  // A trigger held from another page (no `?pledge` here any more) is not acted upon.
  useBusEvent(
    'trigger:pledge',
    useCallback(() => {
      if (inUrl.current) setTriggered(true);
    }, []),
  );

  const made = pledges.data?.pledges.find((made) => made.causeId === causeId) ?? null;
  const forgetTrigger = useCallback(() => {
    setTriggered(false);
    if (inUrl.current) setParams({ [PLEDGE_PARAM]: null });
  }, [setParams]);

  useEffect(() => {
    if (!triggered) return;
    if (!signedIn) {
      section.current?.scrollIntoView?.({ block: 'center' });
      return;
    }
    if (!pledges.data) return;
    if (made) forgetTrigger();
    else setConfirming(true);
  }, [triggered, signedIn, pledges.data, made, forgetTrigger]);

  const confirm = () => {
    if (pledge.isPending) return;
    pledge.mutate(
      { body: { transactionTypeExternalReference: PLEDGE_ID } },
      {
        onSuccess: () => {
          setConfirming(false);
          forgetTrigger();
        },
      },
    );
  };
  const cancel = () => {
    if (pledge.isPending) return;
    setConfirming(false);
    pledge.reset();
    forgetTrigger();
  };
  const cause = <strong>{causeName}</strong>;

  return (
    <Section heading={<FormattedMessage {...messages.heading} />}>
      <div ref={section} className={styles.pledge}>
        <p>
          <FormattedMessage {...withValues.description} values={{ cause }} />
        </p>
        <div aria-live="polite">
          {pledge.isSuccess && (
            <Notice tone="success">
              <p>
                <FormattedMessage {...withValues.done} values={{ cause }} />
              </p>
            </Notice>
          )}
        </div>
        {made && !pledge.isSuccess ? (
          <Notice tone="success">
            <p>
              <FormattedMessage {...withValues.already} values={{ cause, date: intl.formatDate(made.pledgedAt, { dateStyle: 'long' }) }} />
            </p>
          </Notice>
        ) : signedIn ? (
          !made && (
            <Button onClick={() => setConfirming(true)}>
              <FormattedMessage {...messages.pledge} />
            </Button>
          )
        ) : (
          <>
            {triggered && (
              <Notice>
                <p>
                  <FormattedMessage {...messages.visitorAsked} />
                </p>
              </Notice>
            )}
            <Button onClick={() => commands.promptLogin({ reason: 'pledge', returnTo: `${pathname}?${PLEDGE_PARAM}` })}>
              <FormattedMessage {...messages.signIn} />
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={<FormattedMessage {...withValues.confirmTitle} values={{ cause: causeName }} />}
        confirmLabel={intl.formatMessage(messages.pledge)}
        busy={pledge.isPending}
        onConfirm={confirm}
        onCancel={cancel}
      >
        <p>
          <FormattedMessage {...withValues.confirmBody} values={{ cause: causeName }} />
        </p>
        {pledge.isError && (
          <Notice tone="error" announce>
            <p>
              <FormattedMessage {...messages.failed} />
            </p>
          </Notice>
        )}
      </ConfirmDialog>
    </Section>
  );
}
