import type { RewardType } from '@maple/contracts';
import type { PartnerPage } from '@maple/contracts';
import type { Bilingual } from './types';

/**
 * The seeded catalogue, in English and French. Bump {@link SEED_VERSION} when adding to it:
 * a database is seeded once per version, and rows that already exist are left alone (so
 * inventory and stock that members have used up are not reset).
 */
export const SEED_VERSION = 2;

/** The default cause (spec section 9), applied when none is given. */
export const DEFAULT_CAUSE_ID = '006WWF';
/** The cause of the Always campaign (spec section 3). */
export const ALWAYS_CAMPAIGN_CAUSE_ID = '003EPP';
/** The campaign slug of the Always campaign. */
export const ALWAYS_CAMPAIGN_NAME = 'alwayscoupon2025';
/** The pledge (spec section 3), accepted by `user/transaction/customFields`. */
export const PLEDGE_ID = '648';

interface CauseSeed {
  readonly id: string;
  readonly shortKey: string | null;
  readonly name: Bilingual;
}

/** The causes of spec section 3, with their short keys. */
export const CAUSES: readonly CauseSeed[] = [
  { id: '001CSDW', shortKey: 'csdw', name: { en: 'Children’s Safe Drinking Water', fr: 'Eau potable saine pour les enfants' } },
  { id: '002TLOH', shortKey: 'tloh', name: { en: 'Tide Loads of Hope disaster relief', fr: 'Tide Loads of Hope : aide aux sinistrés' } },
  { id: '003EPP', shortKey: 'epp', name: { en: 'Always #EndPeriodPoverty', fr: 'Always #FinALaPrecariteMenstruelle' } },
  { id: '004FA', shortKey: null, name: { en: 'Food Allergy Canada', fr: 'Allergies Alimentaires Canada' } },
  {
    id: '004DSWBR',
    shortKey: 'dawnibr',
    name: { en: 'Dawn Saves Wildlife: International Bird Rescue', fr: 'Dawn sauve la faune : International Bird Rescue' },
  },
  {
    id: '006DSWMM',
    shortKey: 'dawnmmc',
    name: { en: 'Dawn Saves Wildlife: The Marine Mammal Center', fr: 'Dawn sauve la faune : The Marine Mammal Center' },
  },
  { id: '007COVID', shortKey: null, name: { en: 'COVID-19 community relief', fr: 'Aide communautaire COVID-19' } },
  {
    id: '008SGA',
    shortKey: 'safeguard',
    name: { en: 'Safeguard hand-washing education', fr: 'Safeguard : sensibilisation au lavage des mains' },
  },
  { id: '005SUW', shortKey: 'united', name: { en: 'United Way Centraide Canada', fr: 'Centraide United Way Canada' } },
  { id: '010TOR', shortKey: null, name: { en: 'Tree Canada: Operation ReLeaf', fr: 'Arbres Canada : Opération ReVert' } },
  { id: '012OHF', shortKey: null, name: { en: 'The Ottawa Hospital Foundation', fr: 'Fondation de l’Hôpital d’Ottawa' } },
  { id: '013HISTR', shortKey: null, name: { en: 'Black history scholarships', fr: 'Bourses d’études en histoire des Noirs' } },
  { id: '006WWF', shortKey: 'wwf', name: { en: 'WWF-Canada', fr: 'WWF-Canada' } },
  { id: '007COF', shortKey: 'cof', name: { en: 'Canadian Olympic Foundation', fr: 'Fondation olympique canadienne' } },
  {
    id: '015HOMEC',
    shortKey: 'ctcg',
    name: { en: 'Habitat for Humanity Canada home builds', fr: 'Habitat pour l’humanité Canada : construction de maisons' },
  },
];

interface RewardSeed {
  readonly id: string;
  readonly type: RewardType;
  readonly pointCost: number;
  /** The most one redemption may ask for. */
  readonly maxQuantity: number;
  /** What one unit is worth, in Canadian dollars. */
  readonly valueCad: number;
  /** Cause points one unit adds (cause donations). */
  readonly causePoints: number;
  /** Units left; null when unlimited. */
  readonly inventory: number | null;
  readonly charityId: string | null;
  readonly status: 'Available' | 'Unavailable';
  readonly detail: Bilingual;
  readonly rules: Bilingual;
  readonly otherDetails: Bilingual;
}

