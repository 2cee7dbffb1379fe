import { type LandingPageDefinition, specLandingRoute } from '../landing-page-definition';

/** Recycling campaign (spec: a recycling campaign page). */
export const recycling: LandingPageDefinition = {
  route: specLandingRoute('recycling'),
  campaignSource: 'sourceEnrollment',
  content: () => import('./recycling-content').then((module) => module.recyclingContent),
};
