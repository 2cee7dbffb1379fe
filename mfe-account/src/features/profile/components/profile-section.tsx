import { ETHNICITY_OPTIONS, ethnicitiesOf, GENDER_OPTIONS, genderChoiceOf, maskedEmail, parseBirthDate } from '@maple/contracts';
import { ApiErrorState, RouteLink, useApiQuery, useLocale } from '@maple/platform';
import { Badge, Button, ButtonRow, Notice, Section, SkeletonText } from '@maple/ui';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { DetailsList } from '#src/components/details-list.tsx';
import { OutcomeNotice } from '#src/components/outcome-notice.tsx';
import { useResendVerificationEmail } from '../api/use-resend-verification-email';
import { ConsentsForm } from './consents-form';
import { ProfileForm } from './profile-form';

const messages = defineMessages({
  heading: { id: 'profile.section.heading', defaultMessage: 'Your details' },
  name: { id: 'profile.section.name', defaultMessage: 'Name' },
  nameHint: { id: 'profile.section.nameHint', defaultMessage: 'As on your sign-in account.' },
  email: { id: 'profile.section.email', defaultMessage: 'Email' },
  verified: { id: 'profile.section.verified', defaultMessage: 'Confirmed' },
  unverified: { id: 'profile.section.unverified', defaultMessage: 'Not confirmed yet' },
  resend: { id: 'profile.section.resend', defaultMessage: 'Send the confirmation email again' },
  resent: {
    id: 'profile.section.resent',
    defaultMessage: 'We sent you a new confirmation link. No email after 5 minutes? Check your spam or junk folder.',
  },
  resendFailed: { id: 'profile.section.resendFailed', defaultMessage: 'The email could not be sent just now. Please try again later.' },
  birthDate: { id: 'profile.section.birthDate', defaultMessage: 'Date of birth' },
  gender: { id: 'profile.section.gender', defaultMessage: 'Gender' },
  ethnicity: { id: 'profile.section.ethnicity', defaultMessage: 'Ethnicity or culture' },
  cause: { id: 'profile.section.cause', defaultMessage: 'Your cause' },
  changeCause: { id: 'profile.section.changeCause', defaultMessage: 'Choose another cause' },
  notGiven: { id: 'profile.section.notGiven', defaultMessage: 'Not given yet' },
  edit: { id: 'profile.section.edit', defaultMessage: 'Edit my details' },
  saved: { id: 'profile.section.saved', defaultMessage: 'Your details are saved.' },
  consentsHeading: { id: 'profile.section.consentsHeading', defaultMessage: 'What we may send you' },
  failed: { id: 'profile.section.failed', defaultMessage: 'Your details could not be loaded.' },
});

/** The member's details, their editing, and their consents per purpose. */
export function ProfileSection() {
  const locale = useLocale();
  const profile = useApiQuery('getProfile', undefined, { errors: 'inline' });
  // The cause's name beside its code: a failure opens the error modal rather than leaving the code alone without a word.
  const cause = useApiQuery('impact', undefined, { select: (impact) => impact.cause.name });
  const resend = useResendVerificationEmail();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  if (profile.isPending)
    return (
      <Section heading={<FormattedMessage {...messages.heading} />}>
        <SkeletonText lines={6} />
      </Section>
    );
  if (profile.isError)
    return (
      <Section heading={<FormattedMessage {...messages.heading} />}>
        <ApiErrorState
          failure={profile.error}
          title={<FormattedMessage {...messages.failed} />}
          headingLevel={3}
          onRetry={() => void profile.refetch()}
        />
      </Section>
    );

  const { traits, ids } = profile.data;
  const notGiven = <FormattedMessage {...messages.notGiven} />;
  const birthDate = parseBirthDate(traits.birthDate);
  const gender = genderChoiceOf(traits.gender);
  const ethnicities = ethnicitiesOf(traits.traitEthnicityCulture);
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });

  return (
    <>
      <Section heading={<FormattedMessage {...messages.heading} />}>
        {saved && !editing && (
          <Notice tone="success" announce>
            <FormattedMessage {...messages.saved} />
          </Notice>
        )}
        <DetailsList
          details={[
            {
              term: <FormattedMessage {...messages.name} />,
              value: (
                <>
                  {`${traits.firstName} ${traits.lastName}`.trim() || notGiven}{' '}
                  <span>
                    (<FormattedMessage {...messages.nameHint} />)
                  </span>
                </>
              ),
            },
            {
              term: <FormattedMessage {...messages.email} />,
              value: (
                <>
                  <span data-testid="masked-email">{maskedEmail(ids.email)}</span>{' '}
                  <Badge tone={traits.emailVerified ? 'success' : 'warning'}>
                    <FormattedMessage {...(traits.emailVerified ? messages.verified : messages.unverified)} />
                  </Badge>
                </>
              ),
            },
            {
              term: <FormattedMessage {...messages.birthDate} />,
              value: birthDate ? dateFormat.format(new Date(Date.UTC(birthDate.year, birthDate.month - 1, birthDate.day))) : notGiven,
            },
            { term: <FormattedMessage {...messages.gender} />, value: gender ? GENDER_OPTIONS[gender][locale] : notGiven },
            {
              term: <FormattedMessage {...messages.ethnicity} />,
              value: ethnicities.length > 0 ? ethnicities.map((option) => ETHNICITY_OPTIONS[option]?.[locale]).join(', ') : notGiven,
            },
            {
              term: <FormattedMessage {...messages.cause} />,
              value: (
                <>
                  {cause.data ?? traits.charitableCause}{' '}
                  <RouteLink to="causes">
                    <FormattedMessage {...messages.changeCause} />
                  </RouteLink>
                </>
              ),
            },
          ]}
        />
        {!traits.emailVerified && (
          <>
            <OutcomeNotice
              outcome={resend}
              success={<FormattedMessage {...messages.resent} />}
              failure={<FormattedMessage {...messages.resendFailed} />}
            />
            <ButtonRow>
              <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate({})}>
                <FormattedMessage {...messages.resend} />
              </Button>
            </ButtonRow>
          </>
        )}
        {editing ? (
          <ProfileForm
            profile={profile.data}
            onSaved={() => {
              setEditing(false);
              setSaved(true);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <ButtonRow>
            <Button
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              <FormattedMessage {...messages.edit} />
            </Button>
          </ButtonRow>
        )}
      </Section>
      <Section heading={<FormattedMessage {...messages.consentsHeading} />}>
        <ConsentsForm profile={profile.data} />
      </Section>
    </>
  );
}
