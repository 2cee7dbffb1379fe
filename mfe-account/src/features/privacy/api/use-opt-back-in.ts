import { useApiMutation, useCommands } from '@maple/platform';

/** Opts an opted-out member back in (`optin` on their profile); its failure is shown in place. */
export function useOptBackIn() {
  const commands = useCommands();
  // The shell reads the member afresh, and the page shows them as a member again.
  return useApiMutation('updateProfile', { errors: 'inline', onSuccess: () => commands.refreshMember() });
}