/** `Reward_Type` / `Reward_Type_FR`: the kind of reward as members read it. */
export const REWARD_TYPE_LABELS: Record<RewardType, Bilingual> = {
  SWEEPSTAKES: { en: 'Sweepstakes entry', fr: 'Participation au concours' },
  CAUSE_DONATION: { en: 'Cause donation', fr: 'Don à une cause' },
  GIFT_CARD: { en: 'Gift card', fr: 'Carte-cadeau' },
  DIGITAL_SUBSCRIPTION: { en: 'Digital subscription', fr: 'Abonnement numérique' },
  LOCAL_EXPERIENCE: { en: 'Local experience', fr: 'Expérience locale' },
};

const sweepstakesRules: Bilingual = {
  en: 'No purchase necessary. Open to legal residents of Canada who have reached the age of majority in their province or territory. Skill-testing question required. Odds depend on the number of eligible entries received.',
  fr: 'Aucun achat requis. Ouvert aux résidents légaux du Canada ayant atteint l’âge de la majorité dans leur province ou territoire. Question d’habileté mathématique requise. Les chances de gagner dépendent du nombre de participations admissibles reçues.',
};

const donationRules: Bilingual = {
  en: 'Maple Rewards forwards the full value of your donation to the cause. Donations are not eligible for a tax receipt and cannot be reversed.',
  fr: 'Maple Rewards remet la pleine valeur de votre don à la cause. Les dons ne donnent pas droit à un reçu fiscal et ne peuvent pas être annulés.',
};

const giftCardRules: Bilingual = {
  en: 'Your gift card code is emailed within five minutes; check your spam folder if it has not arrived. Gift cards cannot be exchanged for cash. Limit of 2 per redemption.',
  fr: 'Le code de votre carte-cadeau vous est envoyé par courriel en moins de cinq minutes; vérifiez vos courriels indésirables s’il n’est pas arrivé. Les cartes-cadeaux ne sont pas échangeables contre de l’argent. Limite de 2 par échange.',
};

