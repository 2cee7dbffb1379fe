import type { Bilingual } from './types';

/** A choice of a survey question. */
export interface SurveyOptionSeed {
  readonly id: string;
  readonly label: Bilingual;
}

interface QuestionSeedBase {
  readonly id: string;
  readonly text: Bilingual;
  readonly required: boolean;
}

/** A survey question as the catalogue holds it, in both languages. */
export type SurveyQuestionSeed = QuestionSeedBase &
  (
    | { readonly kind: 'single'; readonly options: readonly SurveyOptionSeed[] }
    | { readonly kind: 'multiple'; readonly options: readonly SurveyOptionSeed[]; readonly maxChoices: number }
    | { readonly kind: 'scale'; readonly min: number; readonly max: number; readonly minLabel: Bilingual; readonly maxLabel: Bilingual }
    | { readonly kind: 'text'; readonly maxLength: number }
  );

const option = (id: string, en: string, fr: string): SurveyOptionSeed => ({ id, label: { en, fr } });

const yesNo = [
  option('yes', 'Yes', 'Oui'),
  option('no', 'No', 'Non'),
  option('rather-not-say', 'I’d rather not say', 'Je préfère ne pas répondre'),
];

const anythingElse = (id: string): SurveyQuestionSeed => ({
  id,
  kind: 'text',
  required: false,
  maxLength: 500,
  text: { en: 'Anything else you would like to tell us?', fr: 'Voulez-vous nous dire autre chose?' },
});

const satisfaction = (id: string, en: string, fr: string, required: boolean): SurveyQuestionSeed => ({
  id,
  kind: 'scale',
  required,
  min: 1,
  max: 5,
  text: { en, fr },
  minLabel: { en: 'Not at all', fr: 'Pas du tout' },
  maxLabel: { en: 'Very much', fr: 'Tout à fait' },
});

/**
 * The questions of each survey, by survey id. Questions are content, not member data: they
 * live here, and the answers members record name them by id. Never reuse a question id for
 * another question (recorded answers would change meaning); add a new id instead.
 */
