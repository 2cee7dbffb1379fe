import type { RemotePages } from '@maple/contracts/react';
import { ImpactDashboardPage } from '../features/impact-dashboard/components/impact-dashboard-page';
import { MyMessagesPage } from '../features/messages/components/my-messages-page';
import { PointsDetailsPage } from '../features/points/components/points-details-page';
import { PointsHistoryPage } from '../features/points/components/points-history-page';
import { CompleteProfilePage } from '../features/profile/components/complete-profile-page';
import { MyAccountPage } from '../features/profile/components/my-account-page';
import { OptOutPage } from '../features/profile/components/opt-out-page';
import { ReferAFriendPage } from '../features/referral/components/refer-a-friend-page';
import { ChangePasswordPage } from '../features/security/components/change-password-page';
import { ResetPasswordPage } from '../features/security/components/reset-password-page';
import type { routeClaims } from './route-claims';

/** The page of each screen mfe-account claims. */
export const appPages: RemotePages<typeof routeClaims> = {
  myAccount: MyAccountPage,
  changePassword: ChangePasswordPage,
  resetPassword: ResetPasswordPage,
  pointsHistory: PointsHistoryPage,
  pointsDetails: PointsDetailsPage,
  impactDashboard: ImpactDashboardPage,
  optOut: OptOutPage,
  referAFriend: ReferAFriendPage,
  completeProfile: CompleteProfilePage,
  myMessages: MyMessagesPage,
};
