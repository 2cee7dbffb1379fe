import { useApiMutation } from '@maple/platform';

/** Saves the member's profile details (gender, birth date, ethnicity and culture); its failure is the form's to show. */
export function useUpdateProfile() {
  return useApiMutation('updateProfile', { errors: 'inline' });
}
