import { href, type ScenarioName } from '@maple/contracts';
import { useLocale, useMfe } from '@maple/contracts/react';
import { useCallback } from 'react';

/** What the survey screen shows: the list, one survey (`survey`), or the survey of a scenario (`scenario`). */
export interface SurveyScreenQuery {
  readonly survey?: number;
  readonly scenario?: ScenarioName;
}

/** The path of the survey screen in a language, showing the list, a survey or a scenario's survey. */
export function surveyScreenPath(base: string, query: SurveyScreenQuery = {}): string {
  const params = new URLSearchParams();
  if (query.survey !== undefined) params.set('survey', String(query.survey));
  if (query.scenario !== undefined) params.set('scenario', query.scenario);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** The path of the survey screen in the page's language (`/survey/?survey=1281`, `/fr/sondage/?survey=1281`). */
export function useSurveyPath(): (query?: SurveyScreenQuery) => string {
  const { routes } = useMfe();
  const locale = useLocale();
  const base = routes.find('survey')?.paths[locale] ?? href('survey', locale);
  return useCallback((query?: SurveyScreenQuery) => surveyScreenPath(base, query), [base]);
}