/** The rewards: every type, one Unavailable (GC-SHOPPERS-20), one with no inventory left (GC-INDIGO-25). */
export const REWARDS: readonly RewardSeed[] = [
  {
    id: 'SWP-CASH-5000',
    type: 'SWEEPSTAKES',
    pointCost: 50,
    maxQuantity: 10,
    valueCad: 0,
    causePoints: 0,
    inventory: null,
    charityId: null,
    status: 'Available',
    detail: { en: 'Win $5,000 cash', fr: 'Gagnez 5 000 $ en argent' },
    rules: sweepstakesRules,
    otherDetails: {
      en: 'One entry in the monthly $5,000 cash prize draw. The draw takes place on the first business day of each month.',
      fr: 'Une participation au tirage mensuel d’un prix de 5 000 $ en argent. Le tirage a lieu le premier jour ouvrable de chaque mois.',
    },
  },
  {
    id: 'SWP-GROCERIES-YEAR',
    type: 'SWEEPSTAKES',
    pointCost: 25,
    maxQuantity: 20,
    valueCad: 0,
    causePoints: 0,
    inventory: null,
    charityId: null,
    status: 'Available',
    detail: { en: 'Win a year of groceries', fr: 'Gagnez une année d’épicerie' },
    rules: sweepstakesRules,
    otherDetails: {
      en: 'One entry to win $7,800 in grocery gift cards, enough for a year of weekly shopping for a family of four.',
      fr: 'Une participation pour gagner 7 800 $ en cartes-cadeaux d’épicerie, de quoi faire l’épicerie chaque semaine pendant un an pour une famille de quatre.',
    },
  },
  {
    id: 'DON-006WWF-500',
    type: 'CAUSE_DONATION',
    pointCost: 500,
    maxQuantity: 10,
    valueCad: 5,
    causePoints: 5,
    inventory: null,
    charityId: '006WWF',
    status: 'Available',
    detail: { en: 'Donate $5 to WWF-Canada', fr: 'Donnez 5 $ à WWF-Canada' },
    rules: donationRules,
    otherDetails: {
      en: 'Helps restore wetlands and protect at-risk species across Canada.',
      fr: 'Aide à restaurer les milieux humides et à protéger les espèces en péril partout au Canada.',
    },
  },
  {
    id: 'DON-003EPP-500',
    type: 'CAUSE_DONATION',
    pointCost: 500,
    maxQuantity: 10,
    valueCad: 5,
    causePoints: 5,
    inventory: null,
    charityId: '003EPP',
    status: 'Available',
    detail: { en: 'Donate $5 to end period poverty', fr: 'Donnez 5 $ pour mettre fin à la précarité menstruelle' },
    rules: donationRules,
    otherDetails: {
      en: 'Provides period products to students through school breakfast programs across Canada.',
      fr: 'Fournit des produits menstruels aux élèves par l’entremise des programmes de petits-déjeuners scolaires au Canada.',
    },
  },
  {
    id: 'DON-005SUW-1000',
    type: 'CAUSE_DONATION',
    pointCost: 1000,
    maxQuantity: 5,
    valueCad: 10,
    causePoints: 10,
    inventory: null,
    charityId: '005SUW',
    status: 'Available',
    detail: { en: 'Donate $10 to United Way Centraide', fr: 'Donnez 10 $ à Centraide United Way' },
    rules: donationRules,
    otherDetails: {
      en: 'Supports local food security, mental health and housing programs in your community.',
      fr: 'Soutient des programmes locaux de sécurité alimentaire, de santé mentale et de logement dans votre communauté.',
    },
  },
  {
    id: 'DON-001CSDW-250',
    type: 'CAUSE_DONATION',
    pointCost: 250,
    maxQuantity: 20,
    valueCad: 2.5,
    causePoints: 2,
    inventory: null,
    charityId: '001CSDW',
    status: 'Available',
    detail: { en: 'Give 25 days of clean drinking water', fr: 'Offrez 25 jours d’eau potable' },
    rules: donationRules,
    otherDetails: {
      en: 'Each donation provides a child with clean drinking water for 25 days through water purification packets.',
      fr: 'Chaque don procure à un enfant de l’eau potable pendant 25 jours grâce à des sachets de purification d’eau.',
    },
  },
  {
    id: 'DON-004DSWBR-500',
    type: 'CAUSE_DONATION',
    pointCost: 500,
    maxQuantity: 10,
    valueCad: 5,
    causePoints: 5,
    inventory: null,
    charityId: '004DSWBR',
    status: 'Available',
    detail: { en: 'Donate $5 to rescue oiled wildlife', fr: 'Donnez 5 $ pour secourir la faune mazoutée' },
    rules: donationRules,
    otherDetails: {
      en: 'Helps International Bird Rescue clean and care for seabirds affected by oil spills.',
      fr: 'Aide International Bird Rescue à nettoyer et à soigner les oiseaux marins touchés par les déversements de pétrole.',
    },
  },
  {
    id: 'GC-CINEPLEX-10',
    type: 'GIFT_CARD',
    pointCost: 1000,
    maxQuantity: 2,
    valueCad: 10,
    causePoints: 0,
    inventory: 500,
    charityId: null,
    status: 'Available',
    detail: { en: '$10 Cineplex gift card', fr: 'Carte-cadeau Cineplex de 10 $' },
    rules: giftCardRules,
    otherDetails: {
      en: 'Good for movies, snacks and games at Cineplex theatres and The Rec Room locations across Canada.',
      fr: 'Valable pour les films, les collations et les jeux dans les cinémas Cineplex et les établissements The Rec Room au Canada.',
    },
  },
  {
    id: 'GC-TIMHORTONS-5',
    type: 'GIFT_CARD',
    pointCost: 500,
    maxQuantity: 2,
    valueCad: 5,
    causePoints: 0,
    inventory: 1000,
    charityId: null,
    status: 'Available',
    detail: { en: '$5 Tim Hortons eGift card', fr: 'Carte-cadeau électronique Tim Hortons de 5 $' },
    rules: giftCardRules,
    otherDetails: {
      en: 'Load it into the Tim Hortons app or show the code at the counter.',
      fr: 'Ajoutez-la à l’application Tim Hortons ou présentez le code au comptoir.',
    },
  },
  {
    id: 'GC-INDIGO-25',
    type: 'GIFT_CARD',
    pointCost: 2500,
    maxQuantity: 2,
    valueCad: 25,
    causePoints: 0,
    inventory: 0,
    charityId: null,
    status: 'Available',
    detail: { en: '$25 Indigo gift card', fr: 'Carte-cadeau Indigo de 25 $' },
    rules: giftCardRules,
    otherDetails: {
      en: 'Books, gifts and home décor at Indigo, Chapters and Coles stores and indigo.ca.',
      fr: 'Livres, cadeaux et articles de décoration chez Indigo, Chapters et Coles et sur indigo.ca.',
    },
  },
  {
    id: 'GC-SHOPPERS-20',
    type: 'GIFT_CARD',
    pointCost: 2000,
    maxQuantity: 2,
    valueCad: 20,
    causePoints: 0,
    inventory: 200,
    charityId: null,
    status: 'Unavailable',
    detail: { en: '$20 Shoppers Drug Mart gift card', fr: 'Carte-cadeau Pharmaprix de 20 $' },
    rules: giftCardRules,
    otherDetails: {
      en: 'Temporarily unavailable while we restock with our partner.',
      fr: 'Temporairement non disponible pendant le réapprovisionnement auprès de notre partenaire.',
    },
  },
  {
    id: 'DS-CANGEO-12M',
    type: 'DIGITAL_SUBSCRIPTION',
    pointCost: 800,
    maxQuantity: 1,
    valueCad: 24,
    causePoints: 0,
    inventory: null,
    charityId: null,
    status: 'Available',
    detail: { en: 'Canadian Geographic digital edition, 1 year', fr: 'Canadian Geographic, édition numérique, 1 an' },
    rules: {
      en: 'Activation code emailed within five minutes. New subscribers only; the subscription does not renew automatically.',
      fr: 'Code d’activation envoyé par courriel en moins de cinq minutes. Nouveaux abonnés seulement; l’abonnement ne se renouvelle pas automatiquement.',
    },
    otherDetails: {
      en: 'Six digital issues of Canada’s geography and nature magazine, on phone, tablet or computer.',
      fr: 'Six numéros numériques du magazine canadien de géographie et de nature, sur téléphone, tablette ou ordinateur.',
    },
  },
  {
    id: 'DS-KOBOPLUS-3M',
    type: 'DIGITAL_SUBSCRIPTION',
    pointCost: 900,
    maxQuantity: 1,
    valueCad: 30,
    causePoints: 0,
    inventory: null,
    charityId: null,
    status: 'Available',
    detail: { en: 'Kobo Plus Read & Listen, 3 months', fr: 'Kobo Plus Lecture et écoute, 3 mois' },
    rules: {
      en: 'Activation code emailed within five minutes. Redeem by the end of the following month.',
      fr: 'Code d’activation envoyé par courriel en moins de cinq minutes. À utiliser avant la fin du mois suivant.',
    },
    otherDetails: {
      en: 'Unlimited eBooks and audiobooks in English and French.',
      fr: 'Livres numériques et livres audio illimités en français et en anglais.',
    },
  },
  {
    id: 'LX-ROM-FAMILY',
    type: 'LOCAL_EXPERIENCE',
    pointCost: 2000,
    maxQuantity: 1,
    valueCad: 60,
    causePoints: 0,
    inventory: 25,
    charityId: null,
    status: 'Available',
    detail: { en: 'Royal Ontario Museum family pass', fr: 'Laissez-passer familial au Musée royal de l’Ontario' },
    rules: {
      en: 'Admits two adults and up to three children once. Valid for 12 months; special exhibitions extra.',
      fr: 'Donne accès une fois à deux adultes et jusqu’à trois enfants. Valable 12 mois; expositions spéciales en sus.',
    },
    otherDetails: {
      en: 'Dinosaurs, world cultures and the Crystal in the heart of Toronto.',
      fr: 'Dinosaures, cultures du monde et le Cristal, au cœur de Toronto.',
    },
  },
  {
    id: 'LX-BIODOME-DUO',
    type: 'LOCAL_EXPERIENCE',
    pointCost: 1800,
    maxQuantity: 1,
    valueCad: 45,
    causePoints: 0,
    inventory: 40,
    charityId: null,
    status: 'Available',
    detail: { en: 'Montréal Biodôme admission for two', fr: 'Entrée au Biodôme de Montréal pour deux' },
    rules: {
      en: 'Two general admission tickets, valid for 6 months. Reserve your time slot online.',
      fr: 'Deux billets d’admission générale, valables 6 mois. Réservez votre plage horaire en ligne.',
    },
    otherDetails: {
      en: 'Walk through five ecosystems of the Americas, from the tropical rainforest to the sub-Antarctic islands.',
      fr: 'Parcourez cinq écosystèmes des Amériques, de la forêt tropicale aux îles subantarctiques.',
    },
  },
];

