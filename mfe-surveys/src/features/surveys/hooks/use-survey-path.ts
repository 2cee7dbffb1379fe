import { href, type SurveyScreenQuery, surveyScreenSearch } from '@maple/contracts';
import { useLocale, useMfe } from '@maple/platform';
import { useCallback } from 'react';

/** The path of the survey screen in a language, showing the list, a survey or a scenario's survey. */
function surveyScreenPath(base: string, query: SurveyScreenQuery = {}): string {
  return `${base}${surveyScreenSearch(query)}`;
}

/** The path of the survey screen in the page's language (`/survey/?survey=1281`, `/fr/sondage/?survey=1281`). */
export function useSurveyPath(): (query?: SurveyScreenQuery) => string {
  const { routes } = useMfe();
  const locale = useLocale();
  const base = routes.find('survey')?.paths[locale] ?? href('survey', locale);
  return useCallback((query?: SurveyScreenQuery) => surveyScreenPath(base, query), [base]);
}
