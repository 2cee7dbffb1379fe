import { RemotePage, RouteLink, useCurrentLocation, useSiteStore } from '@maple/platform';
import { buttonClassName, ButtonRow, Notice, Section } from '@maple/ui';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { invitationCodeIn, storeInvitation } from '../lib/referral-invitation';

const messages = defineMessages({
  invited: {
    id: 'referral.invitationPage.invited',
    defaultMessage: 'A friend invited you to join Maple Rewards.',
  },
  incomplete: {
    id: 'referral.invitationPage.incomplete',
    defaultMessage: 'This invitation link is incomplete. Ask your friend to send it again, or join without it.',
  },
  whatHeading: { id: 'referral.invitationPage.whatHeading', defaultMessage: 'What members do' },
  earn: { id: 'referral.invitationPage.earn', defaultMessage: 'They earn points for surveys, quizzes and receipts.' },
  redeem: { id: 'referral.invitationPage.redeem', defaultMessage: 'They turn them into gift cards, free samples and coupons.' },
  cause: {
    id: 'referral.invitationPage.cause',
    defaultMessage: 'They support a cause: part of what they do goes to the charity they choose.',
  },
  kept: {
    id: 'referral.invitationPage.kept',
    defaultMessage:
      'This device keeps your friend’s invitation until you have joined. Sign up with your own email address and confirm it: your friend is then thanked with points.',
  },
  signUp: { id: 'referral.invitationPage.signUp', defaultMessage: 'Sign up for free' },
  logIn: { id: 'referral.invitationPage.logIn', defaultMessage: 'I’m already a member' },
  member: {
    id: 'referral.invitationPage.member',
    defaultMessage: 'You are a Maple Rewards member. To invite friends yourself, share your own link:',
  },
});

/**
 * Where a friend's invitation link leads (`?invite=<code>`): the page keeps the code on the
 * device and invites the visitor to join; once they are a member, the referral-invitation
 * parcel claims it. It is the only page of mfe-account a visitor's invitation loads.
 */
export function InvitationPage() {
  const { search } = useCurrentLocation();
  const signedIn = useSiteStore((state) => state.loggedIn);
  const code = invitationCodeIn(search);

  useEffect(() => {
    if (code) storeInvitation(code);
  }, [code]);

  if (signedIn)
    return (
      <RemotePage
        routeId="invitation"
        intro={
          <>
            <FormattedMessage {...messages.member} /> <RouteLink to="referAFriend" />
          </>
        }
        related={['rewards', 'earnPoints']}
      />
    );

  return (
    <RemotePage
      routeId="invitation"
      intro={<FormattedMessage {...(code ? messages.invited : messages.incomplete)} />}
      related={['about', 'offerRules', 'help']}
    >
      <Section heading={<FormattedMessage {...messages.whatHeading} />}>
        <ul>
          <li>
            <FormattedMessage {...messages.earn} />
          </li>
          <li>
            <FormattedMessage {...messages.redeem} />
          </li>
          <li>
            <FormattedMessage {...messages.cause} />
          </li>
        </ul>
      </Section>
      {code && (
        <Notice>
          <FormattedMessage {...messages.kept} />
        </Notice>
      )}
      <ButtonRow>
        <RouteLink to="signup" className={buttonClassName()}>
          <FormattedMessage {...messages.signUp} />
        </RouteLink>
        <RouteLink to="login" className={buttonClassName('secondary')}>
          <FormattedMessage {...messages.logIn} />
        </RouteLink>
      </ButtonRow>
    </RemotePage>
  );
}
