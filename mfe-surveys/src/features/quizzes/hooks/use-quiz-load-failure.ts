import { SURVEY_LOAD_FAILURE_CODES } from '#src/lib/survey-load-failures.ts';
import { useCommands } from '@maple/platform';
import { useEffect, useRef } from 'react';

/**
 * Opens the error modal once with the catalogue's quiz load code (1283, spec section 8) when
 * quizzes could not be loaded; the page shows its own error state with a retry beside it.
 */
export function useQuizLoadFailure(failed: boolean): void {
  const commands = useCommands();
  const reported = useRef(false);
  useEffect(() => {
    if (!failed) {
      reported.current = false;
      return;
    }
    if (reported.current) return;
    reported.current = true;
    commands.showError(SURVEY_LOAD_FAILURE_CODES.quiz);
  }, [failed, commands]);
}
