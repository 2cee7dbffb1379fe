import type { QuizDetail, QuizResult } from '@maple/contracts';
import { quizCorrections, quizScoreBand } from '../lib/quiz-result';
import { RouteLink } from '@maple/platform';
import { Badge, Button, buttonClassName, ButtonRow, Points, Section } from '@maple/ui';
import { defineMessages, FormattedDate, FormattedMessage, type MessageValue, type NoMessageValues } from 'react-intl';
import { FocusedOnMount } from '#src/lib/focused-on-mount.tsx';
import styles from './quiz.module.css';

const messages = defineMessages<{
  score: { score: number; total: number };
  perfect: NoMessageValues;
  passed: NoMessageValues;
  keepLearning: NoMessageValues;
  earned: { points: MessageValue; balance: MessageValue };
  alreadyCredited: NoMessageValues;
  lastAttempt: { date: MessageValue };
  answersHeading: NoMessageValues;
  yourAnswer: { answer: string };
  noAnswer: NoMessageValues;
  correct: NoMessageValues;
  incorrect: NoMessageValues;
  correctAnswer: { answer: string };
  retake: NoMessageValues;
  allQuizzes: NoMessageValues;
}>({
  score: { id: 'quizzes.result.score', defaultMessage: 'You scored {score, number} out of {total, number}' },
  perfect: { id: 'quizzes.result.perfect', defaultMessage: 'A perfect score: well done!' },
  passed: { id: 'quizzes.result.passed', defaultMessage: 'Nicely done. The explanations below cover what you missed.' },
  keepLearning: { id: 'quizzes.result.keepLearning', defaultMessage: 'Keep learning: the explanations below tell you more.' },
  earned: { id: 'quizzes.result.earned', defaultMessage: 'Finishing this quiz earned you {points}. Your balance is now {balance}.' },
  alreadyCredited: {
    id: 'quizzes.result.alreadyCredited',
    defaultMessage:
      'You had already earned the points for this quiz, so nothing more was added: each quiz earns once. Your new score is saved.',
  },
  lastAttempt: { id: 'quizzes.result.lastAttempt', defaultMessage: 'Your last attempt, on {date}.' },
  answersHeading: { id: 'quizzes.result.answersHeading', defaultMessage: 'Your answers, explained' },
  yourAnswer: { id: 'quizzes.result.yourAnswer', defaultMessage: 'Your answer: {answer}' },
  noAnswer: { id: 'quizzes.result.noAnswer', defaultMessage: 'Your answer is no longer one of the choices.' },
  correct: { id: 'quizzes.result.correct', defaultMessage: 'Correct' },
  incorrect: { id: 'quizzes.result.incorrect', defaultMessage: 'Not quite' },
  correctAnswer: { id: 'quizzes.result.correctAnswer', defaultMessage: 'The correct answer: {answer}' },
  retake: { id: 'quizzes.result.retake', defaultMessage: 'Take the quiz again' },
  allQuizzes: { id: 'quizzes.result.allQuizzes', defaultMessage: 'All quizzes' },
});

/** What a submission earned, when it was just made (not for a result read back later). */
export type QuizEarning = Pick<QuizResult, 'pointsAwarded' | 'pointsBalance' | 'alreadyCredited'>;

/**
 * A scored quiz: the score the server gave, each answer corrected and explained, and what
 * finishing earned (the quiz's points, the first time only).
 */
export function QuizResultView({
  quiz,
  result,
  earning,
  onRetake,
}: {
  quiz: Pick<QuizDetail, 'questions'>;
  result: Pick<QuizResult, 'score' | 'total' | 'questions' | 'submittedAt'>;
  earning: QuizEarning | null;
  onRetake: () => void;
}) {
  const band = quizScoreBand(result.score, result.total);
  const score = <FormattedMessage {...messages.score} values={{ score: result.score, total: result.total }} />;
  return (
    <Section heading={earning ? <FocusedOnMount>{score}</FocusedOnMount> : score}>
      <p className={styles.band}>
        <FormattedMessage {...messages[band]} />
      </p>
      {earning ? (
        earning.alreadyCredited ? (
          <p>
            <FormattedMessage {...messages.alreadyCredited} />
          </p>
        ) : (
          <p>
            <FormattedMessage
              {...messages.earned}
              values={{
                points: (
                  <strong>
                    <Points value={earning.pointsAwarded} />
                  </strong>
                ),
                balance: <Points value={earning.pointsBalance} />,
              }}
            />
          </p>
        )
      ) : (
        <p>
          <FormattedMessage
            {...messages.lastAttempt}
            values={{ date: <FormattedDate value={result.submittedAt} year="numeric" month="long" day="numeric" /> }}
          />
        </p>
      )}
      <Section level={3} heading={<FormattedMessage {...messages.answersHeading} />}>
        <ol className={styles.corrections}>
          {quizCorrections(quiz, result).map((correction) => (
            <li key={correction.questionId} className={styles.correction}>
              <p className={styles.question}>{correction.question}</p>
              <p>
                {correction.chosenAnswer ? (
                  <FormattedMessage {...messages.yourAnswer} values={{ answer: correction.chosenAnswer }} />
                ) : (
                  <FormattedMessage {...messages.noAnswer} />
                )}{' '}
                <Badge tone={correction.correct ? 'success' : 'danger'}>
                  <FormattedMessage {...(correction.correct ? messages.correct : messages.incorrect)} />
                </Badge>
              </p>
              {!correction.correct && correction.correctAnswer && (
                <p>
                  <FormattedMessage {...messages.correctAnswer} values={{ answer: correction.correctAnswer }} />
                </p>
              )}
              <p className={styles.explanation}>{correction.explanation}</p>
            </li>
          ))}
        </ol>
      </Section>
      <ButtonRow>
        <Button variant="secondary" onClick={onRetake}>
          <FormattedMessage {...messages.retake} />
        </Button>
        <RouteLink to="quizzes" className={buttonClassName('quiet')}>
          <FormattedMessage {...messages.allQuizzes} />
        </RouteLink>
      </ButtonRow>
    </Section>
  );
}
