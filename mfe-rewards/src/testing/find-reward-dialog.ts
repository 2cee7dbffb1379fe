import { screen, waitFor } from '@testing-library/react';

/**
 * The reward dialog once its redemption flow has loaded: the dialog opens with a busy
 * skeleton while the flow's chunk arrives (`name` narrows it to one reward).
 */
export function findRewardDialog(name?: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getByRole('dialog', name === undefined ? {} : { name });
    if (dialog.querySelector('[aria-busy="true"]')) throw new Error('the reward dialog is still loading');
    return dialog;
  });
}
