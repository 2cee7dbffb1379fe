import type { ScenarioName } from '@maple/contracts';

/**
 * The error catalogue's codes for content that fails to load in the surveys remote (spec
 * section 8: "failure codes for … quiz, DEQ and feedback survey load"). They are the same
 * numbers as the shell's `CLIENT_ERROR_CODES` (`quiz`, `deqSurvey`, `feedbackSurvey`); a page
 * opens the error modal with one through `showError`.
 */
export const SURVEY_LOAD_FAILURE_CODES = { quiz: 1283, deqSurvey: 1284, feedbackSurvey: 1285 } as const;

/** The code of a scenario survey that could not be loaded: 1284 for the DEQ survey, 1285 for the feedback survey. */
export function scenarioLoadFailureCode(scenario: ScenarioName): number {
  return scenario === 'deq' ? SURVEY_LOAD_FAILURE_CODES.deqSurvey : SURVEY_LOAD_FAILURE_CODES.feedbackSurvey;
}
