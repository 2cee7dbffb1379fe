import { onboardingStateOf, onboardingStepSearch } from '@maple/contracts';
import { onboardingTrackerOccasion, onboardingTrackerStatus, seesOnboardingTracker } from '#src/lib/onboarding-tracker.ts';
import { RouteLink, useApiQuery, useCurrentLocation, useEmailConfirmed, useMfe, useSiteStore } from '@maple/platform';
import { Badge, Button, Progress } from '@maple/ui';
import { useEffect, useId, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useHiddenForTheVisit } from '../hooks/use-hidden-for-the-visit';
import styles from './onboarding-tracker.module.css';
import { WelcomePanel } from './welcome-panel';

/** The history the shell follows for the member's progress: every earning, unpaginated (the same cached answer). */
const EARNINGS = { transactionType: 'earn', isPagination: 'false' } as const;

const messages = defineMessages({
  heading: { id: 'onboarding.tracker.heading', defaultMessage: 'Your onboarding' },
  completed: { id: 'onboarding.tracker.completed', defaultMessage: 'Completed' },
  incomplete: { id: 'onboarding.tracker.incomplete', defaultMessage: 'Incomplete' },
  progress: { id: 'onboarding.tracker.progress', defaultMessage: 'Onboarding steps done' },
  profile: { id: 'onboarding.tracker.profile', defaultMessage: 'Add your gender and date of birth' },
  done: { id: 'onboarding.tracker.done', defaultMessage: 'Done' },
  toDo: { id: 'onboarding.tracker.toDo', defaultMessage: 'To do' },
  allDone: { id: 'onboarding.tracker.allDone', defaultMessage: 'Well done: every onboarding step is complete.' },
  hide: { id: 'onboarding.tracker.hide', defaultMessage: 'Hide for now' },
});

const surveyStep = defineMessage<{ step: number }>({
  id: 'onboarding.tracker.surveyStep',
  defaultMessage: 'Answer welcome survey {step} of 3',
});

const progressText = defineMessage<{ done: number; total: number }>({
  id: 'onboarding.tracker.progressText',
  // A plural in form only: French agrees its words with the count ("1 étape terminée", "2 étapes terminées").
  defaultMessage: '{done, plural, other {#}} of {total} steps done',
});

/**
 * True once the member has clicked, tapped or pressed a key on this page. A click counts once
 * it is made, not when the pointer goes down: the tracker, near the top, then moves the page
 * only after the click has reached what the member pointed at.
 */
function useInteractedSinceVisit(visit: number, watching: boolean): boolean {
  const [interactedOn, setInteractedOn] = useState<number | null>(null);
  useEffect(() => {
    if (!watching || interactedOn === visit) return;
    const interacted = () => setInteractedOn(visit);
    document.addEventListener('click', interacted, { once: true, capture: true });
    document.addEventListener('keydown', interacted, { once: true, capture: true });
    return () => {
      document.removeEventListener('click', interacted, { capture: true });
      document.removeEventListener('keydown', interacted, { capture: true });
    };
  }, [visit, watching, interactedOn]);
  return interactedOn === visit;
}

/**
 * Near the top of every page of a member (a site-wide parcel): first, while the member's email
 * address is not confirmed, the welcome that says to confirm it (until hidden for the visit);
 * then the onboarding tracker of spec section 4. It shows to
 * loyalty-programme members who enrolled after the cutoff or took no survey but the signup
 * one; it appears once the member interacts with the 2nd, 4th or 6th page of a visit (while
 * fewer than 4 sign-ins are counted), or with a rewards page of the `completeOnboarding`
 * campaign. Its status is 'completed' with the three onboarding surveys, a gender and a
 * birthday, else 'incomplete'. The steps come from the member's real survey history.
 */
