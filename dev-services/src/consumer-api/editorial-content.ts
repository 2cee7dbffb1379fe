// Editorial content in code, like the survey questions: the bodies of the good-news articles
// (their titles and summaries are seeded rows), the practical guides, the cause pages, the
// help page's questions, how to reach support and the offer rules, in English and French.
import { type OpeningHours, SAMPLE_ORDERS_PER_BUILDING } from '@maple/contracts';
import type { Bilingual } from './types';

/** Paragraphs in both languages: the same number in each. */
export interface BilingualParagraphs {
  readonly en: readonly string[];
  readonly fr: readonly string[];
}

/** What the seeded good-news rows do not hold: the cause each is about, and its body. */
interface GoodNewsBody {
  readonly causeId: string | null;
  readonly body: BilingualParagraphs;
}

/** The bodies of the seeded good-news articles, by article id. */
export const GOOD_NEWS_BODIES: Readonly<Record<string, GoodNewsBody>> = {
  'wetlands-restored-2026': {
    causeId: '006WWF',
    body: {
      en: [
        'Members who support WWF-Canada, and those who donated their points to it, funded the restoration of 40 hectares of wetland along the St. Lawrence River this year.',
        'Crews removed invasive reeds, reopened old channels and planted native species. Wetlands filter water, soak up floods and shelter birds, fish and amphibians: 30 of the species found there are at risk.',
        'Every survey you answer adds a point to your cause. Thank you for making this possible.',
      ],
      fr: [
        'Les membres qui appuient WWF-Canada, et ceux qui lui ont donné leurs points, ont financé cette année la restauration de 40 hectares de milieux humides le long du Saint-Laurent.',
        'Les équipes ont retiré des roseaux envahissants, rouvert d’anciens chenaux et planté des espèces indigènes. Les milieux humides filtrent l’eau, absorbent les crues et abritent oiseaux, poissons et amphibiens : 30 des espèces qu’on y trouve sont en péril.',
        'Chaque sondage auquel vous répondez ajoute un point à votre cause. Merci d’avoir rendu cela possible.',
      ],
    },
  },
  'period-products-schools': {
    causeId: '003EPP',
    body: {
      en: [
        'One in three people who menstruate in Canada has struggled to afford period products. For students, that can mean missed classes.',
        'With members’ support, 1.2 million pads and tampons reached 300 schools this year, where they are free in washrooms and counsellors’ offices, no questions asked.',
        'Members who join through the Always campaign support #EndPeriodPoverty from their first survey.',
      ],
      fr: [
        'Au Canada, une personne menstruée sur trois a déjà eu du mal à se payer des produits menstruels. Pour les élèves, cela peut vouloir dire manquer des cours.',
        'Grâce au soutien des membres, 1,2 million de serviettes et de tampons ont été livrés cette année à 300 écoles, où ils sont offerts gratuitement dans les toilettes et chez les conseillers, sans questions.',
        'Les membres qui s’inscrivent par la campagne Always appuient #FinALaPrecariteMenstruelle dès leur premier sondage.',
      ],
    },
  },
  'clean-water-milestone': {
    causeId: '001CSDW',
    body: {
      en: [
        'The Children’s Safe Drinking Water program has now provided more than 25 billion litres of clean drinking water around the world.',
        'A small packet of powder turns ten litres of dirty water into water that is safe to drink in about thirty minutes. Families use it where there is no treated water, and after disasters.',
        'Members who chose this cause contributed their cause points to the milestone.',
      ],
      fr: [
        'Le programme Eau potable saine pour les enfants a maintenant fourni plus de 25 milliards de litres d’eau potable dans le monde.',
        'Un petit sachet de poudre rend dix litres d’eau sale propres à la consommation en une trentaine de minutes. Les familles l’utilisent là où il n’y a pas d’eau traitée, et après les catastrophes.',
        'Les membres qui ont choisi cette cause y ont contribué par leurs points de cause.',
      ],
    },
  },
  'loads-of-hope-bc-wildfires': {
    causeId: '002TLOH',
    body: {
      en: [
        'When wildfires forced thousands of British Columbians from their homes this summer, the Tide Loads of Hope mobile laundromat set up near the evacuation centres.',
        'Volunteers washed, dried and folded more than 6,000 loads for free, so families could have clean clothes while they waited to go home.',
      ],
      fr: [
        'Quand les feux de forêt ont forcé des milliers de Britanno-Colombiens à quitter leur maison cet été, la buanderie mobile Tide Loads of Hope s’est installée près des centres d’évacuation.',
        'Des bénévoles ont lavé, séché et plié gratuitement plus de 6 000 brassées, pour que les familles aient des vêtements propres en attendant de rentrer chez elles.',
      ],
    },
  },
  'hand-washing-classrooms': {
    causeId: '008SGA',
    body: {
      en: [
        'Teachers in every province and territory ordered the free Safeguard lesson kits this year: 80,000 children learned when and how to wash their hands.',
        'The kits include a glitter experiment that shows how germs spread, a song that lasts the recommended 20 seconds and a poster for the classroom sink.',
      ],
      fr: [
        'Des enseignants de toutes les provinces et de tous les territoires ont commandé cette année les trousses pédagogiques gratuites Safeguard : 80 000 enfants ont appris quand et comment se laver les mains.',
        'Les trousses comprennent une expérience avec des brillants qui montre comment les microbes se propagent, une chanson qui dure les 20 secondes recommandées et une affiche pour le lavabo de la classe.',
      ],
    },
  },
};

