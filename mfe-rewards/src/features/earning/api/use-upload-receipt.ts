import { useApiMutation } from '@maple/platform';

/** Sends a photo of a receipt for review (`POST user/receipts`); each refusal is the form's to explain. */
export function useUploadReceipt() {
  return useApiMutation('uploadReceipt', { errors: 'inline' });
}
