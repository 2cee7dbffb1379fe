import { onboardingTrackerStatus } from '#src/lib/onboarding-tracker.ts';
import { ApiErrorState, RemotePage, RouteLink, useApiQuery, useSiteStore } from '@maple/platform';
import { Notice, Section, SkeletonText } from '@maple/ui';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { ProfileForm } from './profile-form';

const messages = defineMessages({
  intro: {
    id: 'profile.complete.intro',
    defaultMessage: 'Tell us a little about yourself to finish joining: it takes a minute and opens surveys that match you.',
  },
  incomplete: {
    id: 'profile.complete.incomplete',
    defaultMessage: 'Your profile is incomplete: add your gender and date of birth.',
  },
  formHeading: { id: 'profile.complete.formHeading', defaultMessage: 'About you' },
  done: { id: 'profile.complete.done', defaultMessage: 'Your profile is complete. Thank you!' },
  surveysLeft: {
    id: 'profile.complete.surveysLeft',
    defaultMessage: 'To finish onboarding, answer the three short welcome surveys: each earns you points.',
  },
  allDone: { id: 'profile.complete.allDone', defaultMessage: 'Your onboarding is complete: you have done every step.' },
  failed: { id: 'profile.complete.failed', defaultMessage: 'Your profile could not be loaded.' },
});

/** Completing the profile: gender and date of birth (what the onboarding tracker waits for), then the onboarding surveys. */
export function CompleteProfilePage() {
  const profile = useApiQuery('getProfile', undefined, { errors: 'inline' });
  const onboarding = useSiteStore((state) => state.onboarding);
  const [saved, setSaved] = useState(false);

  const content = () => {
    if (profile.isPending) return <SkeletonText lines={8} />;
    if (profile.isError)
      return (
        <ApiErrorState failure={profile.error} title={<FormattedMessage {...messages.failed} />} onRetry={() => void profile.refetch()} />
      );
    const { traits } = profile.data;
    const detailsGiven = Boolean(traits.gender) && Boolean(traits.birthDate);
    const status = onboardingTrackerStatus({ onboarding }, traits);
    return (
      <>
        {saved && (
          <Notice tone="success" announce>
            <FormattedMessage {...messages.done} />
          </Notice>
        )}
        {!detailsGiven && (
          <>
            <Notice tone="warning">
              <FormattedMessage {...messages.incomplete} />
            </Notice>
            <Section heading={<FormattedMessage {...messages.formHeading} />}>
              <ProfileForm profile={profile.data} onSaved={() => setSaved(true)} />
            </Section>
          </>
        )}
        {detailsGiven &&
          (status === 'completed' ? (
            <p>
              <FormattedMessage {...messages.allDone} />
            </p>
          ) : (
            <p>
              <FormattedMessage {...messages.surveysLeft} /> <RouteLink to="survey" />
            </p>
          ))}
      </>
    );
  };

  return (
    <RemotePage routeId="completeProfile" intro={<FormattedMessage {...messages.intro} />} related={['myAccount', 'survey', 'earnPoints']}>
      {content()}
    </RemotePage>
  );
}
