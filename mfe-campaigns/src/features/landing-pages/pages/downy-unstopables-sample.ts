import { type LandingPageDefinition, specLandingRoute } from '../landing-page-definition';

/** Fabric-care sample signup campaign (spec: /signup/downy-unstopables-sample/). */
export const downyUnstopablesSample: LandingPageDefinition = {
  route: specLandingRoute('fabricCareSampleSignup'),
  content: {
    'en-CA': {
      intro: 'Sign up for Maple Rewards and request a free fabric-care sample, delivered to your door anywhere in Canada.',
      sections: [
        {
          heading: 'How to get your sample',
          body: 'Create your Maple Rewards account, then order the sample from the Free samples page and enter your delivery address.',
        },
        {
          heading: 'One per member or household',
          body: 'Each sample is limited to one per member or household, while supplies last.',
        },
        {
          heading: 'Check your address before you submit',
          body: 'Your delivery address can’t be changed once your order is submitted, so make sure it is complete and accurate.',
        },
        {
          heading: 'Keep earning after you sign up',
          body: 'As a member you also earn points for surveys and quizzes, and redeem them for rewards or a donation to your cause.',
        },
      ],
      callToAction: { routeId: 'signup', label: 'Sign up to get your sample' },
    },
    'fr-CA': {
      intro: 'Inscrivez-vous à Maple Rewards et demandez un échantillon gratuit de soin des tissus, livré chez vous partout au Canada.',
      sections: [
        {
          heading: 'Comment obtenir votre échantillon',
          body: 'Créez votre compte Maple Rewards, puis commandez l’échantillon à la page Échantillons gratuits en indiquant votre adresse de livraison.',
        },
        {
          heading: 'Un par membre ou par foyer',
          body: 'Chaque échantillon est limité à un par membre ou par foyer, jusqu’à épuisement des stocks.',
        },
        {
          heading: 'Vérifiez votre adresse avant de l’envoyer',
          body: 'Votre adresse de livraison ne peut plus être modifiée une fois la commande envoyée : assurez-vous qu’elle est complète et exacte.',
        },
        {
          heading: 'Continuez d’accumuler des points',
          body: 'En tant que membre, vous accumulez aussi des points en répondant à des sondages et à des quiz, puis vous les échangez contre des récompenses ou un don à votre cause.',
        },
      ],
      callToAction: { routeId: 'signup', label: 'Inscrivez-vous pour recevoir votre échantillon' },
    },
  },
};
