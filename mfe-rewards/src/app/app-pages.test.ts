import { appPages } from './app-pages';
import { routeClaims } from './route-claims';

describe('mfe-rewards pages', () => {
  it('has a page for every screen it claims, and claims every page it has', () => {
    expect(Object.keys(appPages).sort()).toEqual(routeClaims.map((route) => route.id).sort());
  });

  it('claims the rewards, earning and impact screens of the spec', () => {
    expect(routeClaims.map((route) => route.id)).toEqual(
      expect.arrayContaining(['rewards', 'allRewards', 'sweepstakesEntry', 'actionTasks', 'earnPoints', 'impact']),
    );
  });
});
