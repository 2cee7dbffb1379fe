import { RemotePage } from '@maple/platform';
import { defineMessages, FormattedMessage } from 'react-intl';
import { DeliveryAddressSection } from '../../features/address/components/delivery-address-section';
import { YourDataSection } from '../../features/privacy/components/your-data-section';
import { ProfileSection } from '../../features/profile/components/profile-section';

const messages = defineMessages({
  intro: {
    id: 'app.myAccount.intro',
    defaultMessage: 'Your details, what we may send you, your delivery address and your data, in one place.',
  },
});

/** My account: the member's details and consents, delivery address, and their data (export, deletion). */
export function MyAccountPage() {
  return (
    <RemotePage
      routeId="myAccount"
      intro={<FormattedMessage {...messages.intro} />}
      related={['pointsHistory', 'pointsDetails', 'changePassword', 'myMessages', 'referAFriend', 'optOut']}
    >
      <ProfileSection />
      <DeliveryAddressSection />
      <YourDataSection />
    </RemotePage>
  );
}