/** A practical guide: the second section of the articles. */
interface GuideSeed {
  readonly id: string;
  readonly causeId: string | null;
  readonly publishedAt: string;
  readonly title: Bilingual;
  readonly summary: Bilingual;
  readonly body: BilingualParagraphs;
}

/** The practical guides, newest first. */
export const GUIDES: readonly GuideSeed[] = [
  {
    id: 'wash-in-cold-water',
    causeId: null,
    publishedAt: '2026-10-20T14:00:00.000Z',
    title: { en: 'Why washing in cold water works', fr: 'Pourquoi laver à l’eau froide, ça marche' },
    summary: {
      en: 'Most of a washing machine’s energy goes to heating water. Today’s detergents clean well without it.',
      fr: 'L’essentiel de l’énergie d’une laveuse sert à chauffer l’eau. Les détergents d’aujourd’hui nettoient bien sans elle.',
    },
    body: {
      en: [
        'Up to 90 per cent of the energy a washing machine uses goes to heating water. Switching most loads to cold saves energy and money, and is gentler on colours and fabrics.',
        'Modern detergents are made to work in cold water. Treat stains before washing, do not overload the drum, and keep hot water for heavily soiled items and bedding when someone is sick.',
        'A fabric softener or scent booster keeps clothes soft and fresh at any temperature: follow the dose on the package.',
      ],
      fr: [
        'Jusqu’à 90 % de l’énergie d’une laveuse sert à chauffer l’eau. Laver la plupart des brassées à l’eau froide économise énergie et argent, et ménage les couleurs et les tissus.',
        'Les détergents modernes sont conçus pour l’eau froide. Détachez les taches avant le lavage, ne surchargez pas le tambour et gardez l’eau chaude pour les articles très sales et la literie quand quelqu’un est malade.',
        'Un assouplissant ou un rehausseur de parfum garde les vêtements doux et frais à toute température : respectez la dose indiquée sur l’emballage.',
      ],
    },
  },
  {
    id: 'period-poverty-explained',
    causeId: '003EPP',
    publishedAt: '2026-09-28T14:00:00.000Z',
    title: { en: 'Period poverty, explained', fr: 'La précarité menstruelle, expliquée' },
    summary: {
      en: 'What period poverty is, who it affects in Canada, and what helps.',
      fr: 'Ce qu’est la précarité menstruelle, qui elle touche au Canada et ce qui aide.',
    },
    body: {
      en: [
        'Period poverty is not being able to afford or get the products, washrooms and information people need during their period.',
        'In Canada it affects students, people with low incomes, people experiencing homelessness and people in remote communities, where products cost more. It leads to missed school and work.',
        'Free products in schools and community centres, open conversations about periods and donations to programs such as #EndPeriodPoverty all help.',
      ],
      fr: [
        'La précarité menstruelle, c’est ne pas pouvoir se payer ou se procurer les produits, les toilettes et l’information dont on a besoin pendant ses règles.',
        'Au Canada, elle touche les élèves, les personnes à faible revenu, les personnes en situation d’itinérance et les communautés éloignées, où les produits coûtent plus cher. Elle entraîne des absences à l’école et au travail.',
        'Des produits gratuits dans les écoles et les centres communautaires, des conversations ouvertes sur les règles et les dons à des programmes comme #FinALaPrecariteMenstruelle aident tous.',
      ],
    },
  },
  {
    id: 'save-water-at-home',
    causeId: null,
    publishedAt: '2026-08-05T14:00:00.000Z',
    title: { en: 'Five ways to save water at home', fr: 'Cinq façons d’économiser l’eau à la maison' },
    summary: {
      en: 'Small changes in the kitchen, bathroom and laundry room add up to thousands of litres a year.',
      fr: 'De petits changements à la cuisine, à la salle de bain et à la buanderie font économiser des milliers de litres par année.',
    },
    body: {
      en: [
        'Run the dishwasher and the washing machine only when they are full: a full load uses the same water as a half one.',
        'Scrape plates instead of rinsing them: today’s dishwashers and dish detergents handle the rest.',
        'Fix dripping taps and running toilets, take shorter showers and turn off the tap while you brush your teeth.',
      ],
      fr: [
        'Faites fonctionner le lave-vaisselle et la laveuse seulement quand ils sont pleins : une pleine brassée utilise autant d’eau qu’une demie.',
        'Raclez les assiettes au lieu de les rincer : les lave-vaisselle et les détergents à vaisselle d’aujourd’hui font le reste.',
        'Réparez les robinets qui fuient et les toilettes qui coulent, prenez des douches plus courtes et fermez le robinet pendant que vous vous brossez les dents.',
      ],
    },
  },
  {
    id: 'hand-washing-steps',
    causeId: '008SGA',
    publishedAt: '2026-06-01T14:00:00.000Z',
    title: { en: 'Hand washing in six steps', fr: 'Le lavage des mains en six étapes' },
    summary: {
      en: 'Twenty seconds, soap and a few gestures stop most germs from spreading.',
      fr: 'Vingt secondes, du savon et quelques gestes empêchent la plupart des microbes de se propager.',
    },
    body: {
      en: [
        'Wet your hands, then apply soap. Rub palm to palm, then the back of each hand, between the fingers, around each thumb and your fingertips, for at least 20 seconds.',
        'Rinse well and dry with a clean towel. Wash before eating or cooking, after using the washroom, and after coughing, sneezing or blowing your nose.',
      ],
      fr: [
        'Mouillez-vous les mains, puis appliquez du savon. Frottez paume contre paume, puis le dos de chaque main, entre les doigts, autour de chaque pouce et le bout des doigts, pendant au moins 20 secondes.',
        'Rincez bien et séchez avec une serviette propre. Lavez-vous les mains avant de manger ou de cuisiner, après être allé aux toilettes et après avoir toussé, éternué ou vous être mouché.',
      ],
    },
  },
];

