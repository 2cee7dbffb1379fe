import { SITE_TIME_ZONE } from '@maple/contracts';
import { ApiErrorState, RemotePage, useApiQuery, useLocale, useNavigateTo } from '@maple/platform';
import { Badge, CardListSkeleton, EmptyState, Notice } from '@maple/ui';
import type { MouseEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { useMarkMessageRead } from '../api/use-mark-message-read';
import { sanitizeMessageHtml } from '../lib/sanitize-message-html';
import styles from './my-messages-page.module.css';

const messages = defineMessages({
  intro: {
    id: 'messages.myMessages.intro',
    defaultMessage: 'The messages Maple Rewards sends you, from new offers to news about your rewards. Open one to read it.',
  },
  unread: { id: 'messages.myMessages.unreadBadge', defaultMessage: 'New' },
  read: { id: 'messages.myMessages.readBadge', defaultMessage: 'Read' },
  emptyTitle: { id: 'messages.myMessages.emptyTitle', defaultMessage: 'No messages yet' },
  empty: { id: 'messages.myMessages.empty', defaultMessage: 'When we send you news or offers, they arrive here.' },
  failed: { id: 'messages.myMessages.failed', defaultMessage: 'Your messages could not be loaded.' },
  markFailed: {
    id: 'messages.myMessages.markFailed',
    defaultMessage: 'This message could not be marked as read. It will be next time you open it.',
  },
});

const summary = defineMessage<{ unread: number; total: number }>({
  id: 'messages.myMessages.summary',
  defaultMessage: '{total, plural, one {# message} other {# messages}}, {unread, plural, =0 {all read} one {# unread} other {# unread}}.',
});

/**
 * The member's messages with their read state (spec section 3). Opening one marks it read
 * (`user/message/read`) and refreshes the list, so the header's unread count follows. Message
 * HTML is sanitized (DOMPurify); links to the site's own pages open without reloading.
 */
export function MyMessagesPage() {
  const locale = useLocale();
  const navigateTo = useNavigateTo();
  const list = useApiQuery('messages', undefined, { errors: 'inline' });
  const markRead = useMarkMessageRead();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: SITE_TIME_ZONE });

  const followSiteLinks = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const target = link?.getAttribute('href');
    if (!target?.startsWith('/') || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    navigateTo(target);
  };

  const content = () => {
    if (list.isPending) return <CardListSkeleton count={2} />;
    if (list.isError)
      return <ApiErrorState failure={list.error} title={<FormattedMessage {...messages.failed} />} onRetry={() => void list.refetch()} />;
    const all = list.data.messages;
    if (all.length === 0)
      return (
        <EmptyState title={<FormattedMessage {...messages.emptyTitle} />}>
          <FormattedMessage {...messages.empty} />
        </EmptyState>
      );
    return (
      <>
        <p>
          <FormattedMessage {...summary} values={{ total: all.length, unread: all.filter((message) => !message.read).length }} />
        </p>
        {markRead.isError && (
          <Notice tone="warning" announce>
            <FormattedMessage {...messages.markFailed} />
          </Notice>
        )}
        <ul className={styles.list}>
          {all.map((message) => (
            <li key={message.messageId}>
              <details
                className={message.read ? styles.message : `${styles.message} ${styles.unread}`}
                onToggle={(event) => {
                  if (event.currentTarget.open && !message.read) markRead.mutate({ query: { messageId: message.messageId } });
                }}
              >
                <summary className={styles.summary}>
                  <span className={styles.subject}>{message.subject}</span>
                  <span className={styles.meta}>
                    <Badge tone={message.read ? 'neutral' : 'brand'}>
                      <FormattedMessage {...(message.read ? messages.read : messages.unread)} />
                    </Badge>{' '}
                    <time dateTime={message.sentAt}>{date.format(new Date(message.sentAt))}</time>
                  </span>
                </summary>
                {/* Sanitized just above by DOMPurify: only text markup and safe links remain. */}
                <div
                  className={styles.body}
                  onClick={followSiteLinks}
                  dangerouslySetInnerHTML={{ __html: sanitizeMessageHtml(message.body) }}
                />
              </details>
            </li>
          ))}
        </ul>
      </>
    );
  };

  return (
    <RemotePage
      routeId="myMessages"
      intro={<FormattedMessage {...messages.intro} />}
      related={['myAccount', 'rewards', 'coupons', 'survey']}
    >
      {content()}
    </RemotePage>
  );
}
