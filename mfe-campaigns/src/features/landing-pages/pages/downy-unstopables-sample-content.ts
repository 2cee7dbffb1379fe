import type { LandingPageText } from '../landing-page-definition';

/** The text of the free fabric-care sample landing page in both languages: a chunk of its own, loaded when the page is shown. */
export const downyUnstopablesSampleContent: LandingPageText = {
  'en-CA': {
    intro: 'Sign up for Maple Rewards and request a free fabric-care sample, delivered to your door anywhere in Canada.',
    sections: [
      {
        heading: 'How to get your sample',
        body: 'Join Maple Rewards, then order the sample right here and confirm your delivery address. It is free, and shipped anywhere in Canada.',
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
    callToAction: { join: 'samples', label: 'Join to get your sample' },
  },
  'fr-CA': {
    intro: 'Inscrivez-vous à Maple Rewards et demandez un échantillon gratuit de soin des tissus, livré chez vous partout au Canada.',
    sections: [
      {
        heading: 'Comment obtenir votre échantillon',
        body: 'Devenez membre de Maple Rewards, puis commandez l’échantillon ici même en confirmant votre adresse de livraison. C’est gratuit, et livré partout au Canada.',
      },
      {
        heading: 'Un par membre ou par foyer',
        body: 'Chaque échantillon est limité à un par membre ou par foyer, jusqu’à épuisement des stocks.',
      },
      {
        heading: 'Vérifiez votre adresse avant de l’envoyer',
        body: 'Votre adresse de livraison ne peut plus être modifiée une fois la commande envoyée : assurez-vous qu’elle est complète et exacte.',
      },
      {
        heading: 'Continuez d’accumuler des points',
        body: 'En tant que membre, vous accumulez aussi des points en répondant à des sondages et à des quiz, puis vous les échangez contre des récompenses ou un don à votre cause.',
      },
    ],
    callToAction: { join: 'samples', label: 'Devenez membre pour recevoir votre échantillon' },
  },
};
