import { onboardingStepSearch, type RouteId } from '@maple/contracts';
import { RemotePage, RouteLink, useApiQuery, useSiteStore } from '@maple/platform';
import { Badge, Card, CardList, Notice, Points, Progress, Section, VisuallyHidden } from '@maple/ui';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, type MessageTag, type MessageValue, useIntl } from 'react-intl';
import { type ActionTask, actionTasks, allTasksCompleted } from '../model/action-tasks';
import styles from './action-tasks-page.module.css';

const messages = defineMessages({
  intro: {
    id: 'earning.actionTasks.intro',
    defaultMessage: 'Complete these tasks to earn points: answer surveys, scan receipts and sign in regularly.',
  },
  heading: { id: 'earning.actionTasks.heading', defaultMessage: 'Your tasks' },
  onboardingHeading: { id: 'earning.actionTasks.onboardingHeading', defaultMessage: 'Get started in three steps' },
  allDone: { id: 'earning.actionTasks.allDone', defaultMessage: 'All tasks completed' },
  allDoneBody: {
    id: 'earning.actionTasks.allDoneBody',
    defaultMessage: 'Well done! Keep earning with new surveys, quizzes and receipts, then treat yourself to a reward.',
  },
  done: { id: 'earning.actionTasks.done', defaultMessage: 'Done' },
  toDo: { id: 'earning.actionTasks.toDo', defaultMessage: 'To do' },
  survey: { id: 'earning.actionTasks.survey', defaultMessage: 'Answer surveys' },
  scanReceipt: { id: 'earning.actionTasks.scanReceipt', defaultMessage: 'Have receipts approved' },
  signIn: { id: 'earning.actionTasks.signIn', defaultMessage: 'Sign in on different days' },
  homeScreen: { id: 'earning.actionTasks.homeScreen', defaultMessage: 'Add Maple Rewards to your home screen' },
  homeScreenHow: {
    id: 'earning.actionTasks.homeScreenHow',
    defaultMessage:
      'On your phone, open your browser’s menu and choose “Add to Home screen” (or Share, then “Add to Home Screen” on an iPhone). Your points are added as soon as it is installed.',
  },
  onboarding1: { id: 'earning.actionTasks.onboarding1', defaultMessage: 'Step 1: tell us about you' },
  onboarding2: { id: 'earning.actionTasks.onboarding2', defaultMessage: 'Step 2: your household' },
  onboarding3: { id: 'earning.actionTasks.onboarding3', defaultMessage: 'Step 3: your interests and causes' },
  rewards: { id: 'earning.actionTasks.rewards', defaultMessage: 'Redeem your points' },
});

const withValues = defineMessages<{
  points: { points: MessageValue };
  counted: { value: MessageValue; goal: MessageValue };
  go: { task: MessageValue; hidden: MessageTag };
}>({
  // The colon is in the message: French puts a non-breaking space before it.
  go: { id: 'earning.actionTasks.go', defaultMessage: 'Go<hidden>: {task}</hidden>' },
  points: { id: 'earning.actionTasks.points', defaultMessage: 'Earns {points}' },
  counted: { id: 'earning.actionTasks.counted', defaultMessage: '{value} of {goal}' },
});

const TITLES: Record<Exclude<ActionTask['kind'], 'onboarding'>, MessageDescriptor> = {
  survey: messages.survey,
  scanReceipt: messages.scanReceipt,
  signIn: messages.signIn,
  homeScreen: messages.homeScreen,
};

const WHERE: Record<ActionTask['kind'], RouteId | null> = {
  onboarding: 'survey',
  survey: 'survey',
  scanReceipt: 'earnPoints',
  signIn: null,
  homeScreen: null,
};

/** The member's action-oriented reward tasks, with their progress from the site's action counters. */
export function ActionTasksPage() {
  const onboardingProgress = useSiteStore((state) => state.onboarding);
  const actionCounters = useSiteStore((state) => state.actionCounters);
  // The same query as the shell's progress follower: one cached answer for both.
  // A failure opens the error modal: the home-screen task would otherwise say "to do" without a word.
  const earnings = useApiQuery('history', { query: { transactionType: 'earn', isPagination: 'false' } });
  const installed = earnings.data?.MemberTransactions.some((entry) => entry.typeCode === 'HOME_SCREEN_INSTALL') ?? false;
  const tasks = actionTasks({ onboarding: onboardingProgress, actionCounters }, installed);
  const onboarding = tasks.filter((task) => task.kind === 'onboarding');
  const others = tasks.filter((task) => task.kind !== 'onboarding');
  return (
    <RemotePage routeId="actionTasks" intro={<FormattedMessage {...messages.intro} />} related={['earnPoints', 'rewards', 'survey']}>
      {allTasksCompleted(tasks) && (
        <Notice tone="success" title={<FormattedMessage {...messages.allDone} />}>
          <p>
            <FormattedMessage {...messages.allDoneBody} />{' '}
            <RouteLink to="rewards">
              <FormattedMessage {...messages.rewards} />
            </RouteLink>
          </p>
        </Notice>
      )}
      <Section heading={<FormattedMessage {...messages.onboardingHeading} />}>
        <CardList ordered>
          {onboarding.map((task) => (
            <TaskCard key={`onboarding-${task.kind === 'onboarding' ? task.step : ''}`} task={task} />
          ))}
        </CardList>
      </Section>
      <Section heading={<FormattedMessage {...messages.heading} />}>
        <CardList>
          {others.map((task) => (
            <TaskCard key={task.kind} task={task} />
          ))}
        </CardList>
      </Section>
    </RemotePage>
  );
}

const hidden = (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>;

function TaskCard({ task }: { task: ActionTask }) {
  const intl = useIntl();
  const title: ReactNode =
    task.kind === 'onboarding' ? <FormattedMessage {...messages[`onboarding${task.step}`]} /> : <FormattedMessage {...TITLES[task.kind]} />;
  const where = WHERE[task.kind];
  return (
    <Card
      heading={title}
      actions={
        !task.done && where ? (
          // An onboarding step opens its own survey, not the list.
          <RouteLink to={where} search={task.kind === 'onboarding' ? onboardingStepSearch(task.step) : undefined}>
            <FormattedMessage {...withValues.go} values={{ task: title, hidden }} />
          </RouteLink>
        ) : undefined
      }
    >
      <p className={styles.status}>
        <Badge tone={task.done ? 'success' : 'neutral'}>
          <FormattedMessage {...(task.done ? messages.done : messages.toDo)} />
        </Badge>
        <span>
          <FormattedMessage {...withValues.points} values={{ points: <Points value={task.points} /> }} />
        </span>
      </p>
      {'goal' in task && (
        <Progress
          label={<VisuallyHidden>{title}</VisuallyHidden>}
          value={task.progress}
          max={task.goal}
          valueText={intl.formatMessage(withValues.counted, { value: task.progress, goal: task.goal })}
        />
      )}
      {task.kind === 'homeScreen' && !task.done && (
        <p>
          <FormattedMessage {...messages.homeScreenHow} />
        </p>
      )}
    </Card>
  );
}
