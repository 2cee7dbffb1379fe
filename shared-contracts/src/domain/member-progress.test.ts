import { aTransaction } from '@maple/testing';
import { memberProgressFrom } from './member-progress';

const entry = (typeCode: string, reference: string, points = 10) => aTransaction({ typeCode, reference, points });

describe('memberProgressFrom', () => {
  it('starts from nothing for a new member', () => {
    expect(memberProgressFrom([])).toEqual({
      onboarding: {
        1: { completedSurveyCount: 0, rewardEarned: false },
        2: { completedSurveyCount: 0, rewardEarned: false },
        3: { completedSurveyCount: 0, rewardEarned: false },
      },
      actionCounters: { survey: 0, scanReceipt: 0, signIn: 0 },
    });
  });

  it('reads the onboarding steps from the three onboarding surveys and their step credits', () => {
    const progress = memberProgressFrom([
      entry('SURVEY_COMPLETED', '1275', 50),
      entry('SURVEY_COMPLETED', '1276', 0),
      entry('ONBOARDING_STEP', '2', 10),
      entry('SURVEY_COMPLETED', '2001', 100),
    ]);
    expect(progress.onboarding).toEqual({
      1: { completedSurveyCount: 1, rewardEarned: true },
      2: { completedSurveyCount: 1, rewardEarned: true },
      3: { completedSurveyCount: 0, rewardEarned: false },
    });
  });

  it('counts surveys, approved receipts and daily sign-ins', () => {
    const progress = memberProgressFrom([
      entry('SURVEY_COMPLETED', '1275'),
      entry('SURVEY_COMPLETED', '2001'),
      entry('RECEIPT_APPROVED', 'r-1'),
      entry('SIGN_IN', '2026-11-19'),
      entry('SIGN_IN', '2026-11-20'),
      entry('HOME_SCREEN_INSTALL', 'home-screen', 25),
    ]);
    expect(progress.actionCounters).toEqual({ survey: 2, scanReceipt: 1, signIn: 2 });
  });
});
