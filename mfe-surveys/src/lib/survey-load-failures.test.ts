import { SCENARIO_NAMES } from '@maple/contracts';
import { SURVEY_LOAD_FAILURE_CODES, scenarioLoadFailureCode } from './survey-load-failures';

describe('survey load failure codes', () => {
  it('are the catalogue’s quiz, DEQ and feedback survey codes', () => {
    expect(SURVEY_LOAD_FAILURE_CODES).toEqual({ quiz: 1283, deqSurvey: 1284, feedbackSurvey: 1285 });
  });

  it('give each scenario survey its own code', () => {
    expect(SCENARIO_NAMES.map((scenario) => [scenario, scenarioLoadFailureCode(scenario)])).toEqual([
      ['deq', 1284],
      ['feedback', 1285],
    ]);
  });
});
