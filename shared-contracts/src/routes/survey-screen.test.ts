import { onboardingStepSearch, surveyScreenSearch } from './survey-screen';

describe('the survey screen’s query', () => {
  it('is empty for the list, and names one survey or a scenario', () => {
    expect(surveyScreenSearch()).toBe('');
    expect(surveyScreenSearch({ survey: 1281 })).toBe('?survey=1281');
    expect(surveyScreenSearch({ scenario: 'deq' })).toBe('?scenario=deq');
  });

  it('opens each onboarding step’s own survey', () => {
    expect([1, 2, 3].map((step) => onboardingStepSearch(step as 1 | 2 | 3))).toEqual(['?survey=1275', '?survey=1276', '?survey=1277']);
  });
});
