import { HISTORY_TYPES, SITE_TIME_ZONE } from '@maple/contracts';
import { type IssuedReward, visibleIssuedRewards, visibleTransactions } from '../lib/member-history';
import { ApiErrorState, RemotePage, useApiQuery, useLocale, useQueryParams } from '@maple/platform';
import { Button, ButtonRow, Card, CardList, CardListSkeleton, EmptyState, formatPoints, Section, Select, VisuallyHidden } from '@maple/ui';
import { useId } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { OutcomeNotice } from '#src/components/outcome-notice.tsx';
import { useResendRewardEmail } from '../api/use-resend-reward-email';
import styles from './points-history-page.module.css';

type HistoryType = (typeof HISTORY_TYPES)[number];

const messages = defineMessages({
  intro: {
    id: 'points.history.intro',
    defaultMessage: 'Every point you earned and spent, newest first, and the rewards you redeemed them for.',
  },
  show: { id: 'points.history.show', defaultMessage: 'Show' },
  redeem: { id: 'points.history.redeem', defaultMessage: 'Points spent and refunded' },
  earn: { id: 'points.history.earn', defaultMessage: 'Points earned' },
  all: { id: 'points.history.all', defaultMessage: 'Everything' },
  activity: { id: 'points.history.activity', defaultMessage: 'Activity' },
  date: { id: 'points.history.date', defaultMessage: 'Date' },
  what: { id: 'points.history.what', defaultMessage: 'What' },
  points: { id: 'points.history.points', defaultMessage: 'Points' },
  rewards: { id: 'points.history.rewards', defaultMessage: 'Your rewards' },
  code: { id: 'points.history.code', defaultMessage: 'Code' },
  resend: { id: 'points.history.resend', defaultMessage: 'Send the email again' },
  resent: {
    id: 'points.history.resent',
    defaultMessage: 'We sent the email again. No email after 5 minutes? Check your spam or junk folder.',
  },
  resendFailed: { id: 'points.history.resendFailed', defaultMessage: 'The email could not be sent again. Please try later.' },
  pledge: { id: 'points.history.pledge', defaultMessage: 'Your pledge' },
  emptyTitle: { id: 'points.history.emptyTitle', defaultMessage: 'Nothing here yet' },
  empty: { id: 'points.history.empty', defaultMessage: 'When you earn or spend points, it shows here.' },
  failed: { id: 'points.history.failed', defaultMessage: 'Your points history could not be loaded.' },
  pages: { id: 'points.history.pages', defaultMessage: 'Pages of your history' },
  previous: { id: 'points.history.previous', defaultMessage: 'Previous page' },
  next: { id: 'points.history.next', defaultMessage: 'Next page' },
  noPoints: { id: 'points.history.noPoints', defaultMessage: 'No points' },
});

const causePointsGiven = defineMessage<{ count: number }>({
  id: 'points.history.causePoints',
  defaultMessage: '{count, plural, one {+# cause point} other {+# cause points}} for your cause',
});

const pageOf = defineMessage<{ page: number; total: number }>({
  id: 'points.history.pageOf',
  defaultMessage: 'Page {page} of {total}',
});

const TYPE_LABELS: Record<HistoryType, (typeof messages)[keyof typeof messages]> = {
  redeem: messages.redeem,
  earn: messages.earn,
  all: messages.all,
};

/** Rewards delivered by email, whose email can be sent again. */
const EMAILED = new Set(['GIFT_CARD', 'DIGITAL_SUBSCRIPTION', 'LOCAL_EXPERIENCE']);

function IssuedRewardCard({ reward }: { reward: IssuedReward }) {
  const locale = useLocale();
  const resend = useResendRewardEmail();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: SITE_TIME_ZONE }).format(new Date(reward.issuedAt));
  const { orderReference } = reward;
  const pledge = reward.details.rewardCode === '648';
  return (
    <Card
      heading={reward.title}
      headingLevel={4}
      actions={
        orderReference &&
        EMAILED.has(reward.details.rewardType) && (
          <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate({ body: { orderReference } })}>
            <FormattedMessage {...messages.resend} />
          </Button>
        )
      }
    >
      <p>
        {date} ·{' '}
        {pledge ? <FormattedMessage {...messages.pledge} /> : formatPoints(-reward.details.pointsRedeemed, locale, { signed: true })}
        {reward.details.rewardCode && !pledge && (
          <>
            {' · '}
            <FormattedMessage {...messages.code} /> <code>{reward.details.rewardCode}</code>
          </>
        )}
      </p>
      <OutcomeNotice
        outcome={resend}
        success={<FormattedMessage {...messages.resent} />}
        failure={<FormattedMessage {...messages.resendFailed} />}
      />
    </Card>
  );
}

