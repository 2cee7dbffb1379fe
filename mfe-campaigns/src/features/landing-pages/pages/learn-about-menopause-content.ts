import large from '../images/learn-about-menopause-1280.webp';
import small from '../images/learn-about-menopause-640.webp';
import medium from '../images/learn-about-menopause-960.webp';
import { bannerOf } from '../landing-banner';
import type { LandingPageText } from '../landing-page-definition';

const banner = bannerOf({ 640: small, 960: medium, 1280: large });

/** The text of the menopause landing page in both languages: a chunk of its own, loaded when the page is shown. */
export const learnAboutMenopauseContent: LandingPageText = {
  'en-CA': {
    banner: banner('A woman in profile, calm, beside a pink flower'),
    intro:
      'Menopause is a natural stage of life, yet many people know little about it until it begins. Here is what to expect, and where to find support.',
    sections: [
      {
        heading: 'What menopause is',
        body: 'Menopause is reached 12 months after a person’s last menstrual period. In Canada it most often happens between the ages of 45 and 55, at 51 on average.',
      },
      {
        heading: 'Perimenopause: the years before',
        body: 'Hormone levels start to change several years before menopause. This transition, called perimenopause, can bring irregular periods and the first symptoms.',
      },
      {
        heading: 'Common symptoms',
        body: 'Hot flashes, night sweats, trouble sleeping, mood changes, brain fog and joint aches are common. Every experience is different, and symptoms can last for several years.',
      },
      {
        heading: 'Talk to a health care provider',
        body: 'If symptoms affect your daily life, talk to your doctor, nurse practitioner or pharmacist: treatments and lifestyle changes can help. This page gives general information and is not medical advice.',
      },
    ],
    callToAction: { routeId: 'signup', label: 'Join Maple Rewards' },
  },
  'fr-CA': {
    banner: banner('Une femme de profil, sereine, à côté d’une fleur rose'),
    intro:
      'La ménopause est une étape naturelle de la vie, mais bien des gens en savent peu à son sujet avant qu’elle commence. Voici à quoi vous attendre et où trouver du soutien.',
    sections: [
      {
        heading: 'Qu’est-ce que la ménopause?',
        body: 'On parle de ménopause 12 mois après les dernières menstruations. Au Canada, elle survient le plus souvent entre 45 et 55 ans; l’âge moyen est de 51 ans.',
      },
      {
        heading: 'La périménopause : les années qui précèdent',
        body: 'Les niveaux d’hormones commencent à changer plusieurs années avant la ménopause. Cette transition, appelée périménopause, peut entraîner des règles irrégulières et les premiers symptômes.',
      },
      {
        heading: 'Les symptômes courants',
        body: 'Bouffées de chaleur, sueurs nocturnes, troubles du sommeil, sautes d’humeur, difficultés de concentration et douleurs articulaires sont fréquents. Chaque expérience est différente, et les symptômes peuvent durer plusieurs années.',
      },
      {
        heading: 'Parlez-en à un professionnel de la santé',
        body: 'Si vos symptômes nuisent à votre quotidien, parlez-en à votre médecin, à une infirmière praticienne ou à votre pharmacien : des traitements et des changements aux habitudes de vie peuvent aider. Cette page donne de l’information générale et ne remplace pas un avis médical.',
      },
    ],
    callToAction: { routeId: 'signup', label: 'Devenir membre de Maple Rewards' },
  },
};