interface SurveySeed {
  readonly id: number;
  readonly key: string;
  readonly title: Bilingual;
  readonly points: 50 | 100;
  readonly onboarding: boolean;
}

/** The surveys: the three onboarding surveys (1275 to 1277), the topic surveys, then the scenario surveys. */
export const SURVEYS: readonly SurveySeed[] = [
  { id: 1275, key: 'onboardingAboutYou', title: { en: 'Tell us about you', fr: 'Parlez-nous de vous' }, points: 50, onboarding: true },
  { id: 1276, key: 'onboardingHousehold', title: { en: 'Your household', fr: 'Votre foyer' }, points: 50, onboarding: true },
  {
    id: 1277,
    key: 'onboardingInterests',
    title: { en: 'Your interests and causes', fr: 'Vos intérêts et vos causes' },
    points: 50,
    onboarding: true,
  },
  {
    id: 1281,
    key: 'beauty',
    title: { en: 'Your skin care and beauty routine', fr: 'Vos soins de la peau et votre routine beauté' },
    points: 100,
    onboarding: false,
  },
  { id: 1282, key: 'home', title: { en: 'Keeping your home clean', fr: 'L’entretien de votre maison' }, points: 100, onboarding: false },
  { id: 1283, key: 'hairCare', title: { en: 'Hair care habits', fr: 'Vos habitudes de soins capillaires' }, points: 50, onboarding: false },
  {
    id: 1284,
    key: 'oralCare',
    title: { en: 'Brushing, flossing and you', fr: 'Brossage, soie dentaire et vous' },
    points: 50,
    onboarding: false,
  },
  { id: 1285, key: 'laundry', title: { en: 'Laundry day', fr: 'Le jour de la lessive' }, points: 100, onboarding: false },
  {
    id: 1286,
    key: 'babyCare',
    title: { en: 'Baby and family care', fr: 'Soins de bébé et de la famille' },
    points: 100,
    onboarding: false,
  },
  // Seed version 2: the scenario surveys, opened by a scenario script, never listed in content/surveys.
  { id: 1291, key: 'deq', title: { en: 'A little more about you', fr: 'Un peu plus sur vous' }, points: 50, onboarding: false },
  { id: 1292, key: 'feedback', title: { en: 'Your visit today', fr: 'Votre visite d’aujourd’hui' }, points: 50, onboarding: false },
];

