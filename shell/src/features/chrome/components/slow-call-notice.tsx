import { defineMessages, FormattedMessage } from 'react-intl';
import { useStore } from 'zustand';
import type { CallActivity } from '#src/lib/site-api/call-activity.ts';
import styles from './slow-call-notice.module.css';

const messages = defineMessages({
  working: { id: 'shell.slowCall.working', defaultMessage: 'Still working on it…' },
});

/**
 * Says the site is still working while a call to the API is slow. It floats over the page,
 * so it never moves what is already there, and screen readers hear it politely.
 */
export function SlowCallNotice({ activity }: { activity: CallActivity }) {
  const slow = useStore(activity.store, (state) => state.slowCalls > 0);
  return (
    <div role="status" className={styles.region}>
      {slow && (
        <p className={styles.message}>
          <FormattedMessage {...messages.working} />
        </p>
      )}
    </div>
  );
}
