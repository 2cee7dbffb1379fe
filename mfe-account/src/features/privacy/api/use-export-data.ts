import { useApiMutation } from '@maple/platform';
import { downloadJson } from '#src/lib/download-json.ts';

/**
 * Builds the member's data export and downloads it as a JSON file; its failure is shown in
 * place. A one-off action, not cached data: as a mutation its answer cannot be lost when the
 * page's query keys change under it (the session finishing its restore just after a click).
 */
export function useExportData() {
  return useApiMutation('dataExport', {
    errors: 'inline',
    onSuccess: (data) => downloadJson(data, `maple-rewards-my-data-${data.exportedAt.slice(0, 10)}.json`),
  });
}