export function OnboardingTracker() {
  const intl = useIntl();
  const headingId = useId();
  const { routes } = useMfe();
  const { pathname, search } = useCurrentLocation();
  const active = useSiteStore((state) => state.loggedIn && state.profile !== null && !state.profile.optedOut);
  const pageVisits = useSiteStore((state) => state.pageVisits);
  const loginCount = useSiteStore((state) => state.loginCount);
  const onboarding = useSiteStore((state) => state.onboarding);
  // The profile and the earnings the shell reads too: a failure opens the error modal with its code.
  const profile = useApiQuery('getProfile', undefined, { enabled: active });
  const history = useApiQuery('history', { query: EARNINGS }, { enabled: active });
  const [hiddenOnVisit, setHiddenOnVisit] = useState<number | null>(null);
  const emailConfirmed = useEmailConfirmed();
  const consumerId = useSiteStore((state) => state.profile?.consumerId ?? '');
  const [welcomeHidden, hideWelcome] = useHiddenForTheVisit(`maple-account.welcomeHidden.${consumerId}`);

  const occasion = onboardingTrackerOccasion({
    pageVisits,
    loginCount,
    onRewardsPage: routes.match(pathname)?.route.app === 'rewards',
    campaign: new URLSearchParams(search).get('campaign'),
  });
  const eligible =
    active &&
    profile.data !== undefined &&
    history.data !== undefined &&
    seesOnboardingTracker(profile.data.traits.loyaltyProgramUser, history.data.MemberTransactions);
  const interacted = useInteractedSinceVisit(pageVisits, active && occasion !== null);

  if (active && emailConfirmed === false) return welcomeHidden ? null : <WelcomePanel onHide={hideWelcome} />;
  if (!eligible || !profile.data || occasion === null || !interacted || hiddenOnVisit === pageVisits) return null;

  const status = onboardingTrackerStatus({ onboarding }, profile.data.traits);
  const surveys = onboardingStateOf({ onboarding });
  const profileDone = Boolean(profile.data.traits.gender) && Boolean(profile.data.traits.birthDate);
  const done = surveys.completedCount + (profileDone ? 1 : 0);
  const total = surveys.total + 1;
  const stateBadge = (isDone: boolean) => (
    <Badge tone={isDone ? 'success' : 'neutral'}>
      <FormattedMessage {...(isDone ? messages.done : messages.toDo)} />
    </Badge>
  );

  return (
    <aside className={styles.tracker} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          <FormattedMessage {...messages.heading} />{' '}
          <Badge tone={status === 'completed' ? 'success' : 'warning'}>
            <FormattedMessage {...(status === 'completed' ? messages.completed : messages.incomplete)} />
          </Badge>
        </h2>
        <Button variant="quiet" onClick={() => setHiddenOnVisit(pageVisits)}>
          <FormattedMessage {...messages.hide} />
        </Button>
      </div>
      <Progress
        label={<FormattedMessage {...messages.progress} />}
        value={done}
        max={total}
        valueText={intl.formatMessage(progressText, { done, total })}
      />
      {status === 'completed' ? (
        <p>
          <FormattedMessage {...messages.allDone} />
        </p>
      ) : (
        <ol className={styles.steps}>
          {surveys.steps.map(({ step, completed: stepDone }) => (
            <li key={step} className={styles.step}>
              {stepDone ? (
                <FormattedMessage {...surveyStep} values={{ step }} />
              ) : (
                <RouteLink to="survey" search={onboardingStepSearch(step)}>
                  <FormattedMessage {...surveyStep} values={{ step }} />
                </RouteLink>
              )}{' '}
              {stateBadge(stepDone)}
            </li>
          ))}
          <li className={styles.step}>
            {profileDone ? (
              <FormattedMessage {...messages.profile} />
            ) : (
              <RouteLink to="completeProfile">
                <FormattedMessage {...messages.profile} />
              </RouteLink>
            )}{' '}
            {stateBadge(profileDone)}
          </li>
        </ol>
      )}
    </aside>
  );
}
