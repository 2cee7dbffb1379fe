import { initialMemberProgress, type MemberProgress, selectAllOnboardingSurveysCompleted } from '../store/site-state';
import { aTransaction } from '@maple/testing';
import { onboardingStateOf, onboardingStepOfSurvey, onboardingStepsToClaim } from './onboarding-state';

const progressWith = (done: Partial<Record<1 | 2 | 3, { completedSurveyCount: number; rewardEarned: boolean }>>): MemberProgress => {
  const fresh = initialMemberProgress();
  return { ...fresh, onboarding: { ...fresh.onboarding, ...done } };
};

const entry = (typeCode: string, reference: string, points = 10) => aTransaction({ typeCode, reference, points });

describe('onboardingStateOf', () => {
  it('has three steps, none done, the first next, for a new member', () => {
    const state = onboardingStateOf(initialMemberProgress());

    expect(state.steps).toEqual([
      { step: 1, surveyId: 1275, completed: false, rewardEarned: false },
      { step: 2, surveyId: 1276, completed: false, rewardEarned: false },
      { step: 3, surveyId: 1277, completed: false, rewardEarned: false },
    ]);
    expect(state).toMatchObject({ completedCount: 0, total: 3, allCompleted: false });
    expect(state.nextStep?.step).toBe(1);
  });

  it('counts the steps whose survey is completed, and points at the first one left, in any order', () => {
    const state = onboardingStateOf(progressWith({ 2: { completedSurveyCount: 1, rewardEarned: true } }));

    expect(state.completedCount).toBe(1);
    expect(state.steps[1]).toEqual({ step: 2, surveyId: 1276, completed: true, rewardEarned: true });
    expect(state.nextStep?.step).toBe(1);
    expect(onboardingStateOf(progressWith({ 1: { completedSurveyCount: 1, rewardEarned: true } })).nextStep?.step).toBe(2);
  });

  it('keeps the reward flag apart from completion (a survey completed without its reward)', () => {
    const state = onboardingStateOf(progressWith({ 3: { completedSurveyCount: 1, rewardEarned: false } }));

    expect(state.steps[2]).toEqual({ step: 3, surveyId: 1277, completed: true, rewardEarned: false });
  });

  it('is all completed, with no next step, once the three surveys are done: as the store selector says', () => {
    const done = { completedSurveyCount: 1, rewardEarned: true };
    const progress = progressWith({ 1: done, 2: done, 3: done });

    expect(onboardingStateOf(progress)).toMatchObject({ completedCount: 3, nextStep: null, allCompleted: true });
    expect(selectAllOnboardingSurveysCompleted(progress)).toBe(true);
    expect(onboardingStateOf(progressWith({ 1: done, 3: done })).allCompleted).toBe(false);
  });
});

describe('onboardingStepOfSurvey', () => {
  it.each([
    [1275, 1],
    [1276, 2],
    [1277, 3],
  ])('says survey %i is onboarding step %i', (surveyId, step) => {
    expect(onboardingStepOfSurvey(surveyId)).toBe(step);
  });

  it.each([1274, 1278, 1281, 0])('says survey %i is no onboarding step', (surveyId) => {
    expect(onboardingStepOfSurvey(surveyId)).toBeNull();
  });
});

describe('onboardingStepsToClaim', () => {
  it('claims nothing before any onboarding survey is completed', () => {
    expect(onboardingStepsToClaim([])).toEqual([]);
    expect(onboardingStepsToClaim([entry('SURVEY_COMPLETED', '1281', 100), entry('SIGN_IN', '2026-11-20', 5)])).toEqual([]);
  });

  it('claims the steps whose survey is completed and whose own credit is missing', () => {
    expect(
      onboardingStepsToClaim([entry('SURVEY_COMPLETED', '1277', 50), entry('SURVEY_COMPLETED', '1275', 50), entry('ONBOARDING_STEP', '1')]),
    ).toEqual([3]);
  });

  it('claims a completed survey even when it earned no points (it was already credited)', () => {
    expect(onboardingStepsToClaim([entry('SURVEY_COMPLETED', '1276', 0)])).toEqual([2]);
  });

  it('claims nothing once every completed survey’s step is credited', () => {
    expect(
      onboardingStepsToClaim([
        entry('SURVEY_COMPLETED', '1275', 50),
        entry('SURVEY_COMPLETED', '1276', 50),
        entry('SURVEY_COMPLETED', '1277', 50),
        entry('ONBOARDING_STEP', '1'),
        entry('ONBOARDING_STEP', '2'),
        entry('ONBOARDING_STEP', '3'),
      ]),
    ).toEqual([]);
  });

  it('never claims a step for its credit alone, nor for a step credit of another step', () => {
    expect(
      onboardingStepsToClaim([entry('ONBOARDING_STEP', '2'), entry('SURVEY_COMPLETED', '1275', 50), entry('ONBOARDING_STEP', '3')]),
    ).toEqual([1]);
  });
});
