import type { SupportContact } from '@maple/contracts';
import { ApiErrorState, RemotePage, RouteLink, useApiQuery, useLocale } from '@maple/platform';
import { Badge, Notice, Section, Skeleton, SkeletonText } from '@maple/ui';
import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, FormattedTime, type MessageValue, useIntl } from 'react-intl';
import { clockTimeValue, dayRanges, formatPhoneNumber, isOpenAt, weekdayName } from '../support-hours';
import styles from './chat-page.module.css';

const messages = defineMessages({
  intro: {
    id: 'support.chat.intro',
    defaultMessage: 'Our member support team answers questions about your account, points, rewards, samples and coupons.',
  },
  helpFirstHeading: { id: 'support.chat.helpFirstHeading', defaultMessage: 'Check Help first' },
  phoneHeading: { id: 'support.chat.phoneHeading', defaultMessage: 'Call us' },
  hoursHeading: { id: 'support.chat.hoursHeading', defaultMessage: 'Opening hours' },
  open: { id: 'support.chat.open', defaultMessage: 'Open now' },
  closed: { id: 'support.chat.closed', defaultMessage: 'Closed now' },
  closedRest: { id: 'support.chat.closedRest', defaultMessage: 'Closed on the other days and on statutory holidays.' },
  emailHeading: { id: 'support.chat.emailHeading', defaultMessage: 'Write to us' },
  loading: { id: 'support.chat.loading', defaultMessage: 'Loading how to reach us…' },
  failed: { id: 'support.chat.failed', defaultMessage: 'Our contact details could not be loaded' },
  failedBody: { id: 'support.chat.failedBody', defaultMessage: 'Try again in a moment; the Help page answers most questions meanwhile.' },
  readyHeading: { id: 'support.chat.readyHeading', defaultMessage: 'Have this ready when you contact us' },
  readyEmail: { id: 'support.chat.readyEmail', defaultMessage: 'The email address of your Maple Rewards account.' },
  readyItem: { id: 'support.chat.readyItem', defaultMessage: 'The name of the reward, sample or offer your question is about.' },
  safetyHeading: { id: 'support.chat.safetyHeading', defaultMessage: 'Keep your account safe' },
  safety: {
    id: 'support.chat.safety',
    defaultMessage: 'Our team will never ask for your password. Never share it, by phone, by email or anywhere else.',
  },
});

const helpFirst = defineMessage<{ help: MessageValue }>({
  id: 'support.chat.helpFirst',
  defaultMessage: 'Most questions about joining, earning, redeeming, samples and signing in are answered on the {help} page.',
});

const readyDate = defineMessage<{ pointsHistory: MessageValue }>({
  id: 'support.chat.readyDate',
  defaultMessage: 'The date of the order or activity (see the {pointsHistory} page).',
});

const dayRangeLabel = defineMessage<{ first: string; last: string }>({
  id: 'support.chat.dayRange',
  defaultMessage: '{first} to {last}',
});

const timeRange = defineMessage<{ opens: MessageValue; closes: MessageValue }>({
  id: 'support.chat.timeRange',
  defaultMessage: '{opens} to {closes}',
});

const hoursZone = defineMessage<{ zone: string }>({
  id: 'support.chat.hoursZone',
  defaultMessage: 'Times are {zone}.',
});

const emailReply = defineMessage<{ days: number }>({
  id: 'support.chat.emailReply',
  defaultMessage: 'We answer within {days, plural, one {# business day} other {# business days}}.',
});

