// The parcel mfe-account exposes as `./parcel/referral-invitation`: the shell mounts it on every page.
import { createRemoteParcel } from '@maple/platform';
import { ReferralInvitation } from '../features/referral/components/referral-invitation';
import { messages } from '../i18n/messages';

export const { bootstrap, mount, unmount, update } = createRemoteParcel({ app: 'account', component: ReferralInvitation, messages });
