import { type LandingPageDefinition, specLandingRoute } from '../landing-page-definition';

/**
 * Fabric-care sample signup campaign (spec: /signup/downy-unstopables-sample/): visitors join,
 * then order the sample on the page through mfe-coupons' `sample-order` parcel.
 */
export const downyUnstopablesSample: LandingPageDefinition = {
  route: specLandingRoute('fabricCareSampleSignup'),
  campaignSource: 'pgeAcquisition',
  sample: { incentiveId: 'SMP-DOWNY-UNSTOPABLES' },
  content: () => import('./downy-unstopables-sample-content').then((module) => module.downyUnstopablesSampleContent),
};
