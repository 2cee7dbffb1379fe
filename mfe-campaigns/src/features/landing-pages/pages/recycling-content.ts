import large from '../images/recycling-1280.webp';
import small from '../images/recycling-640.webp';
import medium from '../images/recycling-960.webp';
import { bannerOf } from '../landing-banner';
import type { LandingPageText } from '../landing-page-definition';

const banner = bannerOf({ 640: small, 960: medium, 1280: large });

/** The text of the recycling landing page in both languages: a chunk of its own, loaded when the page is shown. */
export const recyclingContent: LandingPageText = {
  'en-CA': {
    banner: banner('A blue recycling bin with bottles going in, beside a tree'),
    intro:
      'Small habits make recycling work. Here is how to give the packaging of your household products the best chance of a second life.',
    sections: [
      {
        heading: 'Check your local rules',
        body: 'Recycling programs are run by municipalities and differ across Canada. Your city or region’s website lists what goes in the recycling bin where you live.',
      },
      {
        heading: 'Empty and rinse',
        body: 'Empty bottles, jugs and tubs, and give them a quick rinse: leftover product can contaminate other recyclables.',
      },
      {
        heading: 'When in doubt, find out',
        body: 'Items that don’t belong, such as plastic bags in many programs, can jam sorting equipment. If you’re not sure, check before you put it in the bin.',
      },
      {
        heading: 'Cut waste at the source',
        body: 'Choosing concentrated products, refills and larger formats means less packaging to recycle in the first place.',
      },
    ],
    callToAction: { routeId: 'quizSustainability', label: 'Take the sustainability quiz' },
  },
  'fr-CA': {
    banner: banner('Un bac de recyclage bleu où tombent des bouteilles, à côté d’un arbre'),
    intro:
      'De petits gestes font toute la différence pour le recyclage. Voici comment donner aux emballages de vos produits ménagers les meilleures chances d’avoir une seconde vie.',
    sections: [
      {
        heading: 'Vérifiez les règles de votre municipalité',
        body: 'Les programmes de recyclage sont gérés par les municipalités et varient d’un endroit à l’autre au Canada. Le site Web de votre ville ou de votre région indique ce qui va dans le bac de recyclage chez vous.',
      },
      {
        heading: 'Videz et rincez',
        body: 'Videz les bouteilles, les cruches et les pots, puis rincez-les rapidement : les restes de produit peuvent contaminer les autres matières recyclables.',
      },
      {
        heading: 'Dans le doute, informez-vous',
        body: 'Les articles non acceptés, comme les sacs de plastique dans plusieurs programmes, peuvent bloquer l’équipement de tri. Si vous avez un doute, vérifiez avant de les mettre au bac.',
      },
      {
        heading: 'Réduisez les déchets à la source',
        body: 'Choisir des produits concentrés, des recharges et des formats plus grands, c’est avoir moins d’emballages à recycler au départ.',
      },
    ],
    callToAction: { routeId: 'quizSustainability', label: 'Faites le quiz sur le développement durable' },
  },
};
