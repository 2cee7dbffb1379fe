import { initialMemberProgress, type MemberProgress } from '@maple/contracts';
import { actionTasks, allTasksCompleted } from './action-tasks';

const progress = (changes: Partial<MemberProgress> = {}): MemberProgress => ({ ...initialMemberProgress(), ...changes });
const done = { rewardEarned: true, completedSurveyCount: 1 };

describe('actionTasks', () => {
  it('lists the three onboarding steps, the counted actions and the home-screen install, none done for a new member', () => {
    const tasks = actionTasks(progress(), false);
    expect(tasks.map((task) => (task.kind === 'onboarding' ? `onboarding${task.step}` : task.kind))).toEqual([
      'onboarding1',
      'onboarding2',
      'onboarding3',
      'survey',
      'scanReceipt',
      'signIn',
      'homeScreen',
    ]);
    expect(tasks.some((task) => task.done)).toBe(false);
    expect(tasks.find((task) => task.kind === 'homeScreen')?.points).toBe(25);
    expect(tasks[0]?.points).toBe(60);
  });

  it('marks an onboarding step done once its survey is completed', () => {
    const tasks = actionTasks(progress({ onboarding: { 1: done, 2: { rewardEarned: false, completedSurveyCount: 0 }, 3: done } }), false);
    expect(tasks.filter((task) => task.kind === 'onboarding').map((task) => task.done)).toEqual([true, false, true]);
  });

  it('counts the store’s action counters towards each goal, never past it', () => {
    const tasks = actionTasks(progress({ actionCounters: { survey: 2, scanReceipt: 7, signIn: 5 } }), false);
    expect(tasks.find((task) => task.kind === 'survey')).toMatchObject({ progress: 2, goal: 3, done: false });
    expect(tasks.find((task) => task.kind === 'scanReceipt')).toMatchObject({ progress: 3, goal: 3, done: true });
    expect(tasks.find((task) => task.kind === 'signIn')).toMatchObject({ progress: 5, goal: 5, done: true });
  });
});

describe('allTasksCompleted', () => {
  it('is true only when every task is done', () => {
    const everything = progress({ onboarding: { 1: done, 2: done, 3: done }, actionCounters: { survey: 3, scanReceipt: 3, signIn: 5 } });
    expect(allTasksCompleted(actionTasks(everything, true))).toBe(true);
    expect(allTasksCompleted(actionTasks(everything, false))).toBe(false);
    expect(allTasksCompleted([])).toBe(false);
  });
});