/** The name of the support team's time zone, as people say it ("Eastern Time"), in the page's language. */
function useTimeZoneName(timeZone: string): string {
  const intl = useIntl();
  const part = new Intl.DateTimeFormat(intl.locale, { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(Date.UTC(2026, 0, 1))
    .find((candidate) => candidate.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** Whether the phone line is open right now: worked out in the browser after the first paint, then every minute. */
function OpenNow({ contact }: { contact: SupportContact }) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  if (!now) return null;
  const open = isOpenAt(contact.phone.hours, contact.timeZone, now);
  return <Badge tone={open ? 'success' : 'neutral'}>{<FormattedMessage {...(open ? messages.open : messages.closed)} />}</Badge>;
}

/** The phone line with its hours and whether it is open now, and the email address with its reply time. */
function ContactOptions({ contact }: { contact: SupportContact }) {
  const locale = useLocale();
  const zone = useTimeZoneName(contact.timeZone);
  return (
    <>
      <Section heading={<FormattedMessage {...messages.phoneHeading} />}>
        <p className={styles.channel}>
          <a href={`tel:${contact.phone.number}`}>{formatPhoneNumber(contact.phone.number)}</a> <OpenNow contact={contact} />
        </p>
        <h3 className={styles.hoursHeading}>
          <FormattedMessage {...messages.hoursHeading} />
        </h3>
        <dl className={styles.hours}>
          {dayRanges(contact.phone.hours).map((range) => (
            <div key={range.first} className={styles.hoursRow}>
              <dt>
                {range.first === range.last ? (
                  weekdayName(range.first, locale)
                ) : (
                  <FormattedMessage
                    {...dayRangeLabel}
                    values={{ first: weekdayName(range.first, locale), last: weekdayName(range.last, locale) }}
                  />
                )}
              </dt>
              <dd>
                <FormattedMessage
                  {...timeRange}
                  values={{
                    opens: <FormattedTime value={clockTimeValue(range.opens)} timeZone="UTC" />,
                    closes: <FormattedTime value={clockTimeValue(range.closes)} timeZone="UTC" />,
                  }}
                />
              </dd>
            </div>
          ))}
        </dl>
        <p>
          <FormattedMessage {...messages.closedRest} /> <FormattedMessage {...hoursZone} values={{ zone }} />
        </p>
      </Section>
      <Section heading={<FormattedMessage {...messages.emailHeading} />}>
        <p className={styles.channel}>
          <a href={`mailto:${contact.email.address}`}>{contact.email.address}</a>
        </p>
        <p>
          <FormattedMessage {...emailReply} values={{ days: contact.email.replyWithinBusinessDays }} />
        </p>
      </Section>
    </>
  );
}

/** How to reach member support: the contact options and their hours from the API, and what to have ready. */
export function ChatPage() {
  const intl = useIntl();
  const contact = useApiQuery('supportContact', undefined, { errors: 'inline' });
  return (
    <RemotePage routeId="chat" intro={<FormattedMessage {...messages.intro} />} related={['help', 'myAccount', 'pointsHistory']}>
      <Section heading={<FormattedMessage {...messages.helpFirstHeading} />}>
        <p>
          <FormattedMessage {...helpFirst} values={{ help: <RouteLink to="help" /> }} />
        </p>
      </Section>
      {contact.isError ? (
        <ApiErrorState failure={contact.error} title={<FormattedMessage {...messages.failed} />} onRetry={() => void contact.refetch()}>
          <p>
            <FormattedMessage {...messages.failedBody} />
          </p>
        </ApiErrorState>
      ) : contact.data ? (
        <ContactOptions contact={contact.data} />
      ) : (
        <Skeleton label={intl.formatMessage(messages.loading)}>
          <SkeletonText lines={8} />
        </Skeleton>
      )}
      <Section heading={<FormattedMessage {...messages.readyHeading} />}>
        <ul>
          <li>
            <FormattedMessage {...messages.readyEmail} />
          </li>
          <li>
            <FormattedMessage {...messages.readyItem} />
          </li>
          <li>
            <FormattedMessage {...readyDate} values={{ pointsHistory: <RouteLink to="pointsHistory" /> }} />
          </li>
        </ul>
      </Section>
      <Section heading={<FormattedMessage {...messages.safetyHeading} />}>
        <Notice>
          <FormattedMessage {...messages.safety} />
        </Notice>
      </Section>
    </RemotePage>
  );
}