/**
 * The member's points history (spec sections 4 and 7): filtered by transaction type, a page at
 * a time (`?type=` and `?page=` in the address, so a page can be shared and Back works), with
 * the issued rewards the spec's filter keeps, and their email sent again on demand.
 */
export function PointsHistoryPage() {
  const intl = useIntl();
  const locale = useLocale();
  const captionId = useId();
  const [params, setParams] = useQueryParams();
  const asked = params.get('type');
  const type: HistoryType = (HISTORY_TYPES as readonly string[]).includes(asked ?? '') ? (asked as HistoryType) : 'redeem';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const history = useApiQuery(
    'history',
    { query: { transactionType: type, isPagination: 'true', page: String(page) } },
    { errors: 'inline', placeholderData: (previous) => previous },
  );
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: SITE_TIME_ZONE });
  // The column's heading says "Points": the cells carry the signed number alone, so three columns fit a phone.
  const signedNumber = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });

  const content = () => {
    if (history.isPending) return <CardListSkeleton count={4} heading={false} />;
    if (history.isError)
      return (
        <ApiErrorState failure={history.error} title={<FormattedMessage {...messages.failed} />} onRetry={() => void history.refetch()} />
      );
    const transactions = visibleTransactions(history.data.MemberTransactions);
    const rewards = visibleIssuedRewards(history.data.MemberIssuedRewards);
    const totalPages = history.data.totalPages;
    if (transactions.length === 0 && rewards.length === 0)
      return (
        <EmptyState title={<FormattedMessage {...messages.emptyTitle} />}>
          <FormattedMessage {...messages.empty} />
        </EmptyState>
      );
    return (
      <>
        {transactions.length > 0 && (
          <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className={styles.table}>
              <caption id={captionId} className={styles.caption}>
                <FormattedMessage {...messages.activity} /> · <FormattedMessage {...pageOf} values={{ page, total: totalPages }} />
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage {...messages.date} />
                  </th>
                  <th scope="col">
                    <FormattedMessage {...messages.what} />
                  </th>
                  <th scope="col" className={styles.number}>
                    <FormattedMessage {...messages.points} />
                  </th>
                </tr>
              </thead>
              <tbody>
                {transactions.map((entry) => (
                  <tr key={entry.transactionId}>
                    <td>{date.format(new Date(entry.createdAt))}</td>
                    <td>
                      {entry.description}
                      {entry.causePoints !== undefined && entry.causePoints > 0 && (
                        <span className={styles.causePoints}>
                          <FormattedMessage {...causePointsGiven} values={{ count: entry.causePoints }} />
                        </span>
                      )}
                    </td>
                    <td className={styles.number}>
                      {entry.points === 0 ? (
                        // A row of cause points alone: its Points cell says "none" rather than a bare 0.
                        <>
                          <span aria-hidden="true">—</span>
                          <VisuallyHidden>
                            <FormattedMessage {...messages.noPoints} />
                          </VisuallyHidden>
                        </>
                      ) : (
                        signedNumber.format(entry.points)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {rewards.length > 0 && (
          <Section heading={<FormattedMessage {...messages.rewards} />} level={3}>
            <CardList>
              {rewards.map((reward) => (
                <IssuedRewardCard key={reward.orderReference ?? `${reward.issuedAt}-${reward.title}`} reward={reward} />
              ))}
            </CardList>
          </Section>
        )}
        {totalPages > 1 && (
          <nav aria-label={intl.formatMessage(messages.pages)} className={styles.pager}>
            <ButtonRow>
              <Button
                variant="secondary"
                disabled={page <= 1}
                onClick={() => setParams({ page: page > 2 ? String(page - 1) : null }, { replace: false })}
              >
                <FormattedMessage {...messages.previous} />
              </Button>
              <span aria-current="page">
                <FormattedMessage {...pageOf} values={{ page, total: totalPages }} />
              </span>
              <Button
                variant="secondary"
                disabled={page >= totalPages}
                onClick={() => setParams({ page: String(page + 1) }, { replace: false })}
              >
                <FormattedMessage {...messages.next} />
              </Button>
            </ButtonRow>
          </nav>
        )}
      </>
    );
  };

  return (
    <RemotePage
      routeId="pointsHistory"
      intro={<FormattedMessage {...messages.intro} />}
      related={['pointsDetails', 'earnPoints', 'rewards', 'myAccount']}
    >
      <Select
        label={<FormattedMessage {...messages.show} />}
        name="type"
        value={type}
        options={HISTORY_TYPES.map((value) => ({ value, label: intl.formatMessage(TYPE_LABELS[value]) }))}
        onChange={(event) => setParams({ type: event.currentTarget.value === 'redeem' ? null : event.currentTarget.value, page: null })}
      />
      {content()}
    </RemotePage>
  );
}