/** A cause's page content (its name is a seeded row). */
interface CauseContent {
  readonly summary: Bilingual;
  readonly description: BilingualParagraphs;
}

const causeContent = (summary: Bilingual, en: readonly string[], fr: readonly string[]): CauseContent => ({
  summary,
  description: { en, fr },
});

/** What each cause of the spec does, by code. */
export const CAUSE_CONTENT: Readonly<Record<string, CauseContent>> = {
  '001CSDW': causeContent(
    {
      en: 'Clean drinking water for children and families who lack it.',
      fr: 'De l’eau potable pour les enfants et les familles qui en manquent.',
    },
    [
      'The Children’s Safe Drinking Water program provides water purification packets that make dirty water safe to drink, and teaches families how to use them.',
      'Your cause points help deliver clean water where there is no treated supply, and after floods and other disasters.',
    ],
    [
      'Le programme Eau potable saine pour les enfants fournit des sachets de purification qui rendent l’eau sale propre à la consommation, et montre aux familles comment les utiliser.',
      'Vos points de cause aident à fournir de l’eau potable là où il n’y a pas d’eau traitée, et après les inondations et autres catastrophes.',
    ],
  ),
  '002TLOH': causeContent(
    { en: 'Free laundry for families hit by disasters.', fr: 'De la lessive gratuite pour les familles touchées par une catastrophe.' },
    [
      'Tide Loads of Hope brings a mobile laundromat to communities hit by wildfires, floods and storms, and washes families’ clothes for free.',
      'Clean clothes are one less worry for people who have had to leave their homes.',
    ],
    [
      'Tide Loads of Hope amène une buanderie mobile dans les communautés frappées par des feux de forêt, des inondations et des tempêtes, et lave gratuitement les vêtements des familles.',
      'Des vêtements propres, c’est un souci de moins pour les personnes qui ont dû quitter leur maison.',
    ],
  ),
  '003EPP': causeContent(
    { en: 'Period products for students who go without.', fr: 'Des produits menstruels pour les élèves qui en manquent.' },
    [
      'Always #EndPeriodPoverty gives pads and tampons to schools and community organizations, so that no one misses class or work for lack of period products.',
      'It is the cause of members who join through the Always campaign.',
    ],
    [
      'Always #FinALaPrecariteMenstruelle donne des serviettes et des tampons aux écoles et aux organismes communautaires, pour que personne ne manque l’école ou le travail faute de produits menstruels.',
      'C’est la cause des membres qui s’inscrivent par la campagne Always.',
    ],
  ),
  '004FA': causeContent(
    {
      en: 'Support and education for Canadians living with food allergies.',
      fr: 'Du soutien et de l’information pour les Canadiens qui vivent avec des allergies alimentaires.',
    },
    [
      'Food Allergy Canada helps people with food allergies and their families live safely, with resources for schools, restaurants and caregivers.',
      'It also advocates for clear labelling and research.',
    ],
    [
      'Allergies Alimentaires Canada aide les personnes allergiques et leur famille à vivre en sécurité, avec des ressources pour les écoles, les restaurants et les personnes aidantes.',
      'L’organisme défend aussi un étiquetage clair et la recherche.',
    ],
  ),
  '004DSWBR': causeContent(
    { en: 'Rescue and care for birds caught in oil spills.', fr: 'Le sauvetage et les soins des oiseaux pris dans des marées noires.' },
    [
      'Dawn Saves Wildlife supports International Bird Rescue, whose teams clean, treat and release birds affected by oil spills.',
      'Gentle dish soap is what they use to wash the oil from feathers.',
    ],
    [
      'Dawn sauve la faune appuie International Bird Rescue, dont les équipes nettoient, soignent et relâchent les oiseaux touchés par des marées noires.',
      'C’est un savon à vaisselle doux qu’elles utilisent pour retirer le pétrole des plumes.',
    ],
  ),
  '006DSWMM': causeContent(
    {
      en: 'Rescue and care for seals, sea lions and other marine mammals.',
      fr: 'Le sauvetage et les soins des phoques, otaries et autres mammifères marins.',
    },
    [
      'Dawn Saves Wildlife supports The Marine Mammal Center, which rescues sick and injured marine mammals, treats them and returns them to the ocean.',
      'Its research also helps understand the health of the oceans.',
    ],
    [
      'Dawn sauve la faune appuie The Marine Mammal Center, qui secourt les mammifères marins malades ou blessés, les soigne et les remet à l’océan.',
      'Ses recherches aident aussi à comprendre la santé des océans.',
    ],
  ),
  '007COVID': causeContent(
    {
      en: 'Relief for communities still recovering from the pandemic.',
      fr: 'De l’aide pour les communautés qui se remettent encore de la pandémie.',
    },
    [
      'COVID-19 community relief supports food banks, shelters and community health programs that saw demand grow during the pandemic and stay high since.',
    ],
    [
      'L’aide communautaire COVID-19 appuie les banques alimentaires, les refuges et les programmes de santé communautaire dont les besoins ont augmenté pendant la pandémie et restent élevés depuis.',
    ],
  ),
  '008SGA': causeContent(
    {
      en: 'Hand-washing lessons for children in Canadian schools.',
      fr: 'Des leçons de lavage des mains pour les enfants des écoles canadiennes.',
    },
    [
      'Safeguard sends free hand-washing lesson kits to teachers across Canada, with experiments, a song and posters that make healthy habits stick.',
    ],
    [
      'Safeguard envoie des trousses pédagogiques gratuites sur le lavage des mains aux enseignants de partout au Canada, avec des expériences, une chanson et des affiches qui ancrent les bonnes habitudes.',
    ],
  ),
  '005SUW': causeContent(
    {
      en: 'Local help where it is needed most, in communities across Canada.',
      fr: 'De l’aide locale là où les besoins sont les plus grands, partout au Canada.',
    },
    [
      'United Way Centraide Canada funds local agencies that fight poverty, support children and youth and build stronger communities.',
      'Your support stays close to home: each local United Way Centraide decides where it is needed.',
    ],
    [
      'Centraide United Way Canada finance des organismes locaux qui luttent contre la pauvreté, soutiennent les enfants et les jeunes et bâtissent des communautés plus fortes.',
      'Votre soutien reste près de chez vous : chaque Centraide local décide où il est le plus utile.',
    ],
  ),
  '010TOR': causeContent(
    {
      en: 'Trees replanted where fires, storms and pests have destroyed forests.',
      fr: 'Des arbres replantés là où les feux, les tempêtes et les ravageurs ont détruit des forêts.',
    },
    ['Tree Canada’s Operation ReLeaf replants forests after wildfires, storms and insect outbreaks, with species chosen for each region.'],
    [
      'L’Opération ReVert d’Arbres Canada replante les forêts après les feux, les tempêtes et les infestations d’insectes, avec des essences choisies pour chaque région.',
    ],
  ),
  '012OHF': causeContent(
    {
      en: 'Equipment, research and care at The Ottawa Hospital.',
      fr: 'De l’équipement, de la recherche et des soins à L’Hôpital d’Ottawa.',
    },
    [
      'The Ottawa Hospital Foundation raises funds for new equipment, patient care and research at one of Canada’s largest teaching hospitals.',
    ],
    [
      'La Fondation de l’Hôpital d’Ottawa recueille des fonds pour de nouveaux équipements, les soins aux patients et la recherche dans l’un des plus grands hôpitaux d’enseignement du Canada.',
    ],
  ),
  '013HISTR': causeContent(
    { en: 'Scholarships for Black students in Canada.', fr: 'Des bourses d’études pour les étudiants noirs au Canada.' },
    [
      'Black history scholarships help Black students in Canada pay for college and university, and celebrate the history and contributions of Black Canadians.',
    ],
    [
      'Les bourses d’études en histoire des Noirs aident les étudiants noirs au Canada à payer leurs études collégiales et universitaires, et célèbrent l’histoire et l’apport des Canadiens noirs.',
    ],
  ),
  '006WWF': causeContent(
    { en: 'Nature and wildlife conservation across Canada.', fr: 'La conservation de la nature et de la faune partout au Canada.' },
    [
      'WWF-Canada restores wetlands, protects habitat and helps at-risk species recover, from coast to coast to coast.',
      'It is the cause of every member who has not chosen one.',
    ],
    [
      'WWF-Canada restaure des milieux humides, protège des habitats et aide les espèces en péril à se rétablir, d’un océan à l’autre.',
      'C’est la cause de tous les membres qui n’en ont pas choisi.',
    ],
  ),
  '007COF': causeContent(
    { en: 'Support for Canadian athletes on their way to the Games.', fr: 'Du soutien aux athlètes canadiens en route vers les Jeux.' },
    [
      'The Canadian Olympic Foundation funds coaching, training and sport science for Canadian athletes, and programs that get young people moving.',
    ],
    [
      'La Fondation olympique canadienne finance l’entraînement, l’encadrement et la science du sport pour les athlètes canadiens, et des programmes qui font bouger les jeunes.',
    ],
  ),
  '015HOMEC': causeContent(
    { en: 'Safe, affordable homes built with families.', fr: 'Des maisons sûres et abordables bâties avec les familles.' },
    ['Habitat for Humanity Canada builds homes with volunteers and future homeowners, who buy them with an affordable mortgage.'],
    [
      'Habitat pour l’humanité Canada construit des maisons avec des bénévoles et les futurs propriétaires, qui les achètent grâce à un prêt hypothécaire abordable.',
    ],
  ),
};

