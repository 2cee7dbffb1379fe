import { RECEIPTS_PER_DAY } from '@maple/contracts';
import { InactiveMemberNotice, RemotePage, RouteLink, useApiQuery, useCurrentLocation, useMembership } from '@maple/platform';
import { Card, CardList, Notice, Section } from '@maple/ui';
import { defineMessages, FormattedMessage, type MessageValue } from 'react-intl';
import { SiteLink } from '#src/components/site-link.tsx';
import { EARNING_RATES } from '../model/earning-rates';
import { ReceiptList } from './receipt-list';
import { ReceiptUpload } from './receipt-upload';

const messages = defineMessages({
  intro: {
    id: 'earning.earnPoints.intro',
    defaultMessage: 'Earn points for the things you already do: answering surveys, taking quizzes, scanning receipts and signing in.',
  },
  heading: { id: 'earning.earnPoints.heading', defaultMessage: 'How to earn' },
  surveysTitle: { id: 'earning.earnPoints.surveysTitle', defaultMessage: 'Surveys' },
  surveysLink: { id: 'earning.earnPoints.surveysLink', defaultMessage: 'Answer a survey' },
  quizzesTitle: { id: 'earning.earnPoints.quizzesTitle', defaultMessage: 'Quizzes' },
  quizzesLink: { id: 'earning.earnPoints.quizzesLink', defaultMessage: 'Take a quiz' },
  quizzesGeneric: { id: 'earning.earnPoints.quizzesGeneric', defaultMessage: 'Points for each quiz you finish, the first time.' },
  onboardingTitle: { id: 'earning.earnPoints.onboardingTitle', defaultMessage: 'Getting started' },
  tasksLink: { id: 'earning.earnPoints.tasksLink', defaultMessage: 'See your tasks' },
  homeScreenTitle: { id: 'earning.earnPoints.homeScreenTitle', defaultMessage: 'Add us to your home screen' },
  signInTitle: { id: 'earning.earnPoints.signInTitle', defaultMessage: 'Sign in' },
  receiptsTitle: { id: 'earning.earnPoints.receiptsTitle', defaultMessage: 'Receipts' },
  receiptsLink: { id: 'earning.earnPoints.receiptsLink', defaultMessage: 'Send a receipt' },
  receiptsHeading: { id: 'earning.earnPoints.receiptsHeading', defaultMessage: 'Scan a receipt' },
  receiptsVisitor: { id: 'earning.earnPoints.receiptsVisitor', defaultMessage: 'Sign in to send receipts and earn their points.' },
  signInToSend: { id: 'earning.earnPoints.signInToSend', defaultMessage: 'Sign in' },
});

const withValues = defineMessages<{
  surveys: { low: MessageValue; high: MessageValue; causePoints: MessageValue; entries: MessageValue };
  quizzes: { points: MessageValue };
  onboarding: { points: MessageValue };
  homeScreen: { points: MessageValue };
  signIn: { points: MessageValue };
  receipts: { points: MessageValue; perDay: MessageValue };
}>({
  surveys: {
    id: 'earning.earnPoints.surveys',
    defaultMessage: '{low} or {high} points, {causePoints} cause point and {entries} sweepstakes entries for each survey you answer.',
  },
  quizzes: { id: 'earning.earnPoints.quizzes', defaultMessage: '{points} points for each quiz you finish, the first time.' },
  onboarding: {
    id: 'earning.earnPoints.onboarding',
    defaultMessage: 'Three short onboarding surveys, each with a {points}-point bonus on top of its survey points.',
  },
  homeScreen: {
    id: 'earning.earnPoints.homeScreen',
    defaultMessage: 'Add this site to your home screen: {points} points.',
  },
  signIn: { id: 'earning.earnPoints.signIn', defaultMessage: '{points} points the first time you visit us each day.' },
  receipts: {
    id: 'earning.earnPoints.receipts',
    defaultMessage: '{points} points for each receipt we approve, up to {perDay} receipts a day.',
  },
});

/** Every way a member earns points, each linking to where it is done; and sending receipts. */
export function EarnPointsPage() {
  // The quizzes' points: a failure opens the error modal (the card says it without the figure).
  const quizzes = useApiQuery('quizzes');
  const quizPoints = quizzes.data?.quizzes[0]?.points;
  const membership = useMembership();
  const signedIn = membership === 'member';
  const { pathname } = useCurrentLocation();
  return (
    <RemotePage
      routeId="earnPoints"
      intro={<FormattedMessage {...messages.intro} />}
      related={['survey', 'quizzes', 'actionTasks', 'rewards']}
    >
      <Section heading={<FormattedMessage {...messages.heading} />}>
        <CardList>
          <Card
            heading={<FormattedMessage {...messages.surveysTitle} />}
            actions={
              <RouteLink to="survey">
                <FormattedMessage {...messages.surveysLink} />
              </RouteLink>
            }
          >
            <FormattedMessage
              {...withValues.surveys}
              values={{
                low: EARNING_RATES.surveyPoints[0],
                high: EARNING_RATES.surveyPoints[1],
                causePoints: EARNING_RATES.surveyCausePoints,
                entries: EARNING_RATES.surveySweepstakesEntries,
              }}
            />
          </Card>
          <Card
            heading={<FormattedMessage {...messages.quizzesTitle} />}
            actions={
              <RouteLink to="quizzes">
                <FormattedMessage {...messages.quizzesLink} />
              </RouteLink>
            }
          >
            {quizPoints === undefined ? (
              <FormattedMessage {...messages.quizzesGeneric} />
            ) : (
              <FormattedMessage {...withValues.quizzes} values={{ points: quizPoints }} />
            )}
          </Card>
          <Card
            heading={<FormattedMessage {...messages.onboardingTitle} />}
            actions={
              <RouteLink to="actionTasks">
                <FormattedMessage {...messages.tasksLink} />
              </RouteLink>
            }
          >
            <FormattedMessage {...withValues.onboarding} values={{ points: EARNING_RATES.onboardingStepPoints }} />
          </Card>
          <Card
            heading={<FormattedMessage {...messages.homeScreenTitle} />}
            actions={
              <RouteLink to="actionTasks">
                <FormattedMessage {...messages.tasksLink} />
              </RouteLink>
            }
          >
            <FormattedMessage {...withValues.homeScreen} values={{ points: EARNING_RATES.homeScreenPoints }} />
          </Card>
          <Card heading={<FormattedMessage {...messages.signInTitle} />}>
            <FormattedMessage {...withValues.signIn} values={{ points: EARNING_RATES.signInPoints }} />
          </Card>
          <Card
            heading={<FormattedMessage {...messages.receiptsTitle} />}
            actions={
              <a href="#receipts">
                <FormattedMessage {...messages.receiptsLink} />
              </a>
            }
          >
            <FormattedMessage {...withValues.receipts} values={{ points: EARNING_RATES.receiptPoints, perDay: RECEIPTS_PER_DAY }} />
          </Card>
        </CardList>
      </Section>
      <Section id="receipts" heading={<FormattedMessage {...messages.receiptsHeading} />}>
        {signedIn ? (
          <>
            <ReceiptUpload />
            <ReceiptList />
          </>
        ) : membership === 'inactive' ? (
          <InactiveMemberNotice reason="protectedPage" />
        ) : (
          <Notice>
            <p>
              <FormattedMessage {...messages.receiptsVisitor} />{' '}
              <SiteLink href={`${pathname}?login`}>
                <FormattedMessage {...messages.signInToSend} />
              </SiteLink>
            </p>
          </Notice>
        )}
      </Section>
    </RemotePage>
  );
}
