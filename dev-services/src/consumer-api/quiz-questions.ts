import type { Bilingual } from './types';

/** A quiz question with its answer and the explanation shown once the member has answered. */
export interface QuizQuestionSeed {
  readonly id: string;
  readonly text: Bilingual;
  readonly options: readonly { readonly id: string; readonly label: Bilingual }[];
  readonly correctOptionId: string;
  readonly explanation: Bilingual;
}

const option = (id: string, en: string, fr: string) => ({ id, label: { en, fr } });

/**
 * The questions of each quiz, by quiz id. The correct options never leave the server before
 * the member has answered. Never reuse a question id for another question; add a new id.
 */
export const QUIZ_QUESTIONS: Readonly<Record<string, readonly QuizQuestionSeed[]>> = {
  'black-history': [
    {
      id: 'abolition',
      text: {
        en: 'In what year did the law abolishing slavery across the British Empire, Canada’s colonies included, take effect?',
        fr: 'En quelle année la loi abolissant l’esclavage dans l’Empire britannique, colonies canadiennes comprises, est-elle entrée en vigueur?',
      },
      options: [option('1793', '1793', '1793'), option('1834', '1834', '1834'), option('1867', '1867', '1867')],
      correctOptionId: '1834',
      explanation: {
        en: 'The Slavery Abolition Act took effect on August 1, 1834. Canada marks August 1 as Emancipation Day.',
        fr: 'La loi sur l’abolition de l’esclavage est entrée en vigueur le 1er août 1834. Le Canada souligne le 1er août comme Jour de l’émancipation.',
      },
    },
    {
      id: 'publisher',
      text: {
        en: 'Who was the first Black woman in North America to publish and edit a newspaper?',
        fr: 'Qui a été la première femme noire en Amérique du Nord à publier et à diriger un journal?',
      },
      options: [
        option('desmond', 'Viola Desmond', 'Viola Desmond'),
        option('shadd', 'Mary Ann Shadd', 'Mary Ann Shadd'),
        option('brown', 'Rosemary Brown', 'Rosemary Brown'),
      ],
      correctOptionId: 'shadd',
      explanation: {
        en: 'Mary Ann Shadd founded The Provincial Freeman in Canada West in 1853.',
        fr: 'Mary Ann Shadd a fondé The Provincial Freeman au Canada-Ouest en 1853.',
      },
    },
    {
      id: 'banknote',
      text: { en: 'Viola Desmond appears on which Canadian banknote?', fr: 'Viola Desmond figure sur quel billet de banque canadien?' },
      options: [
        option('5', 'The $5 note', 'Le billet de 5 $'),
        option('10', 'The $10 note', 'Le billet de 10 $'),
        option('20', 'The $20 note', 'Le billet de 20 $'),
      ],
      correctOptionId: '10',
      explanation: {
        en: 'Since 2018 the vertical $10 note honours Viola Desmond, who challenged racial segregation in Nova Scotia in 1946.',
        fr: 'Depuis 2018, le billet vertical de 10 $ rend hommage à Viola Desmond, qui a contesté la ségrégation raciale en Nouvelle-Écosse en 1946.',
      },
    },
  ],
  giving: [
    {
      id: 'receipt',
      text: {
        en: 'What does an official donation receipt from a registered charity let you do?',
        fr: 'Que vous permet un reçu officiel de don d’un organisme de bienfaisance enregistré?',
      },
      options: [
        option('tax-credit', 'Claim a tax credit', 'Demander un crédit d’impôt'),
        option('refund', 'Get your donation back', 'Récupérer votre don'),
        option('discount', 'Get a store discount', 'Obtenir un rabais en magasin'),
      ],
      correctOptionId: 'tax-credit',
      explanation: {
        en: 'Donations to registered charities give you a federal and a provincial tax credit when you file your return.',
        fr: 'Les dons aux organismes de bienfaisance enregistrés donnent droit à un crédit d’impôt fédéral et provincial dans votre déclaration.',
      },
    },
    {
      id: 'giving-tuesday',
      text: { en: 'What is GivingTuesday?', fr: 'Qu’est-ce que Mardi je donne?' },
      options: [
        option('day-of-giving', 'A global day of giving after Black Friday', 'Une journée mondiale du don après le Vendredi fou'),
        option('tax-deadline', 'A tax deadline', 'Une date limite fiscale'),
        option('holiday', 'A statutory holiday', 'Un jour férié'),
      ],
      correctOptionId: 'day-of-giving',
      explanation: {
        en: 'GivingTuesday follows Black Friday and Cyber Monday and invites everyone to give time, money or a voice to a cause.',
        fr: 'Mardi je donne suit le Vendredi fou et le Cyberlundi et invite chacun à donner temps, argent ou voix à une cause.',
      },
    },
    {
      id: 'without-money',
      text: { en: 'Which of these is a way to give?', fr: 'Lequel de ces gestes est une façon de donner?' },
      options: [
        option('volunteer', 'Volunteering your time', 'Faire du bénévolat'),
        option('blood', 'Donating blood', 'Donner du sang'),
        option('both', 'Both of these', 'Les deux'),
      ],
      correctOptionId: 'both',
      explanation: {
        en: 'Giving is not only money: your time and your blood help just as much.',
        fr: 'Donner, ce n’est pas que de l’argent : votre temps et votre sang aident tout autant.',
      },
    },
  ],
  sustainability: [
    {
      id: 'cold-wash',
      text: {
        en: 'Washing clothes in cold water instead of hot mostly saves…',
        fr: 'Laver ses vêtements à l’eau froide plutôt que chaude permet surtout d’économiser…',
      },
      options: [
        option('energy', 'The energy that heats the water', 'L’énergie qui chauffe l’eau'),
        option('detergent', 'Detergent', 'Du détergent'),
        option('time', 'Time', 'Du temps'),
      ],
      correctOptionId: 'energy',
      explanation: {
        en: 'Most of the energy a washing machine uses goes to heating water.',
        fr: 'La plus grande partie de l’énergie d’une laveuse sert à chauffer l’eau.',
      },
    },
    {
      id: 'recycling',
      text: {
        en: 'How do you know whether a plastic goes in your recycling bin?',
        fr: 'Comment savoir si un plastique va dans votre bac de recyclage?',
      },
      options: [
        option('arrows', 'The number in the arrows', 'Le chiffre dans les flèches'),
        option('municipality', 'Your municipality’s list', 'La liste de votre municipalité'),
        option('colour', 'Its colour', 'Sa couleur'),
      ],
      correctOptionId: 'municipality',
      explanation: {
        en: 'The number only names the type of plastic; what your bin takes depends on your local program.',
        fr: 'Le chiffre indique seulement le type de plastique; ce que votre bac accepte dépend du programme local.',
      },
    },
    {
      id: 'dishes',
      text: {
        en: 'Which uses less water: a full dishwasher, or the same dishes washed by hand under a running tap?',
        fr: 'Qu’est-ce qui consomme le moins d’eau : un lave-vaisselle plein, ou la même vaisselle lavée à la main sous le robinet ouvert?',
      },
      options: [
        option('dishwasher', 'The full dishwasher', 'Le lave-vaisselle plein'),
        option('by-hand', 'Washing by hand', 'La vaisselle à la main'),
        option('same', 'They use the same', 'C’est pareil'),
      ],
      correctOptionId: 'dishwasher',
      explanation: {
        en: 'An efficient dishwasher run full uses far less water than a tap left running.',
        fr: 'Un lave-vaisselle efficace utilisé plein consomme beaucoup moins d’eau qu’un robinet qui coule.',
      },
    },
  ],
  water: [
    {
      id: 'fresh-water',
      text: { en: 'About how much of Earth’s water is fresh water?', fr: 'Environ quelle part de l’eau de la Terre est de l’eau douce?' },
      options: [
        option('3', 'About 3%', 'Environ 3 %'),
        option('25', 'About 25%', 'Environ 25 %'),
        option('50', 'About half', 'Environ la moitié'),
      ],
      correctOptionId: '3',
      explanation: {
        en: 'Only about 3% of Earth’s water is fresh, and most of it is frozen in ice caps and glaciers.',
        fr: 'Seulement 3 % environ de l’eau de la Terre est douce, et la plus grande partie est gelée dans les calottes et les glaciers.',
      },
    },
    {
      id: 'running-tap',
      text: {
        en: 'About how much water flows from a tap left running for one minute?',
        fr: 'Environ combien d’eau s’écoule d’un robinet ouvert pendant une minute?',
      },
      options: [
        option('half-litre', 'Under half a litre', 'Moins d’un demi-litre'),
        option('six-litres', 'About 6 litres', 'Environ 6 litres'),
        option('sixty-litres', 'About 60 litres', 'Environ 60 litres'),
      ],
      correctOptionId: 'six-litres',
      explanation: {
        en: 'A typical tap runs at about 6 litres a minute: turning it off while you brush saves a lot.',
        fr: 'Un robinet typique débite environ 6 litres par minute : le fermer pendant le brossage en économise beaucoup.',
      },
    },
    {
      id: 'lakes',
      text: { en: 'Which country has the most lakes?', fr: 'Quel pays compte le plus de lacs?' },
      options: [
        option('canada', 'Canada', 'Le Canada'),
        option('finland', 'Finland', 'La Finlande'),
        option('russia', 'Russia', 'La Russie'),
      ],
      correctOptionId: 'canada',
      explanation: {
        en: 'Canada has more lakes than any other country: more than half of all the lakes in the world.',
        fr: 'Le Canada compte plus de lacs que tout autre pays : plus de la moitié des lacs du monde.',
      },
    },
  ],
  activist: [
    {
      id: 'peltier',
      text: {
        en: 'Autumn Peltier, who spoke at the United Nations at 13, campaigns for…',
        fr: 'Autumn Peltier, qui a pris la parole aux Nations Unies à 13 ans, milite pour…',
      },
      options: [
        option('water', 'Clean water for First Nations', 'L’eau potable pour les Premières Nations'),
        option('oceans', 'Plastic-free oceans', 'Des océans sans plastique'),
        option('animals', 'Animal rights', 'Les droits des animaux'),
      ],
      correctOptionId: 'water',
      explanation: {
        en: 'Autumn Peltier, from Wiikwemkoong First Nation, defends the right to clean water, which many First Nations still lack.',
        fr: 'Autumn Peltier, de la Première Nation de Wiikwemkoong, défend le droit à l’eau potable, dont bien des Premières Nations sont encore privées.',
      },
    },
    {
      id: 'petition',
      text: {
        en: 'What is an e-petition to the House of Commons?',
        fr: 'Qu’est-ce qu’une pétition électronique à la Chambre des communes?',
      },
      options: [
        option('request', 'A request by citizens that an MP presents', 'Une demande de citoyens qu’un député présente'),
        option('lawsuit', 'A lawsuit', 'Une poursuite'),
        option('vote', 'A vote', 'Un vote'),
      ],
      correctOptionId: 'request',
      explanation: {
        en: 'With enough signatures and an MP to sponsor it, an e-petition is presented in the House and the government must answer.',
        fr: 'Avec assez de signatures et un député pour la parrainer, une pétition électronique est présentée à la Chambre et le gouvernement doit y répondre.',
      },
    },
    {
      id: 'local',
      text: {
        en: 'Which of these supports a cause in your community?',
        fr: 'Lequel de ces gestes soutient une cause dans votre communauté?',
      },
      options: [
        option('volunteer', 'Volunteering with a local group', 'Faire du bénévolat dans un organisme local'),
        option('councillor', 'Writing to your municipal councillor', 'Écrire à votre conseiller municipal'),
        option('both', 'Both of these', 'Les deux'),
      ],
      correctOptionId: 'both',
      explanation: {
        en: 'Change starts close to home: your time and your voice both count.',
        fr: 'Le changement commence près de chez soi : votre temps comme votre voix comptent.',
      },
    },
  ],
  'hand-washing': [
    {
      id: 'how-long',
      text: { en: 'How long should you scrub your hands with soap?', fr: 'Combien de temps faut-il frotter ses mains avec du savon?' },
      options: [
        option('5', '5 seconds', '5 secondes'),
        option('20', 'At least 20 seconds', 'Au moins 20 secondes'),
        option('120', '2 minutes', '2 minutes'),
      ],
      correctOptionId: '20',
      explanation: {
        en: 'Scrub for at least 20 seconds, about the time it takes to hum “Happy Birthday” twice.',
        fr: 'Frottez au moins 20 secondes, le temps de fredonner « Bonne fête » deux fois.',
      },
    },
    {
      id: 'hot-water',
      text: {
        en: 'Does hot water kill more germs than cold when you wash your hands?',
        fr: 'L’eau chaude tue-t-elle plus de microbes que l’eau froide au lavage des mains?',
      },
      options: [
        option('yes', 'Yes, always use hot water', 'Oui, toujours utiliser de l’eau chaude'),
        option('no', 'No: soap and scrubbing are what count', 'Non : ce sont le savon et le frottement qui comptent'),
      ],
      correctOptionId: 'no',
      explanation: {
        en: 'Water you can comfortably touch is not hot enough to kill germs: soap and scrubbing remove them.',
        fr: 'Une eau qu’on peut toucher sans se brûler n’est pas assez chaude pour tuer les microbes : le savon et le frottement les éliminent.',
      },
    },
    {
      id: 'sanitizer',
      text: {
        en: 'When there is no soap and water, a hand sanitizer should contain at least how much alcohol?',
        fr: 'Sans eau ni savon, un désinfectant pour les mains devrait contenir au moins combien d’alcool?',
      },
      options: [option('20', '20%', '20 %'), option('60', '60%', '60 %'), option('100', '100%', '100 %')],
      correctOptionId: '60',
      explanation: {
        en: 'Use a sanitizer with at least 60% alcohol, and wash with soap and water as soon as you can.',
        fr: 'Utilisez un désinfectant contenant au moins 60 % d’alcool, et lavez-vous avec de l’eau et du savon dès que possible.',
      },
    },
  ],
};
