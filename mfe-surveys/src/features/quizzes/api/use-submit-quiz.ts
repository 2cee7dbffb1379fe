import { useApiMutation } from '@maple/platform';

/** Sends the member's answers to a quiz, which the API marks and credits; its failure is the form's to show. */
export function useSubmitQuiz() {
  return useApiMutation('submitQuiz', { errors: 'inline' });
}
