import { useApiMutation } from '@maple/platform';

/** Sends the member's one answer to a won draw's skill-testing question; its failure is shown in place. */
export function useAnswerSkillTestingQuestion() {
  return useApiMutation('answerSkillTestingQuestion', { errors: 'inline' });
}
