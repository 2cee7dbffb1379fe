import type { ScenarioName } from '../api/member-survey-schemas';
import { ONBOARDING_SURVEY_IDS } from '../domain/member-progress';
import type { OnboardingStepNumber } from '../store/site-state';

/** What the survey screen (`survey`) shows: the list, one survey (`survey`), or the survey of a scenario (`scenario`). */
export interface SurveyScreenQuery {
  readonly survey?: number;
  readonly scenario?: ScenarioName;
}

/**
 * The query of the survey screen showing one survey or a scenario's (`?survey=1281`), empty
 * for the list: what any app links with, beside the screen's path in the page's language.
 */
export function surveyScreenSearch(query: SurveyScreenQuery = {}): string {
  const params = new URLSearchParams();
  if (query.survey !== undefined) params.set('survey', String(query.survey));
  if (query.scenario !== undefined) params.set('scenario', query.scenario);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The query of the survey screen showing an onboarding step's own survey (`?survey=1275` for step 1). */
export function onboardingStepSearch(step: OnboardingStepNumber): string {
  return surveyScreenSearch({ survey: Number(ONBOARDING_SURVEY_IDS[step]) });
}
