import { useApiMutation } from '@maple/platform';

/** Marks a message read (`user/message/read`), so the list and the header's unread count follow; a failure is said on the page. */
export function useMarkMessageRead() {
  return useApiMutation('readMessage', { errors: 'inline' });
}
