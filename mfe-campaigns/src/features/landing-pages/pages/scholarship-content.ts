import large from '../images/scholarship-1280.webp';
import small from '../images/scholarship-640.webp';
import medium from '../images/scholarship-960.webp';
import { bannerOf } from '../landing-banner';
import type { LandingPageText } from '../landing-page-definition';

const banner = bannerOf({ 640: small, 960: medium, 1280: large });

/** The text of the scholarship landing page in both languages: a chunk of its own, loaded when the page is shown. */
export const scholarshipContent: LandingPageText = {
  'en-CA': {
    banner: banner('A graduation cap on a stack of books, beside a rolled diploma'),
    intro: 'The Maple Rewards scholarship helps students in Canada pay for college or university, one round each school year.',
    sections: [
      {
        heading: 'Who can apply',
        body: 'Residents of Canada who are enrolled, or accepted, in a full-time program at a Canadian college, university or CEGEP. Each round’s official rules set its exact conditions.',
      },
      {
        heading: 'What is awarded',
        body: 'Each round awards scholarships toward tuition, paid directly to the school. The number and value of the awards are set in the round’s official rules.',
      },
      {
        heading: 'How to apply',
        body: 'Join Maple Rewards, then apply from this page when a round is open, before its deadline. Applications are read by an independent committee.',
      },
      {
        heading: 'The general rules apply too',
        body: 'The official rules of a round are the final word on eligibility and selection; the program’s offer rules also apply.',
      },
    ],
    callToAction: { routeId: 'signup', label: 'Join Maple Rewards' },
    memberCallToAction: { routeId: 'offerRules', label: 'Read the offer rules' },
  },
  'fr-CA': {
    banner: banner('Un mortier de diplômé sur une pile de livres, à côté d’un diplôme roulé'),
    intro:
      'La bourse d’études Maple Rewards aide des étudiants au Canada à payer leurs études collégiales ou universitaires, à raison d’un concours par année scolaire.',
    sections: [
      {
        heading: 'Qui peut présenter une demande',
        body: 'Les résidents du Canada inscrits ou admis à un programme à temps plein dans un collège, une université ou un cégep au Canada. Le règlement officiel de chaque concours en fixe les conditions exactes.',
      },
      {
        heading: 'Ce qui est attribué',
        body: 'Chaque concours attribue des bourses pour les droits de scolarité, versées directement à l’établissement. Le nombre et la valeur des bourses sont fixés par le règlement officiel du concours.',
      },
      {
        heading: 'Comment présenter une demande',
        body: 'Devenez membre de Maple Rewards, puis présentez votre demande à partir de cette page lorsqu’un concours est ouvert, avant la date limite. Les demandes sont évaluées par un comité indépendant.',
      },
      {
        heading: 'Les règles générales s’appliquent aussi',
        body: 'Le règlement officiel d’un concours a le dernier mot sur l’admissibilité et la sélection; les règles des offres du programme s’appliquent aussi.',
      },
    ],
    callToAction: { routeId: 'signup', label: 'Devenir membre de Maple Rewards' },
    memberCallToAction: { routeId: 'offerRules', label: 'Lire les règles de l’offre' },
  },
};
