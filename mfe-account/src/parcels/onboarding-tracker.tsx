// The parcel mfe-account exposes as `./parcel/onboarding-tracker`: the shell mounts it on every page.
import { createRemoteParcel } from '@maple/platform';
import { OnboardingTracker } from '../features/onboarding/components/onboarding-tracker';
import { messages } from '../i18n/messages';

export const { bootstrap, mount, unmount, update } = createRemoteParcel({ app: 'account', component: OnboardingTracker, messages });
