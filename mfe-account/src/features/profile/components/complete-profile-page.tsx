import { ONBOARDING_STEPS } from '@maple/contracts';
import { RemotePage, useSiteStore } from '@maple/contracts/react';
import { Card, CardList, Notice, Section } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';

/** Members must be adults; the spec assumes 18 in every province (sections 5 and 9). */
const ADULT_AGE = 18;

const messages = defineMessages({
  intro: {
    id: 'profile.completeProfile.intro',
    defaultMessage:
      'Tell us a little more about yourself. It takes a minute, and it helps us offer you surveys, samples and rewards that suit you.',
  },
  questionsHeading: { id: 'profile.completeProfile.questionsHeading', defaultMessage: 'What we ask' },
  genderHeading: { id: 'profile.completeProfile.genderHeading', defaultMessage: 'Gender' },
  genderHelp: { id: 'profile.completeProfile.genderHelp', defaultMessage: 'Choose one of these answers.' },
  genderFemale: { id: 'profile.completeProfile.genderFemale', defaultMessage: 'Female' },
  genderMale: { id: 'profile.completeProfile.genderMale', defaultMessage: 'Male' },
  genderNonBinary: { id: 'profile.completeProfile.genderNonBinary', defaultMessage: 'Non-binary' },
  genderOther: { id: 'profile.completeProfile.genderOther', defaultMessage: 'Other' },
  genderRatherNotSay: { id: 'profile.completeProfile.genderRatherNotSay', defaultMessage: 'I’d rather not say' },
  birthDateHeading: { id: 'profile.completeProfile.birthDateHeading', defaultMessage: 'Birth date' },
  ethnicityHeading: { id: 'profile.completeProfile.ethnicityHeading', defaultMessage: 'Ethnicity and culture' },
  ethnicityHelp: { id: 'profile.completeProfile.ethnicityHelp', defaultMessage: 'Choose every answer that applies to you.' },
  ethnicityWhite: { id: 'profile.completeProfile.ethnicityWhite', defaultMessage: 'White' },
  ethnicityBlack: { id: 'profile.completeProfile.ethnicityBlack', defaultMessage: 'Black' },
  ethnicityFrench: { id: 'profile.completeProfile.ethnicityFrench', defaultMessage: 'French' },
  ethnicityIndian: { id: 'profile.completeProfile.ethnicityIndian', defaultMessage: 'Indian' },
  ethnicityChinese: { id: 'profile.completeProfile.ethnicityChinese', defaultMessage: 'Chinese' },
  ethnicityFilipino: { id: 'profile.completeProfile.ethnicityFilipino', defaultMessage: 'Filipino' },
  ethnicitySoutheastAsian: { id: 'profile.completeProfile.ethnicitySoutheastAsian', defaultMessage: 'Southeast Asian' },
  ethnicityFirstPeoples: { id: 'profile.completeProfile.ethnicityFirstPeoples', defaultMessage: 'First Peoples' },
  ethnicityLatinAmerican: { id: 'profile.completeProfile.ethnicityLatinAmerican', defaultMessage: 'Latin American' },
  ethnicityOther: { id: 'profile.completeProfile.ethnicityOther', defaultMessage: 'Other' },
  ethnicityNotDisclosed: {
    id: 'profile.completeProfile.ethnicityNotDisclosed',
    defaultMessage: 'I do not wish to disclose this information',
  },
  whyHeading: { id: 'profile.completeProfile.whyHeading', defaultMessage: 'Why we ask' },
  whyMatch: {
    id: 'profile.completeProfile.whyMatch',
    defaultMessage: 'Your answers help us match you with the surveys, samples and offers meant for you.',
  },
  whyOnboarding: {
    id: 'profile.completeProfile.whyOnboarding',
    defaultMessage: 'Your gender and birth date, together with the three onboarding surveys, complete your onboarding.',
  },
});

const birthDateHelp = defineMessage<{ age: number }>({
  id: 'profile.completeProfile.birthDateHelp',
  defaultMessage: 'Your month and year of birth. Members must be at least {age} years old.',
});

const onboardingProgress = defineMessage<{ completed: number; total: number }>({
  id: 'profile.completeProfile.onboardingProgress',
  defaultMessage: 'Onboarding surveys completed: {completed} of {total}.',
});

const genderOptions = [
  messages.genderFemale,
  messages.genderMale,
  messages.genderNonBinary,
  messages.genderOther,
  messages.genderRatherNotSay,
];

const ethnicityOptions = [
  messages.ethnicityWhite,
  messages.ethnicityBlack,
  messages.ethnicityFrench,
  messages.ethnicityIndian,
  messages.ethnicityChinese,
  messages.ethnicityFilipino,
  messages.ethnicitySoutheastAsian,
  messages.ethnicityFirstPeoples,
  messages.ethnicityLatinAmerican,
  messages.ethnicityOther,
  messages.ethnicityNotDisclosed,
];

/** What completing the profile asks of the member, and why. */
export function CompleteProfilePage() {
  const completedSurveys = useSiteStore(
    (state) => ONBOARDING_STEPS.filter((step) => state.onboarding[step].completedSurveyCount > 0).length,
  );
  return (
    <RemotePage routeId="completeProfile" intro={<FormattedMessage {...messages.intro} />} related={['myAccount', 'survey', 'earnPoints']}>
      <Section heading={<FormattedMessage {...messages.questionsHeading} />}>
        <CardList>
          <Card headingId="complete-profile-gender-heading" heading={<FormattedMessage {...messages.genderHeading} />}>
            <p>
              <FormattedMessage {...messages.genderHelp} />
            </p>
            <ul aria-labelledby="complete-profile-gender-heading">
              {genderOptions.map((option) => (
                <li key={option.id}>
                  <FormattedMessage {...option} />
                </li>
              ))}
            </ul>
          </Card>
          <Card heading={<FormattedMessage {...messages.birthDateHeading} />}>
            <p>
              <FormattedMessage {...birthDateHelp} values={{ age: ADULT_AGE }} />
            </p>
          </Card>
          <Card headingId="complete-profile-ethnicity-heading" heading={<FormattedMessage {...messages.ethnicityHeading} />}>
            <p>
              <FormattedMessage {...messages.ethnicityHelp} />
            </p>
            <ul aria-labelledby="complete-profile-ethnicity-heading">
              {ethnicityOptions.map((option) => (
                <li key={option.id}>
                  <FormattedMessage {...option} />
                </li>
              ))}
            </ul>
          </Card>
        </CardList>
      </Section>
      <Section heading={<FormattedMessage {...messages.whyHeading} />}>
        <p>
          <FormattedMessage {...messages.whyMatch} />
        </p>
        <p>
          <FormattedMessage {...messages.whyOnboarding} />
        </p>
        <Notice>
          <FormattedMessage {...onboardingProgress} values={{ completed: completedSurveys, total: ONBOARDING_STEPS.length }} />
        </Notice>
      </Section>
    </RemotePage>
  );
}
