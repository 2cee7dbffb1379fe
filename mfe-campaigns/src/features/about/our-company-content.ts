import type { Localized } from '@maple/contracts';

/** A section of the company page: its heading and paragraphs. */
interface CompanySection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

/** What the company page says in one language. */
interface CompanyPageText {
  readonly intro: string;
  readonly sections: readonly CompanySection[];
}

/**
 * Who runs Maple Rewards, in both languages: data of the page's own chunk, so its text is not
 * in the messages every page of mfe-campaigns (the home page's among them) downloads.
 */
export const ourCompanyContent: Localized<CompanyPageText> = {
  'en-CA': {
    intro:
      'Maple Rewards is a Canadian rewards program run by Maple Rewards Canada Inc., on behalf of the household brands you already buy.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'A team in Toronto and Montréal runs the program: the site, member support, the partnerships with brands and retailers, and the donations to causes.',
          'We serve members in English and in French, from coast to coast to coast.',
        ],
      },
      {
        heading: 'How the program is paid for',
        paragraphs: [
          'The brands that take part pay for the points, the free samples, the coupons and the running of the program.',
          'Members never pay anything: joining, earning points and redeeming them are free.',
        ],
      },
      {
        heading: 'Giving back',
        paragraphs: [
          'Every member supports a charitable cause. When you donate points, the full value of your donation goes to that cause.',
          'The impact page shows what the community has given, cause by cause.',
        ],
      },
      {
        heading: 'Your personal information',
        paragraphs: [
          'We collect only what the program needs, record each consent you give as Canada’s anti-spam law asks, and never sell your personal information.',
          'You can download your data or delete your account from My account at any time.',
        ],
      },
      {
        heading: 'Contact us',
        paragraphs: [
          'Our support team answers by phone, by email and by chat, in English and in French: the Help page has every way to reach us and our hours.',
        ],
      },
    ],
  },
  'fr-CA': {
    intro:
      'Maple Rewards est un programme de récompenses canadien géré par Maple Rewards Canada inc., au nom des marques de produits ménagers que vous achetez déjà.',
    sections: [
      {
        heading: 'Qui nous sommes',
        paragraphs: [
          'Une équipe à Toronto et à Montréal gère le programme : le site, le soutien aux membres, les partenariats avec les marques et les détaillants, et les dons aux causes.',
          'Nous servons nos membres en français et en anglais, d’un océan à l’autre.',
        ],
      },
      {
        heading: 'Qui paie le programme',
        paragraphs: [
          'Les marques participantes paient les points, les échantillons gratuits, les bons de réduction et le fonctionnement du programme.',
          'Les membres ne paient jamais rien : l’inscription, l’accumulation de points et leur échange sont gratuits.',
        ],
      },
      {
        heading: 'Redonner',
        paragraphs: [
          'Chaque membre appuie une cause caritative. Quand vous donnez des points, la pleine valeur de votre don va à cette cause.',
          'La page Impact montre ce que la communauté a donné, cause par cause.',
        ],
      },
      {
        heading: 'Vos renseignements personnels',
        paragraphs: [
          'Nous recueillons seulement ce dont le programme a besoin, nous consignons chaque consentement que vous donnez comme l’exige la Loi canadienne anti-pourriel, et nous ne vendons jamais vos renseignements personnels.',
          'Vous pouvez télécharger vos données ou supprimer votre compte à tout moment dans Mon compte.',
        ],
      },
      {
        heading: 'Nous joindre',
        paragraphs: [
          'Notre équipe de soutien répond par téléphone, par courriel et par clavardage, en français et en anglais : la page Aide donne toutes les façons de nous joindre et nos heures.',
        ],
      },
    ],
  },
};