export const SURVEY_QUESTIONS: Readonly<Record<number, readonly SurveyQuestionSeed[]>> = {
  1275: [
    {
      id: 'heard-from',
      kind: 'single',
      required: true,
      text: { en: 'How did you hear about Maple Rewards?', fr: 'Comment avez-vous entendu parler de Maple Rewards?' },
      options: [
        option('friend', 'From a friend or family member', 'Par un ami ou un membre de la famille'),
        option('social', 'On social media', 'Dans les médias sociaux'),
        option('store', 'In a store', 'En magasin'),
        option('email', 'By email', 'Par courriel'),
        option('other', 'Another way', 'Autrement'),
      ],
    },
    {
      id: 'household-size',
      kind: 'single',
      required: true,
      text: { en: 'How many people live in your household?', fr: 'Combien de personnes vivent dans votre foyer?' },
      options: [option('1', '1', '1'), option('2', '2', '2'), option('3-4', '3 or 4', '3 ou 4'), option('5+', '5 or more', '5 ou plus')],
    },
    {
      id: 'topics',
      kind: 'multiple',
      required: false,
      maxChoices: 3,
      text: { en: 'Which topics interest you? Choose up to 3.', fr: 'Quels sujets vous intéressent? Choisissez-en jusqu’à 3.' },
      options: [
        option('tips', 'Household tips', 'Astuces pour la maison'),
        option('savings', 'Savings and coupons', 'Économies et bons de réduction'),
        option('causes', 'Charitable causes', 'Causes caritatives'),
        option('products', 'New products', 'Nouveaux produits'),
      ],
    },
    anythingElse('anything-else'),
  ],
  1276: [
    {
      id: 'children',
      kind: 'single',
      required: true,
      text: { en: 'Do children under 18 live in your home?', fr: 'Des enfants de moins de 18 ans vivent-ils chez vous?' },
      options: yesNo,
    },
    {
      id: 'pets',
      kind: 'multiple',
      required: true,
      maxChoices: 4,
      text: { en: 'Which pets live with you?', fr: 'Quels animaux vivent avec vous?' },
      options: [
        option('dog', 'A dog', 'Un chien'),
        option('cat', 'A cat', 'Un chat'),
        option('other', 'Another pet', 'Un autre animal'),
        option('none', 'No pets', 'Aucun animal'),
      ],
    },
    {
      id: 'shopper',
      kind: 'single',
      required: true,
      text: { en: 'Who does most of the grocery shopping?', fr: 'Qui fait la plupart des courses?' },
      options: [
        option('me', 'I do', 'Moi'),
        option('shared', 'We share it', 'Nous les partageons'),
        option('someone-else', 'Someone else', 'Quelqu’un d’autre'),
      ],
    },
  ],
  1277: [
    {
      id: 'causes',
      kind: 'multiple',
      required: true,
      maxChoices: 3,
      text: {
        en: 'Which causes matter most to you? Choose up to 3.',
        fr: 'Quelles causes vous tiennent le plus à cœur? Choisissez-en jusqu’à 3.',
      },
      options: [
        option('environment', 'The environment', 'L’environnement'),
        option('water', 'Clean water', 'L’eau potable'),
        option('education', 'Children and education', 'Les enfants et l’éducation'),
        option('health', 'Health', 'La santé'),
        option('community', 'Local communities', 'Les communautés locales'),
      ],
    },
    satisfaction(
      'brands-and-causes',
      'How important is it to you that brands support causes?',
      'À quel point est-il important pour vous que les marques soutiennent des causes?',
      true,
    ),
    anythingElse('anything-else'),
  ],
  1281: [
    {
      id: 'moisturizer',
      kind: 'single',
      required: true,
      text: { en: 'How often do you use a face moisturizer?', fr: 'À quelle fréquence utilisez-vous une crème hydratante pour le visage?' },
      options: [
        option('daily', 'Every day', 'Tous les jours'),
        option('weekly', 'A few times a week', 'Quelques fois par semaine'),
        option('rarely', 'Rarely', 'Rarement'),
        option('never', 'Never', 'Jamais'),
      ],
    },
    {
      id: 'products',
      kind: 'multiple',
      required: false,
      maxChoices: 4,
      text: { en: 'Which of these do you use?', fr: 'Lesquels de ces produits utilisez-vous?' },
      options: [
        option('cleanser', 'Cleanser', 'Nettoyant'),
        option('serum', 'Serum', 'Sérum'),
        option('sunscreen', 'Sunscreen', 'Écran solaire'),
        option('makeup', 'Makeup', 'Maquillage'),
      ],
    },
    satisfaction(
      'routine',
      'How happy are you with your skin care routine?',
      'À quel point êtes-vous satisfait de votre routine de soins?',
      true,
    ),
  ],
  1282: [
    {
      id: 'floors',
      kind: 'single',
      required: true,
      text: { en: 'How often do you wash your kitchen floor?', fr: 'À quelle fréquence lavez-vous le plancher de votre cuisine?' },
      options: [
        option('weekly', 'Every week or more', 'Chaque semaine ou plus'),
        option('monthly', 'A few times a month', 'Quelques fois par mois'),
        option('rarely', 'Less often', 'Moins souvent'),
      ],
    },
    {
      id: 'products',
      kind: 'multiple',
      required: true,
      maxChoices: 4,
      text: { en: 'Which cleaning products do you buy?', fr: 'Quels produits de nettoyage achetez-vous?' },
      options: [
        option('all-purpose', 'All-purpose cleaner', 'Nettoyant tout usage'),
        option('dish', 'Dish soap', 'Savon à vaisselle'),
        option('wipes', 'Disinfecting wipes', 'Lingettes désinfectantes'),
        option('floor', 'Floor cleaner', 'Nettoyant à plancher'),
      ],
    },
    satisfaction(
      'scent',
      'How much does a product’s scent matter to you?',
      'À quel point le parfum d’un produit compte-t-il pour vous?',
      false,
    ),
  ],
  1283: [
    {
      id: 'hair-type',
      kind: 'single',
      required: true,
      text: { en: 'How would you describe your hair?', fr: 'Comment décririez-vous vos cheveux?' },
      options: [
        option('straight', 'Straight', 'Raides'),
        option('wavy', 'Wavy', 'Ondulés'),
        option('curly', 'Curly', 'Bouclés'),
        option('coily', 'Coily', 'Crépus'),
      ],
    },
    {
      id: 'wash',
      kind: 'single',
      required: true,
      text: { en: 'How often do you wash your hair?', fr: 'À quelle fréquence lavez-vous vos cheveux?' },
      options: [
        option('daily', 'Every day', 'Tous les jours'),
        option('every-other-day', 'Every other day', 'Un jour sur deux'),
        option('weekly', 'Once or twice a week', 'Une ou deux fois par semaine'),
      ],
    },
    anythingElse('anything-else'),
  ],
  1284: [
    {
      id: 'brushing',
      kind: 'single',
      required: true,
      text: { en: 'How many times a day do you brush your teeth?', fr: 'Combien de fois par jour vous brossez-vous les dents?' },
      options: [option('once', 'Once', 'Une fois'), option('twice', 'Twice', 'Deux fois'), option('more', 'More', 'Plus')],
    },
    {
      id: 'floss',
      kind: 'single',
      required: true,
      text: { en: 'Do you floss every day?', fr: 'Utilisez-vous la soie dentaire tous les jours?' },
      options: yesNo,
    },
    satisfaction('smile', 'How happy are you with your smile?', 'À quel point êtes-vous satisfait de votre sourire?', true),
  ],
  1285: [
    {
      id: 'loads',
      kind: 'single',
      required: true,
      text: { en: 'How many loads of laundry do you do a week?', fr: 'Combien de brassées de lessive faites-vous par semaine?' },
      options: [option('1-2', '1 or 2', '1 ou 2'), option('3-5', '3 to 5', '3 à 5'), option('6+', '6 or more', '6 ou plus')],
    },
    {
      id: 'products',
      kind: 'multiple',
      required: false,
      maxChoices: 5,
      text: { en: 'What do you use?', fr: 'Qu’utilisez-vous?' },
      options: [
        option('pods', 'Detergent pods', 'Capsules de détergent'),
        option('liquid', 'Liquid detergent', 'Détergent liquide'),
        option('powder', 'Powder detergent', 'Détergent en poudre'),
        option('softener', 'Fabric softener', 'Assouplissant'),
        option('sheets', 'Dryer sheets', 'Feuilles assouplissantes'),
      ],
    },
    {
      id: 'temperature',
      kind: 'single',
      required: true,
      text: { en: 'Which water temperature do you use most?', fr: 'Quelle température d’eau utilisez-vous le plus?' },
      options: [option('cold', 'Cold', 'Froide'), option('warm', 'Warm', 'Tiède'), option('hot', 'Hot', 'Chaude')],
    },
  ],
  1286: [
    {
      id: 'little-ones',
      kind: 'single',
      required: true,
      text: { en: 'Do children under 3 live in your home?', fr: 'Des enfants de moins de 3 ans vivent-ils chez vous?' },
      options: yesNo,
    },
    {
      id: 'products',
      kind: 'multiple',
      required: false,
      maxChoices: 4,
      text: { en: 'Which baby care products do you buy?', fr: 'Quels produits de soins pour bébé achetez-vous?' },
      options: [
        option('diapers', 'Diapers', 'Couches'),
        option('wipes', 'Wipes', 'Lingettes'),
        option('wash', 'Baby wash', 'Nettoyant pour bébé'),
        option('none', 'None', 'Aucun'),
      ],
    },
    satisfaction(
      'confidence',
      'How confident are you choosing baby care products?',
      'À quel point êtes-vous à l’aise pour choisir des produits de soins pour bébé?',
      true,
    ),
  ],
  // The scenario surveys (see SCENARIO_NAMES in contracts): a third-party scenario script opens them.
  1291: [
    {
      id: 'shopping-for',
      kind: 'multiple',
      required: true,
      maxChoices: 4,
      text: { en: 'Who do you shop for?', fr: 'Pour qui faites-vous les courses?' },
      options: [
        option('myself', 'Myself', 'Moi-même'),
        option('partner', 'A spouse or partner', 'Un conjoint ou un partenaire'),
        option('children', 'Children', 'Des enfants'),
        option('parents', 'Parents or relatives', 'Des parents ou des proches'),
      ],
    },
    {
      id: 'store-kind',
      kind: 'single',
      required: true,
      text: { en: 'Where do you buy household products most often?', fr: 'Où achetez-vous le plus souvent vos produits ménagers?' },
      options: [
        option('grocery', 'At a grocery store', 'À l’épicerie'),
        option('pharmacy', 'At a pharmacy', 'À la pharmacie'),
        option('big-box', 'At a big-box store', 'Dans une grande surface'),
        option('online', 'Online', 'En ligne'),
      ],
    },
    anythingElse('anything-else'),
  ],
  1292: [
    satisfaction(
      'easy',
      'How easy was it to find what you came for?',
      'À quel point était-il facile de trouver ce que vous cherchiez?',
      true,
    ),
    {
      id: 'came-for',
      kind: 'single',
      required: true,
      text: { en: 'What did you come to do today?', fr: 'Qu’êtes-vous venu faire aujourd’hui?' },
      options: [
        option('earn', 'Earn points', 'Accumuler des points'),
        option('redeem', 'Redeem points', 'Échanger des points'),
        option('coupons', 'Get coupons or samples', 'Obtenir des bons de réduction ou des échantillons'),
        option('cause', 'Support my cause', 'Soutenir ma cause'),
      ],
    },
    {
      id: 'improve',
      kind: 'text',
      required: false,
      maxLength: 500,
      text: { en: 'What could we do better?', fr: 'Que pourrions-nous améliorer?' },
    },
  ],
};
