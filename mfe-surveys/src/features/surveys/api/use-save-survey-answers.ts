import { useApiMutation } from '@maple/platform';

/** Saves the member's answers so far (the survey answered back, with every answer kept); its failure is shown in place. */
export function useSaveSurveyAnswers() {
  return useApiMutation('saveSurveyAnswers', { errors: 'inline' });
}
