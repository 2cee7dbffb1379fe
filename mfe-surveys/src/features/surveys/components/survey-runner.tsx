import { ApiFailure, type EarningResult, type SurveyAnswer, type SurveyDetail } from '@maple/contracts';
import { answerTo, surveyProgress } from '../lib/survey-progress';
import { ApiErrorState, useApiQuery, useNavigateTo } from '@maple/platform';
import { Notice, Progress, Section } from '@maple/ui';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { ContentSkeleton } from '#src/lib/content-skeleton.tsx';
import { EmailConfirmationNotice } from '#src/lib/email-confirmation-notice.tsx';
import { useCompleteSurvey } from '../api/use-complete-survey';
import type { OnboardingStepCredits } from '../api/use-onboarding-step-credits';
import { useSaveSurveyAnswers } from '../api/use-save-survey-answers';
import { useSurveyPath } from '../hooks/use-survey-path';
import { sameAnswer } from '../services/answer-values';
import { QuestionStep, type StepDirection } from './question-step';
import { SurveyAlreadyDone, SurveyCompleted } from './survey-completed';
import { SurveyUnavailable } from './survey-unavailable';

const messages = defineMessages<{
  progress: NoMessageValues;
  progressValue: { answered: number; total: number };
  saved: NoMessageValues;
  loadFailed: NoMessageValues;
  saveFailed: NoMessageValues;
  answerRefused: NoMessageValues;
  incomplete: NoMessageValues;
  alreadyCompleted: NoMessageValues;
  completeFailed: NoMessageValues;
}>({
  progress: { id: 'surveys.runner.progress', defaultMessage: 'Your progress' },
  progressValue: { id: 'surveys.runner.progressValue', defaultMessage: 'Questions answered: {answered, number} of {total, number}' },
  saved: {
    id: 'surveys.runner.saved',
    defaultMessage: 'Your answers are saved each time you move to another question, so you can leave and finish later.',
  },
  loadFailed: { id: 'surveys.runner.loadFailed', defaultMessage: 'The survey could not be loaded' },
  saveFailed: {
    id: 'surveys.runner.saveFailed',
    defaultMessage: 'Your answer could not be saved. Check your connection and try again; your earlier answers are kept.',
  },
  answerRefused: {
    id: 'surveys.runner.answerRefused',
    defaultMessage: 'This answer could not be saved. Check it against the question and try again.',
  },
  incomplete: { id: 'surveys.runner.incomplete', defaultMessage: 'Answer this question to finish the survey.' },
  alreadyCompleted: {
    id: 'surveys.runner.alreadyCompleted',
    defaultMessage: 'You have already completed this survey, so your answers can no longer change.',
  },
  completeFailed: {
    id: 'surveys.runner.completeFailed',
    defaultMessage: 'The survey could not be finished just now. Your answers are saved: try again in a moment.',
  },
});

type Problem = 'saveFailed' | 'answerRefused' | 'incomplete' | 'alreadyCompleted' | 'completeFailed' | 'emailNotVerified';

function problemOf(error: unknown, during: 'save' | 'complete'): Problem {
  const kind = error instanceof ApiFailure ? error.kind : 'unknown';
  if (kind === 'emailNotVerified') return 'emailNotVerified';
  if (kind === 'surveyAlreadyCompleted') return 'alreadyCompleted';
  if (kind === 'surveyIncomplete') return 'incomplete';
  if (kind === 'badRequest' && during === 'save') return 'answerRefused';
  return during === 'save' ? 'saveFailed' : 'completeFailed';
}

function ProblemNotice({ problem }: { problem: Problem | null }) {
  if (!problem) return null;
  if (problem === 'emailNotVerified') return <EmailConfirmationNotice />;
  return (
    <Notice tone="error" announce>
      <p>
        <FormattedMessage {...messages[problem]} />
      </p>
    </Notice>
  );
}

/** A survey in progress: one question at a time, saved as the member goes, then completed and credited. */
function SurveyQuestions({ survey: initial, stepCredits }: { survey: SurveyDetail; stepCredits: OnboardingStepCredits }) {
  const intl = useIntl();
  const navigate = useNavigateTo();
  const surveyPath = useSurveyPath();
  const [survey, setSurvey] = useState(initial);
  const [index, setIndex] = useState(() => surveyProgress(initial).resumeIndex);
  const [result, setResult] = useState<EarningResult | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const params = { surveyId: String(survey.surveyId) };
  const save = useSaveSurveyAnswers();
  const complete = useCompleteSurvey();

  // A new question takes the focus (not the first one shown: the page has just opened).
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  if (result) return <SurveyCompleted survey={survey} result={result} stepCredits={stepCredits} />;
  if (survey.status === 'completed') return <SurveyAlreadyDone survey={survey} />;

  const question = survey.questions[index];
  if (!question) return <SurveyUnavailable />;
  const progress = surveyProgress(survey);

  async function finish(current: SurveyDetail) {
    const { canComplete, requiredUnanswered } = surveyProgress(current);
    if (!canComplete) {
      setIndex(current.questions.findIndex((candidate) => candidate.questionId === requiredUnanswered[0]));
      setProblem('incomplete');
      return;
    }
    try {
      setResult(await complete.mutateAsync({ params }));
    } catch (error) {
      setProblem(problemOf(error, 'complete'));
    }
  }

  async function answer(given: SurveyAnswer | null, direction: StepDirection) {
    if (!question) return;
    setProblem(null);
    let current = survey;
    if (given && !sameAnswer(answerTo(survey, question.questionId), given)) {
      try {
        current = await save.mutateAsync({ params, body: { answers: [given] } });
        setSurvey(current);
      } catch (error) {
        setProblem(problemOf(error, 'save'));
        return;
      }
    }
    moved.current = true;
    if (direction === 'leave') navigate(surveyPath());
    else if (direction === 'back') setIndex(Math.max(index - 1, 0));
    else if (index < current.questions.length - 1) setIndex(index + 1);
    else await finish(current);
  }

  return (
    <Section heading={survey.title} description={<FormattedMessage {...messages.saved} />}>
      <Progress
        label={<FormattedMessage {...messages.progress} />}
        value={progress.answeredCount}
        max={progress.questionCount}
        valueText={intl.formatMessage(messages.progressValue, { answered: progress.answeredCount, total: progress.questionCount })}
      />
      <QuestionStep
        key={question.questionId}
        question={question}
        index={index}
        total={survey.questions.length}
        recorded={answerTo(survey, question.questionId)}
        busy={save.isPending || complete.isPending}
        problem={<ProblemNotice problem={problem} />}
        headingRef={headingRef}
        onAnswer={(given, direction) => void answer(given, direction)}
      />
    </Section>
  );
}

/** One survey, loaded from the API in the page's language, taken where the member left it. */
export function SurveyRunner({ surveyId, stepCredits }: { surveyId: number; stepCredits: OnboardingStepCredits }) {
  const survey = useApiQuery('survey', { params: { surveyId: String(surveyId) } }, { errors: 'inline' });
  if (survey.data) return <SurveyQuestions key={`${surveyId}-${survey.data.title}`} survey={survey.data} stepCredits={stepCredits} />;
  if (survey.isError)
    return survey.error.kind === 'resourceNotFound' ? (
      <SurveyUnavailable />
    ) : (
      <ApiErrorState failure={survey.error} title={<FormattedMessage {...messages.loadFailed} />} onRetry={() => void survey.refetch()} />
    );
  return <ContentSkeleton lines={6} />;
}
