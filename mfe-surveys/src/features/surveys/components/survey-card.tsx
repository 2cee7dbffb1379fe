import type { MemberSurvey } from '@maple/contracts';
import { useCommands } from '@maple/platform';
import { Badge, Button, buttonClassName, Card, VisuallyHidden } from '@maple/ui';
import type { ReactNode } from 'react';
import { defineMessages, FormattedDate, FormattedMessage, type NoMessageValues, type MessageTag, type MessageValue } from 'react-intl';
import { useSurveyPath } from '../hooks/use-survey-path';
import { SURVEY_REWARD } from './survey-reward';
import { SurveyLink } from './survey-link';
import styles from './survey-card.module.css';

/** A survey in a list: what everyone sees, and the member's progress when a member is signed in. */
export interface ListedSurvey {
  readonly surveyId: number;
  readonly title: string;
  readonly points: number;
  /** One of the three onboarding surveys. */
  readonly onboarding: boolean;
  readonly progress?: Pick<MemberSurvey, 'status' | 'answeredCount' | 'questionCount' | 'completedAt'>;
}

const messages = defineMessages<{
  earns: { points: number; causePoints: number; entries: number };
  notStarted: NoMessageValues;
  inProgress: NoMessageValues;
  completed: NoMessageValues;
  answered: { answered: number; total: number };
  completedOn: { date: MessageValue };
  start: { title: string; hidden: MessageTag };
  resume: { title: string; hidden: MessageTag };
}>({
  earns: {
    id: 'surveys.card.earns',
    defaultMessage:
      '{points, number} points, {causePoints, plural, one {# cause point} other {# cause points}} and {entries, number} sweepstakes entries',
  },
  notStarted: { id: 'surveys.card.notStarted', defaultMessage: 'Not started' },
  inProgress: { id: 'surveys.card.inProgress', defaultMessage: 'In progress' },
  completed: { id: 'surveys.card.completed', defaultMessage: 'Completed' },
  answered: { id: 'surveys.card.answered', defaultMessage: 'Questions answered: {answered, number} of {total, number}' },
  completedOn: { id: 'surveys.card.completedOn', defaultMessage: 'on {date}' },
  start: { id: 'surveys.card.start', defaultMessage: 'Start survey<hidden> {title}</hidden>' },
  resume: { id: 'surveys.card.resume', defaultMessage: 'Resume survey<hidden> {title}</hidden>' },
});

const hidden = (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>;

function Status({ progress }: { progress: NonNullable<ListedSurvey['progress']> }) {
  if (progress.status === 'completed')
    return (
      <p className={styles.status}>
        <Badge tone="success">
          <FormattedMessage {...messages.completed} />
        </Badge>{' '}
        {progress.completedAt && (
          <FormattedMessage
            {...messages.completedOn}
            values={{ date: <FormattedDate value={progress.completedAt} year="numeric" month="long" day="numeric" /> }}
          />
        )}
      </p>
    );
  if (progress.status === 'in-progress')
    return (
      <p className={styles.status}>
        <Badge tone="info">
          <FormattedMessage {...messages.inProgress} />
        </Badge>{' '}
        <FormattedMessage {...messages.answered} values={{ answered: progress.answeredCount, total: progress.questionCount }} />
      </p>
    );
  return (
    <p className={styles.status}>
      <Badge>
        <FormattedMessage {...messages.notStarted} />
      </Badge>
    </p>
  );
}

/** How to take the survey: sign in first (a visitor), start or resume it (a member); nothing once completed. */
function SurveyAction({ survey }: { survey: ListedSurvey }) {
  const commands = useCommands();
  const surveyPath = useSurveyPath();
  const path = surveyPath({ survey: survey.surveyId });
  const values = { title: survey.title, hidden };
  if (!survey.progress)
    return (
      <Button onClick={() => commands.promptLogin({ reason: 'survey', returnTo: path })}>
        <FormattedMessage {...messages.start} values={values} />
      </Button>
    );
  if (survey.progress.status === 'completed') return null;
  return (
    <SurveyLink to={path} className={buttonClassName(survey.progress.status === 'in-progress' ? 'primary' : 'secondary')}>
      <FormattedMessage {...(survey.progress.status === 'in-progress' ? messages.resume : messages.start)} values={values} />
    </SurveyLink>
  );
}

/** One survey: its title (or `heading`), what it earns, the member's progress and how to take it. */
export function SurveyCard({ survey, heading, extra }: { survey: ListedSurvey; heading?: ReactNode; extra?: ReactNode }) {
  return (
    <Card heading={heading ?? survey.title} actions={<SurveyAction survey={survey} />}>
      <p>
        <FormattedMessage
          {...messages.earns}
          values={{ points: survey.points, causePoints: SURVEY_REWARD.causePoints, entries: SURVEY_REWARD.sweepstakesEntries }}
        />
      </p>
      {survey.progress && <Status progress={survey.progress} />}
      {extra}
    </Card>
  );
}
