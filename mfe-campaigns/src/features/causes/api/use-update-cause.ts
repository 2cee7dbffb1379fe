import { useApiMutation, useCommands } from '@maple/platform';

/** Makes a cause the member's (`PUT user/cause`); its failure is shown in place. */
export function useUpdateCause() {
  const { chooseCause } = useCommands();
  return useApiMutation('updateCause', {
    errors: 'inline',
    // The site store follows, so every page knows the member's cause at once.
    onSuccess: (_, input) => chooseCause(input.body.charityCauseId),
  });
}