interface QuizSeed {
  readonly id: string;
  readonly title: Bilingual;
  readonly points: number;
}

/** The six quizzes; the ids match the quiz pages' slugs. */
export const QUIZZES: readonly QuizSeed[] = [
  { id: 'black-history', title: { en: 'Black history in Canada', fr: 'L’histoire des Noirs au Canada' }, points: 20 },
  { id: 'giving', title: { en: 'How much do you know about giving?', fr: 'Que savez-vous de la générosité?' }, points: 20 },
  { id: 'sustainability', title: { en: 'Everyday sustainability', fr: 'Le développement durable au quotidien' }, points: 20 },
  { id: 'water', title: { en: 'Water: every drop counts', fr: 'L’eau : chaque goutte compte' }, points: 20 },
  { id: 'activist', title: { en: 'What kind of activist are you?', fr: 'Quel genre de militant êtes-vous?' }, points: 20 },
  { id: 'hand-washing', title: { en: 'Hand washing myths and facts', fr: 'Lavage des mains : mythes et réalités' }, points: 20 },
];

interface ArticleSeed {
  readonly id: string;
  readonly title: Bilingual;
  readonly summary: Bilingual;
  readonly publishedAt: string;
}

/** The good-news articles. */
export const ARTICLES: readonly ArticleSeed[] = [
  {
    id: 'wetlands-restored-2026',
    title: { en: 'Members helped restore 40 hectares of wetland', fr: 'Les membres ont aidé à restaurer 40 hectares de milieux humides' },
    summary: {
      en: 'Donations through WWF-Canada funded wetland restoration along the St. Lawrence, home to 30 at-risk species.',
      fr: 'Les dons à WWF-Canada ont financé la restauration de milieux humides le long du Saint-Laurent, habitat de 30 espèces en péril.',
    },
    publishedAt: '2026-10-02T14:00:00.000Z',
  },
  {
    id: 'period-products-schools',
    title: { en: '1.2 million period products delivered to schools', fr: '1,2 million de produits menstruels livrés aux écoles' },
    summary: {
      en: 'Thanks to your support, students in 300 schools no longer miss class because they lack period products.',
      fr: 'Grâce à votre soutien, les élèves de 300 écoles ne manquent plus de cours faute de produits menstruels.',
    },
    publishedAt: '2026-09-12T14:00:00.000Z',
  },
  {
    id: 'clean-water-milestone',
    title: { en: 'A milestone for clean drinking water', fr: 'Une étape importante pour l’eau potable' },
    summary: {
      en: 'The Children’s Safe Drinking Water program passed 25 billion litres of clean water provided worldwide.',
      fr: 'Le programme Eau potable saine pour les enfants a dépassé les 25 milliards de litres d’eau potable fournis dans le monde.',
    },
    publishedAt: '2026-08-20T14:00:00.000Z',
  },
  {
    id: 'loads-of-hope-bc-wildfires',
    title: { en: 'Loads of Hope in British Columbia', fr: 'Loads of Hope en Colombie-Britannique' },
    summary: {
      en: 'The mobile laundromat washed more than 6,000 loads for families evacuated during the summer wildfires.',
      fr: 'La buanderie mobile a lavé plus de 6 000 brassées pour les familles évacuées lors des feux de forêt de l’été.',
    },
    publishedAt: '2026-07-30T14:00:00.000Z',
  },
  {
    id: 'hand-washing-classrooms',
    title: { en: 'Hand washing lessons reach 80,000 children', fr: 'Des leçons de lavage des mains pour 80 000 enfants' },
    summary: {
      en: 'Teachers in every province used the free Safeguard lesson kits to teach healthy habits.',
      fr: 'Des enseignants de toutes les provinces ont utilisé les trousses pédagogiques gratuites Safeguard pour enseigner de saines habitudes.',
    },
    publishedAt: '2026-06-15T14:00:00.000Z',
  },
];