/** A question of the help page. */
interface HelpQuestionSeed {
  readonly id: string;
  readonly question: Bilingual;
  readonly answer: BilingualParagraphs;
  /** Screens the answer points to, by route id. */
  readonly routeIds: readonly string[];
}

/** A topic of the help page. */
interface HelpTopicSeed {
  readonly id: string;
  readonly title: Bilingual;
  readonly questions: readonly HelpQuestionSeed[];
}

/** The help page's questions, by topic. */
export const HELP_TOPICS: readonly HelpTopicSeed[] = [
  {
    id: 'joining',
    title: { en: 'Joining', fr: 'Devenir membre' },
    questions: [
      {
        id: 'how-to-join',
        question: { en: 'How do I join?', fr: 'Comment devenir membre?' },
        answer: {
          en: [
            'Choose Sign up, create your account on our secure sign-in page and confirm your email address with the link we send you. Membership is free and open to residents of Canada who are 18 or older.',
          ],
          fr: [
            'Choisissez S’inscrire, créez votre compte sur notre page de connexion sécurisée et confirmez votre adresse courriel avec le lien que nous vous envoyons. L’adhésion est gratuite et ouverte aux résidents du Canada âgés de 18 ans ou plus.',
          ],
        },
        routeIds: ['signup'],
      },
      {
        id: 'confirm-email',
        question: { en: 'I did not get the confirmation email', fr: 'Je n’ai pas reçu le courriel de confirmation' },
        answer: {
          en: [
            'It can take a few minutes. If it has not arrived after five minutes, check your spam or junk folder. You can ask for a new link from your account.',
          ],
          fr: [
            'Cela peut prendre quelques minutes. S’il n’est pas arrivé après cinq minutes, vérifiez votre dossier de courrier indésirable. Vous pouvez demander un nouveau lien à partir de votre compte.',
          ],
        },
        routeIds: ['myAccount'],
      },
      {
        id: 'cannot-sign-in',
        question: { en: 'Why can’t I sign in?', fr: 'Pourquoi est-ce que je ne peux pas me connecter?' },
        answer: {
          en: [
            'Your browser must allow cookies for you to sign in. The site is available only in Canada and does not work through a VPN or proxy: turn it off and try again.',
          ],
          fr: [
            'Votre navigateur doit accepter les témoins (cookies) pour que vous puissiez vous connecter. Le site n’est offert qu’au Canada et ne fonctionne pas avec un RPV ou un mandataire : désactivez-le et réessayez.',
          ],
        },
        routeIds: ['login'],
      },
    ],
  },
  {
    id: 'earning',
    title: { en: 'Earning points', fr: 'Accumuler des points' },
    questions: [
      {
        id: 'how-to-earn',
        question: { en: 'How do I earn points?', fr: 'Comment accumuler des points?' },
        answer: {
          en: [
            'Answer surveys (50 or 100 points each, plus a point for your cause and 5 sweepstakes entries), take quizzes, complete your onboarding tasks, scan receipts and sign in. Adding the site to your home screen earns 25 points once.',
          ],
          fr: [
            'Répondez à des sondages (50 ou 100 points chacun, plus un point pour votre cause et 5 participations aux concours), faites des quiz, terminez vos tâches d’accueil, numérisez des reçus et connectez-vous. Ajouter le site à votre écran d’accueil rapporte 25 points une fois.',
          ],
        },
        routeIds: ['earnPoints', 'survey', 'quizzes'],
      },
      {
        id: 'receipt-pending',
        question: { en: 'Why are my receipt points pending?', fr: 'Pourquoi les points de mon reçu sont-ils en attente?' },
        answer: {
          en: [
            'Every receipt is reviewed before its points are added to your balance. Until then they show as pending. You can send up to 3 receipts a day.',
          ],
          fr: [
            'Chaque reçu est vérifié avant que ses points s’ajoutent à votre solde. D’ici là, ils sont affichés comme en attente. Vous pouvez envoyer jusqu’à 3 reçus par jour.',
          ],
        },
        routeIds: ['pointsHistory'],
      },
      {
        id: 'email-not-confirmed',
        question: { en: 'Why am I not earning points?', fr: 'Pourquoi est-ce que je n’accumule pas de points?' },
        answer: {
          en: ['You earn points once you have confirmed your email address. Follow the link we emailed you when you joined.'],
          fr: [
            'Vous accumulez des points une fois votre adresse courriel confirmée. Suivez le lien que nous vous avons envoyé à votre inscription.',
          ],
        },
        routeIds: ['myAccount'],
      },
    ],
  },
  {
    id: 'redeeming',
    title: { en: 'Rewards and causes', fr: 'Récompenses et causes' },
    questions: [
      {
        id: 'how-to-redeem',
        question: { en: 'How do I redeem my points?', fr: 'Comment échanger mes points?' },
        answer: {
          en: [
            'Go to Rewards and choose sweepstakes entries, a gift card, a digital subscription, a local experience or a donation to your cause.',
          ],
          fr: [
            'Allez à Récompenses et choisissez des participations aux concours, une carte-cadeau, un abonnement numérique, une expérience locale ou un don à votre cause.',
          ],
        },
        routeIds: ['rewards'],
      },
      {
        id: 'gift-card-email',
        question: { en: 'Where is my gift card?', fr: 'Où est ma carte-cadeau?' },
        answer: {
          en: [
            'Gift cards are sent by email. If yours has not arrived after five minutes, check your spam folder; you can have it sent again from your points history.',
          ],
          fr: [
            'Les cartes-cadeaux sont envoyées par courriel. Si la vôtre n’est pas arrivée après cinq minutes, vérifiez votre dossier de courrier indésirable; vous pouvez la faire renvoyer à partir de votre historique des points.',
          ],
        },
        routeIds: ['pointsHistory'],
      },
      {
        id: 'change-cause',
        question: { en: 'Can I change my cause?', fr: 'Puis-je changer de cause?' },
        answer: {
          en: [
            'Yes. Open Our causes, read about each one and choose the cause you want to support. Your cause points go to it from then on.',
          ],
          fr: [
            'Oui. Ouvrez Nos causes, lisez la présentation de chacune et choisissez celle que vous voulez appuyer. Vos points de cause lui sont versés à partir de ce moment.',
          ],
        },
        routeIds: ['causes'],
      },
    ],
  },
  {
    id: 'samples-and-coupons',
    title: { en: 'Samples and coupons', fr: 'Échantillons et bons de réduction' },
    questions: [
      {
        id: 'sample-limit',
        question: { en: 'How many samples can I order?', fr: 'Combien d’échantillons puis-je commander?' },
        answer: {
          en: [
            'Each sample is limited to one per member or household, while supplies last. A household is one home: a street address with its apartment, suite or unit, so each flat of a building orders its own.',
            `At most ${SAMPLE_ORDERS_PER_BUILDING} of each sample go to one building (one street address): we can’t check apartment numbers, so each building has a limit.`,
          ],
          fr: [
            'Chaque échantillon est limité à un par membre ou par foyer, jusqu’à épuisement des stocks. Un foyer, c’est un logement : une adresse municipale avec son appartement, son bureau ou son unité; chaque logement d’un immeuble commande donc le sien.',
            `Au plus ${SAMPLE_ORDERS_PER_BUILDING} exemplaires de chaque échantillon sont envoyés à un même immeuble (une même adresse municipale)\u00a0: nous ne pouvons pas vérifier les numéros d’appartement, alors chaque immeuble a une limite.`,
          ],
        },
        routeIds: ['samples'],
      },
      {
        id: 'delivery-address',
        question: { en: 'Can I change my delivery address?', fr: 'Puis-je modifier mon adresse de livraison?' },
        answer: {
          en: ['No: once an order is submitted, its delivery address cannot be changed. Check it before you confirm.'],
          fr: ['Non : une fois la commande envoyée, son adresse de livraison ne peut plus être modifiée. Vérifiez-la avant de confirmer.'],
        },
        routeIds: ['samples'],
      },
      {
        id: 'coupon-limit',
        question: { en: 'How many coupons can I use?', fr: 'Combien de bons de réduction puis-je utiliser?' },
        answer: {
          en: ['Retail-partner coupons are limited to one per transaction. Printed coupons show their own limits and expiry dates.'],
          fr: [
            'Les bons des détaillants partenaires sont limités à un par transaction. Les bons imprimés indiquent leurs propres limites et dates d’expiration.',
          ],
        },
        routeIds: ['coupons'],
      },
    ],
  },
];

