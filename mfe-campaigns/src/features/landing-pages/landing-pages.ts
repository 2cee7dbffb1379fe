// The one list of campaign landing pages. To add one, create pages/<slug>.ts and append it
// here (see the README). Read at build time by Node: keep React, react-intl, JSON and CSS out.
import type { LandingPageDefinition } from './landing-page-definition';
import { alwaysCoupon2025 } from './pages/always-coupon-2025';
import { downyUnstopablesSample } from './pages/downy-unstopables-sample';
import { learnAboutMenopause } from './pages/learn-about-menopause';
import { recycling } from './pages/recycling';
import { scholarship } from './pages/scholarship';

/** Every landing page mfe-campaigns renders; each one's route is claimed by the build. */
export const landingPages: LandingPageDefinition[] = [
  learnAboutMenopause,
  downyUnstopablesSample,
  recycling,
  scholarship,
  alwaysCoupon2025,
];
