import { lazyPage, type RemotePages } from '@maple/platform';
import type { routeClaims } from './route-claims';

/** The page of each screen mfe-account claims, each in its own chunk, fetched when its screen is first shown. */
export const appPages: RemotePages<typeof routeClaims> = {
  myAccount: lazyPage(() => import('./pages/my-account-page').then((page) => page.MyAccountPage)),
  changePassword: lazyPage(() => import('../features/security/components/change-password-page').then((page) => page.ChangePasswordPage)),
  resetPassword: lazyPage(() => import('../features/security/components/reset-password-page').then((page) => page.ResetPasswordPage)),
  pointsHistory: lazyPage(() => import('../features/points/components/points-history-page').then((page) => page.PointsHistoryPage)),
  pointsDetails: lazyPage(() => import('../features/points/components/points-details-page').then((page) => page.PointsDetailsPage)),
  impactDashboard: lazyPage(() =>
    import('../features/impact-dashboard/components/impact-dashboard-page').then((page) => page.ImpactDashboardPage),
  ),
  optOut: lazyPage(() => import('../features/privacy/components/opt-out-page').then((page) => page.OptOutPage)),
  referAFriend: lazyPage(() => import('../features/referral/components/refer-a-friend-page').then((page) => page.ReferAFriendPage)),
  invitation: lazyPage(() => import('../features/referral/components/invitation-page').then((page) => page.InvitationPage)),
  completeProfile: lazyPage(() => import('../features/profile/components/complete-profile-page').then((page) => page.CompleteProfilePage)),
  myMessages: lazyPage(() => import('../features/messages/components/my-messages-page').then((page) => page.MyMessagesPage)),
};
