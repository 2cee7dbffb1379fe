import { appPages } from './app-pages';
import { routeClaims } from './route-claims';

describe('mfe-surveys pages', () => {
  it('has a page for every screen it claims, and claims every page it has', () => {
    expect(Object.keys(appPages).sort()).toEqual(routeClaims.map((route) => route.id).sort());
  });

  it('claims the survey, the quiz listing and the six quiz screens of the spec', () => {
    expect(routeClaims.map((route) => route.id)).toEqual(
      expect.arrayContaining([
        'survey',
        'quizzes',
        'quizBlackHistory',
        'quizGiving',
        'quizSustainability',
        'quizWater',
        'quizActivist',
        'quizHandWashing',
      ]),
    );
  });
});
