import large from '../images/always-coupon-2025-1280.webp';
import small from '../images/always-coupon-2025-640.webp';
import medium from '../images/always-coupon-2025-960.webp';
import { bannerOf } from '../landing-banner';
import type { LandingPageText } from '../landing-page-definition';

const banner = bannerOf({ 640: small, 960: medium, 1280: large });

/** The text of the Always coupons landing page in both languages: a chunk of its own, loaded when the page is shown. */
export const alwaysCoupon2025Content: LandingPageText = {
  'en-CA': {
    banner: banner('A teal box of Always pads beside a coupon and a pink flower'),
    intro:
      'Join Maple Rewards for coupons on Always period products, all year long, and support #EndPeriodPoverty with every survey you answer.',
    sections: [
      {
        heading: 'Coupons all year',
        body: 'Members print Always coupons and load digital offers from our retail partners, with new offers through the year. Retail-partner coupons are limited to one per transaction.',
      },
      {
        heading: 'Your support goes to #EndPeriodPoverty',
        body: 'When you join from this page, your cause is Always #EndPeriodPoverty: each survey you answer earns a point for it, and you can donate your points to it. You can choose another cause at any time.',
      },
      {
        heading: 'Free to join',
        body: 'Membership is free for residents of Canada who are 18 or older. Confirm your email address, and start earning points for surveys, quizzes and receipts.',
      },
    ],
    callToAction: { join: 'coupons', label: 'Join and get your coupons' },
    memberCallToAction: { routeId: 'coupons', label: 'See your coupons' },
  },
  'fr-CA': {
    banner: banner('Une boîte turquoise de serviettes Always à côté d’un bon de réduction et d’une fleur rose'),
    intro:
      'Devenez membre de Maple Rewards pour des bons de réduction sur les produits menstruels Always toute l’année, et appuyez #FinALaPrecariteMenstruelle à chaque sondage auquel vous répondez.',
    sections: [
      {
        heading: 'Des bons toute l’année',
        body: 'Les membres impriment des bons Always et chargent des offres numériques de nos détaillants partenaires, avec de nouvelles offres tout au long de l’année. Les bons des détaillants partenaires sont limités à un par transaction.',
      },
      {
        heading: 'Votre soutien va à #FinALaPrecariteMenstruelle',
        body: 'Si vous devenez membre à partir de cette page, votre cause est Always #FinALaPrecariteMenstruelle : chaque sondage auquel vous répondez lui rapporte un point, et vous pouvez lui donner vos points. Vous pouvez choisir une autre cause en tout temps.',
      },
      {
        heading: 'Adhésion gratuite',
        body: 'L’adhésion est gratuite pour les résidents du Canada âgés de 18 ans ou plus. Confirmez votre adresse courriel, puis accumulez des points avec les sondages, les quiz et les reçus.',
      },
    ],
    callToAction: { join: 'coupons', label: 'Devenir membre et obtenir mes bons' },
    memberCallToAction: { routeId: 'coupons', label: 'Voir mes bons de réduction' },
  },
};