interface OfferSeed {
  readonly id: string;
  readonly brand: string;
  readonly channel: 'print' | 'promo' | 'retail' | 'grocery' | 'loyalty';
  readonly title: Bilingual;
  readonly description: Bilingual;
  readonly value: Bilingual;
  readonly expiresAt: string;
  /** Shown only to signed-in members (nmc-consumer), not on the anonymous list. */
  readonly membersOnly: boolean;
  /** Its terms, kept with the catalogue (they are content, not member state). */
  readonly terms: OfferTerms;
}

/** The terms of an offer: how often a member may print it, its promo code, the partner page that serves it. */
export interface OfferTerms {
  /** Print coupons: prints per member, and the first 11 digits of its UPC-A code (number system 5). */
  readonly print?: { readonly limit: number; readonly upc: string };
  readonly promoCode?: string;
  readonly partnerPage?: PartnerPage;
}

/** Coupons and offers: at least one for every channel. */
export const OFFERS: readonly OfferSeed[] = [
  {
    id: 'OFF-PRINT-TIDE-3',
    brand: 'Tide',
    channel: 'print',
    title: { en: 'Save $3 on Tide PODS', fr: 'Économisez 3 $ sur Tide PODS' },
    description: {
      en: 'On one package of Tide PODS laundry detergent, 31 count or larger. Print and bring to any retailer in Canada.',
      fr: 'À l’achat d’un emballage de détergent à lessive Tide PODS, 31 unités ou plus. Imprimez-le et présentez-le chez tout détaillant au Canada.',
    },
    value: { en: '$3.00', fr: '3,00 $' },
    expiresAt: '2027-03-31T23:59:59.000Z',
    membersOnly: false,
    terms: { print: { limit: 2, upc: '53700031003' } },
  },
  {
    id: 'OFF-PRINT-PAMPERS-4',
    brand: 'Pampers',
    channel: 'print',
    title: { en: 'Save $4 on Pampers Swaddlers', fr: 'Économisez 4 $ sur Pampers Swaddlers' },
    description: {
      en: 'On one box of Pampers Swaddlers or Cruisers diapers, any size. Limit of one coupon per purchase.',
      fr: 'À l’achat d’une boîte de couches Pampers Swaddlers ou Cruisers, toutes tailles. Limite d’un coupon par achat.',
    },
    value: { en: '$4.00', fr: '4,00 $' },
    expiresAt: '2027-02-28T23:59:59.000Z',
    membersOnly: true,
    terms: { print: { limit: 1, upc: '53700044004' } },
  },
  {
    id: 'OFF-PROMO-OLAY-25',
    brand: 'Olay',
    channel: 'promo',
    title: { en: '25% off Olay Regenerist online', fr: '25 % de rabais sur Olay Regenerist en ligne' },
    description: {
      en: 'Use the promo code at checkout on olay.ca. One use per customer.',
      fr: 'Utilisez le code promotionnel lors du paiement sur olay.ca. Une utilisation par client.',
    },
    value: { en: '25%', fr: '25 %' },
    expiresAt: '2027-01-31T23:59:59.000Z',
    membersOnly: false,
    terms: { promoCode: 'OLAYMAPLE25' },
  },
  {
    id: 'OFF-RETAIL-GILLETTE-5',
    brand: 'Gillette',
    channel: 'retail',
    title: { en: '$5 cash back on Gillette Fusion5 razors', fr: 'Remise de 5 $ sur les rasoirs Gillette Fusion5' },
    description: {
      en: 'Load the offer to your retail partner account, buy in store or online, and get $5 back. Limit 1 per transaction.',
      fr: 'Ajoutez l’offre à votre compte du détaillant partenaire, achetez en magasin ou en ligne et obtenez 5 $ de remise. Limite de 1 par transaction.',
    },
    value: { en: '$5.00', fr: '5,00 $' },
    expiresAt: '2027-04-30T23:59:59.000Z',
    membersOnly: false,
    terms: { partnerPage: 'razor' },
  },
  {
    id: 'OFF-GROCERY-CASCADE-2',
    brand: 'Cascade',
    channel: 'grocery',
    title: { en: 'Save $2 on Cascade Platinum', fr: 'Économisez 2 $ sur Cascade Platinum' },
    description: {
      en: 'Digital coupon for your grocery partner app, on one package of Cascade Platinum dishwasher pods.',
      fr: 'Coupon numérique pour l’application de votre épicier partenaire, à l’achat d’un emballage de sachets pour lave-vaisselle Cascade Platinum.',
    },
    value: { en: '$2.00', fr: '2,00 $' },
    expiresAt: '2027-03-15T23:59:59.000Z',
    membersOnly: false,
    terms: { partnerPage: 'dishwasher' },
  },
  {
    id: 'OFF-LOYALTY-DOWNY-1000',
    brand: 'Downy',
    channel: 'loyalty',
    title: { en: '1,000 bonus points on Downy Unstopables', fr: '1 000 points en prime sur Downy Unstopables' },
    description: {
      en: 'Load the offer to your loyalty card and earn 1,000 bonus points when you buy Downy Unstopables in-wash scent boosters.',
      fr: 'Ajoutez l’offre à votre carte de fidélité et obtenez 1 000 points en prime à l’achat de rehausseurs de parfum Downy Unstopables.',
    },
    value: { en: '1,000 points', fr: '1 000 points' },
    expiresAt: '2027-02-28T23:59:59.000Z',
    membersOnly: true,
    terms: { partnerPage: 'loyaltyLogin' },
  },
  {
    id: 'OFF-PRINT-DOWNY-2',
    brand: 'Downy',
    channel: 'print',
    title: { en: 'Save $2 on Downy fabric softener', fr: 'Économisez 2 $ sur l’assouplissant Downy' },
    description: {
      en: 'On one bottle of Downy liquid fabric softener, 1.53 L or larger. Print and bring to any retailer in Canada.',
      fr: 'À l’achat d’une bouteille d’assouplissant liquide Downy de 1,53 L ou plus. Imprimez-le et présentez-le chez tout détaillant au Canada.',
    },
    value: { en: '$2.00', fr: '2,00 $' },
    expiresAt: '2027-05-31T23:59:59.000Z',
    membersOnly: false,
    terms: { print: { limit: 2, upc: '53700052002' } },
  },
  {
    id: 'OFF-RETAIL-TIDE-4',
    brand: 'Tide',
    channel: 'retail',
    title: { en: '$4 cash back on Tide liquid detergent', fr: 'Remise de 4 $ sur le détergent liquide Tide' },
    description: {
      en: 'Load the offer to your retail partner account and get $4 back on one bottle of Tide liquid, 2.04 L or larger. Limit 1 per transaction.',
      fr: 'Ajoutez l’offre à votre compte du détaillant partenaire et obtenez 4 $ de remise à l’achat d’une bouteille de Tide liquide de 2,04 L ou plus. Limite de 1 par transaction.',
    },
    value: { en: '$4.00', fr: '4,00 $' },
    expiresAt: '2027-04-30T23:59:59.000Z',
    membersOnly: false,
    terms: { partnerPage: 'fabricCare' },
  },
  {
    id: 'OFF-GROCERY-CASCADE-TABS-3',
    brand: 'Cascade',
    channel: 'grocery',
    title: {
      en: 'Save $3 on Cascade ActionPacs dish tablets',
      fr: 'Économisez 3 $ sur les pastilles pour lave-vaisselle Cascade ActionPacs',
    },
    description: {
      en: 'Digital coupon for your grocery partner app, on one box of Cascade ActionPacs, 60 count or larger.',
      fr: 'Coupon numérique pour l’application de votre épicier partenaire, à l’achat d’une boîte de Cascade ActionPacs de 60 unités ou plus.',
    },
    value: { en: '$3.00', fr: '3,00 $' },
    expiresAt: '2027-03-31T23:59:59.000Z',
    membersOnly: true,
    terms: { partnerPage: 'dishTablets' },
  },
];

