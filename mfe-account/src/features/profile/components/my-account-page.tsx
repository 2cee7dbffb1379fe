import { RemotePage, useSiteStore } from '@maple/contracts/react';
import { Card, CardList, Notice, Section } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { Highlight } from '../../../components/highlight';

const messages = defineMessages({
  intro: {
    id: 'profile.myAccount.intro',
    defaultMessage: 'Everything about your membership in one place: your profile, your points, your messages and your password.',
  },
  sectionsHeading: { id: 'profile.myAccount.sectionsHeading', defaultMessage: 'In your account' },
  profileTitle: { id: 'profile.myAccount.profileTitle', defaultMessage: 'Your profile' },
  profileText: {
    id: 'profile.myAccount.profileText',
    defaultMessage: 'Your name, email address, birth date, gender, postal code and the charitable cause you support.',
  },
  pointsTitle: { id: 'profile.myAccount.pointsTitle', defaultMessage: 'Your points' },
  pointsText: {
    id: 'profile.myAccount.pointsText',
    defaultMessage: 'Your points balance, the points you can redeem now, and a history of every point earned and every reward redeemed.',
  },
  messagesTitle: { id: 'profile.myAccount.messagesTitle', defaultMessage: 'Your messages' },
  messagesText: {
    id: 'profile.myAccount.messagesText',
    defaultMessage: 'Offers and news from Maple Rewards, each marked as read or unread.',
  },
  addressTitle: { id: 'profile.myAccount.addressTitle', defaultMessage: 'Your delivery address' },
  addressText: {
    id: 'profile.myAccount.addressText',
    defaultMessage:
      'Where your samples and rewards are sent: your name, street address, city, province or territory and postal code. Check it carefully: once an address is submitted for a delivery, it can’t be changed.',
  },
  passwordTitle: { id: 'profile.myAccount.passwordTitle', defaultMessage: 'Your password' },
  passwordText: {
    id: 'profile.myAccount.passwordText',
    defaultMessage: 'Change it whenever you like, or reset it if you’ve forgotten it.',
  },
  privacy: {
    id: 'profile.myAccount.privacy',
    defaultMessage:
      'For your privacy, your email address is partly masked wherever it is displayed: only its first character is shown in full.',
  },
});

const welcome = defineMessage<{ firstName: string }>({ id: 'profile.myAccount.welcome', defaultMessage: 'Welcome back, {firstName}.' });

const sections = [
  { key: 'profile', title: messages.profileTitle, text: messages.profileText },
  { key: 'points', title: messages.pointsTitle, text: messages.pointsText },
  { key: 'messages', title: messages.messagesTitle, text: messages.messagesText },
  { key: 'address', title: messages.addressTitle, text: messages.addressText },
  { key: 'password', title: messages.passwordTitle, text: messages.passwordText },
] as const;

/** The member's account hub: what each part of the account holds. */
export function MyAccountPage() {
  const firstName = useSiteStore((state) => state.profile?.firstName);
  return (
    <RemotePage
      routeId="myAccount"
      intro={<FormattedMessage {...messages.intro} />}
      related={[
        'pointsHistory',
        'pointsDetails',
        'myMessages',
        'impactDashboard',
        'completeProfile',
        'changePassword',
        'referAFriend',
        'optOut',
      ]}
    >
      {firstName && (
        <Highlight>
          <FormattedMessage {...welcome} values={{ firstName }} />
        </Highlight>
      )}
      <Section heading={<FormattedMessage {...messages.sectionsHeading} />}>
        <CardList>
          {sections.map((section) => (
            <Card key={section.key} heading={<FormattedMessage {...section.title} />}>
              <p>
                <FormattedMessage {...section.text} />
              </p>
            </Card>
          ))}
        </CardList>
      </Section>
      <Notice>
        <FormattedMessage {...messages.privacy} />
      </Notice>
    </RemotePage>
  );
}
