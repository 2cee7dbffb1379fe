import { type LandingPageDefinition, specLandingRoute } from '../landing-page-definition';

/** The scholarship campaign (spec: a scholarship page), shipped as a landing page. */
export const scholarship: LandingPageDefinition = {
  route: specLandingRoute('scholarship'),
  campaignSource: 'sweepsAcquisitionContest',
  content: () => import('./scholarship-content').then((module) => module.scholarshipContent),
};
