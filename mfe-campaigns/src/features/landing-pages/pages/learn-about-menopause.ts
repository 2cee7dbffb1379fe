import { type LandingPageDefinition, specLandingRoute } from '../landing-page-definition';

/** Menopause awareness campaign (spec: /learn-about-menopause). */
export const learnAboutMenopause: LandingPageDefinition = {
  route: specLandingRoute('menopause'),
  campaignSource: 'everydayAcquisition',
  content: () => import('./learn-about-menopause-content').then((module) => module.learnAboutMenopauseContent),
};