/** How members reach support: the team works on Toronto time. */
export const SUPPORT_CONTACT: {
  readonly timeZone: string;
  readonly phone: { readonly number: string; readonly hours: readonly OpeningHours[] };
  readonly email: { readonly address: string; readonly replyWithinBusinessDays: number };
} = {
  timeZone: 'America/Toronto',
  phone: {
    number: '+18005550123',
    hours: [
      { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '08:00', closes: '20:00' },
      { days: ['sat'], opens: '10:00', closes: '16:00' },
    ],
  },
  email: { address: 'support@maple-rewards.ca', replyWithinBusinessDays: 2 },
};

/** One section of the offer rules in both languages. */
interface OfferRulesSection {
  readonly heading: Bilingual;
  readonly paragraphs: BilingualParagraphs;
}

/** The offer rules: their version, the day they took effect and their sections. */
export const OFFER_RULES: {
  readonly version: string;
  readonly effectiveDate: string;
  readonly title: Bilingual;
  readonly sections: readonly OfferRulesSection[];
} = {
  version: '2026.3',
  effectiveDate: '2026-12-01',
  title: { en: 'Maple Rewards offer rules', fr: 'Règles des offres de Maple Rewards' },
  sections: [
    {
      heading: { en: '1. Who is eligible', fr: '1. Admissibilité' },
      paragraphs: {
        en: [
          'Offers are open only to residents of Canada who have reached the age of majority, which the program sets at 18. The site is not available from outside Canada, or through a VPN or proxy.',
          'One account per email address. Some offers are reserved for signed-in members. Points, referral credits and free samples go to members who have confirmed their email address.',
          'A member who deletes their account and joins again starts with no points, cannot receive again the one-time points and samples of the deleted account, and does not count as a friend’s referral.',
        ],
        fr: [
          'Les offres sont réservées aux résidents du Canada ayant atteint l’âge de la majorité, que le programme fixe à 18 ans. Le site n’est pas offert à l’extérieur du Canada, ni au moyen d’un RPV ou d’un mandataire.',
          'Un seul compte par adresse courriel. Certaines offres sont réservées aux membres connectés. Les points, les crédits de parrainage et les échantillons gratuits sont réservés aux membres qui ont confirmé leur adresse courriel.',
          'Un membre qui supprime son compte puis s’inscrit de nouveau repart sans points, ne peut pas recevoir de nouveau les points et les échantillons uniques de son ancien compte, et ne compte pas comme le parrainage d’un ami.',
        ],
      },
    },
    {
      heading: { en: '2. Points', fr: '2. Points' },
      paragraphs: {
        en: [
          'Points are credited once per activity, after the program has checked it: a completed survey or quiz, or a receipt approved after review. Points have no cash value and cannot be transferred.',
        ],
        fr: [
          'Les points sont crédités une fois par activité, après vérification par le programme : un sondage ou un quiz terminé, ou un reçu approuvé après examen. Les points n’ont aucune valeur monétaire et ne peuvent pas être transférés.',
        ],
      },
    },
    {
      heading: { en: '3. Limits', fr: '3. Limites' },
      paragraphs: {
        en: [
          `Free samples: one of each per member or household. A household is one home: a street address with its apartment, suite or unit. At most ${SAMPLE_ORDERS_PER_BUILDING} of each sample are sent to one building (one street address), whatever the apartment. Retail-partner coupons: one per transaction. Rewards and samples are offered while supplies last; a reward marked unavailable cannot be redeemed.`,
        ],
        fr: [
          `Échantillons gratuits\u00a0: un de chaque par membre ou par foyer. Un foyer, c’est un logement\u00a0: une adresse municipale avec son appartement, son bureau ou son unité. Au plus ${SAMPLE_ORDERS_PER_BUILDING} exemplaires de chaque échantillon sont envoyés à un même immeuble (une même adresse municipale), quel que soit l’appartement. Bons des détaillants partenaires\u00a0: un par transaction. Les récompenses et les échantillons sont offerts jusqu’à épuisement des stocks; une récompense indiquée comme non disponible ne peut pas être échangée.`,
        ],
      },
    },
    {
      heading: { en: '4. Delivery', fr: '4. Livraison' },
      paragraphs: {
        en: [
          'Samples are shipped to the delivery address you confirm when you order; once the order is submitted, that address cannot be changed. Gift cards are sent by email.',
        ],
        fr: [
          'Les échantillons sont expédiés à l’adresse de livraison que vous confirmez à la commande; une fois la commande envoyée, cette adresse ne peut plus être modifiée. Les cartes-cadeaux sont envoyées par courriel.',
        ],
      },
    },
    {
      heading: { en: '5. Sweepstakes', fr: '5. Concours' },
      paragraphs: {
        en: ['Each sweepstakes has its own official rules, which set its prizes, dates and how winners are chosen.'],
        fr: ['Chaque concours a son propre règlement officiel, qui en fixe les prix, les dates et la façon de choisir les gagnants.'],
      },
    },
    {
      heading: { en: '6. Language', fr: '6. Langue' },
      paragraphs: {
        en: ['These rules are published in French and in English. Both versions have the same force.'],
        fr: ['Les présentes règles sont publiées en français et en anglais. Les deux versions ont la même valeur.'],
      },
    },
  ],
};

/** How long an article takes to read, in whole minutes (200 words a minute, at least one). */
export function readingMinutes(paragraphs: readonly string[]): number {
  const words = paragraphs.join(' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
