import { useApiMutation, useCommands } from '@maple/platform';

/** Opts the member out; its failure is shown in place. */
export function useOptOut() {
  const commands = useCommands();
  // The shell reads the member afresh: an opted-out member then gets its message, and the page the other view.
  return useApiMutation('optOut', { errors: 'inline', onSuccess: () => commands.refreshMember() });
}
