import large from '../images/downy-unstopables-sample-1280.webp';
import small from '../images/downy-unstopables-sample-640.webp';
import medium from '../images/downy-unstopables-sample-960.webp';
import { bannerOf } from '../landing-banner';
import type { LandingPageText } from '../landing-page-definition';

const banner = bannerOf({ 640: small, 960: medium, 1280: large });

/** The text of the free fabric-care sample landing page in both languages: a chunk of its own, loaded when the page is shown. */
export const downyUnstopablesSampleContent: LandingPageText = {
  'en-CA': {
    banner: banner('A purple jar of Downy Unstopables scent beads among spring flowers'),
    intro: 'Sign up for Maple Rewards and request a free fabric-care sample, delivered to your door anywhere in Canada.',
    sections: [
      {
        heading: 'How to get your sample',
        body: 'Join Maple Rewards and confirm your email address, then order the sample right here and confirm your delivery address. It is free, and shipped anywhere in Canada.',
      },
      {
        heading: 'One per member or household',
        body: 'Each sample is limited to one per member or household, while supplies last. A household is one home: your street address with its apartment or unit.',
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
    banner: banner('Un pot violet de billes parfumées Downy Unstopables parmi des fleurs printanières'),
    intro: 'Inscrivez-vous à Maple Rewards et demandez un échantillon gratuit de soin des tissus, livré chez vous partout au Canada.',
    sections: [
      {
        heading: 'Comment obtenir votre échantillon',
        body: 'Devenez membre de Maple Rewards et confirmez votre adresse courriel, puis commandez l’échantillon ici même en confirmant votre adresse de livraison. C’est gratuit, et livré partout au Canada.',
      },
      {
        heading: 'Un par membre ou par foyer',
        body: 'Chaque échantillon est limité à un par membre ou par foyer, jusqu’à épuisement des stocks. Un foyer, c’est un logement : votre adresse municipale avec son appartement ou son unité.',
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
