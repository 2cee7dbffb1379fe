import { useApiMutation } from '@maple/platform';

/** Completes a survey, which the API credits once (points, a cause point, sweepstakes entries); its failure is shown in place. */
export function useCompleteSurvey() {
  return useApiMutation('completeSurvey', { errors: 'inline' });
}