interface IncentiveSeed {
  readonly id: string;
  readonly name: Bilingual;
  readonly description: Bilingual;
  readonly stock: number;
}

/** Free samples; SMP-CREST-3DWHITE is out of stock. */
export const INCENTIVES: readonly IncentiveSeed[] = [
  {
    id: 'SMP-DOWNY-UNSTOPABLES',
    name: { en: 'Downy Unstopables in-wash scent booster', fr: 'Rehausseur de parfum Downy Unstopables' },
    description: {
      en: 'A trial-size pouch of Fresh scent beads: up to 12 weeks of freshness in your laundry.',
      fr: 'Un sachet format d’essai de perles parfumées Frais : jusqu’à 12 semaines de fraîcheur pour votre lessive.',
    },
    stock: 5000,
  },
  {
    id: 'SMP-OLAY-REGENERIST',
    name: { en: 'Olay Regenerist Micro-Sculpting Cream', fr: 'Crème Micro-Sculptante Olay Regenerist' },
    description: {
      en: 'A 15 mL sample of Olay’s best-selling moisturizer with niacinamide and peptides.',
      fr: 'Un échantillon de 15 mL de l’hydratant le plus vendu d’Olay, à la niacinamide et aux peptides.',
    },
    stock: 2500,
  },
  {
    id: 'SMP-PANTENE-MIRACLE',
    name: { en: 'Pantene Miracle Rescue deep conditioner', fr: 'Revitalisant intense Pantene Miracle Rescue' },
    description: {
      en: 'A single-use pouch that repairs dry, damaged hair in three minutes.',
      fr: 'Un sachet à usage unique qui répare les cheveux secs et abîmés en trois minutes.',
    },
    stock: 3000,
  },
  {
    id: 'SMP-CREST-3DWHITE',
    name: { en: 'Crest 3D White toothpaste', fr: 'Dentifrice Crest 3D White' },
    description: {
      en: 'A travel-size tube of whitening toothpaste. Back soon: this sample has been claimed.',
      fr: 'Un tube format voyage de dentifrice blanchissant. De retour bientôt : cet échantillon a été entièrement réclamé.',
    },
    stock: 0,
  },
];

interface WelcomeMessageSeed {
  readonly kind: string;
  readonly subject: Bilingual;
  readonly body: Bilingual;
}

/** The messages every member gets at enrolment, stored in both languages and served in the caller's. */
export const WELCOME_MESSAGES: readonly WelcomeMessageSeed[] = [
  {
    kind: 'welcome',
    subject: { en: 'Welcome to Maple Rewards!', fr: 'Bienvenue chez Maple Rewards!' },
    body: {
      en: 'Thanks for joining. Every survey, quiz and receipt earns points you can redeem for gift cards, experiences and donations to the cause you chose.',
      fr: 'Merci de vous être inscrit. Chaque sondage, quiz et reçu vous rapporte des points à échanger contre des cartes-cadeaux, des expériences et des dons à la cause de votre choix.',
    },
  },
  {
    kind: 'onboarding',
    subject: { en: 'Earn your first 150 points', fr: 'Obtenez vos 150 premiers points' },
    body: {
      en: 'Complete the three short onboarding surveys to earn 50 points each, plus a cause point and 5 sweepstakes entries every time.',
      fr: 'Répondez aux trois courts sondages d’accueil pour obtenir 50 points chacun, plus un point cause et 5 participations au concours chaque fois.',
    },
  },
];
