import type { Bilingual } from './types';

/** The 13 provinces and territories, by postal abbreviation, in both languages. */
export const PROVINCES_AND_TERRITORIES: readonly { readonly code: string; readonly name: Bilingual }[] = [
  { code: 'AB', name: { en: 'Alberta', fr: 'Alberta' } },
  { code: 'BC', name: { en: 'British Columbia', fr: 'Colombie-Britannique' } },
  { code: 'MB', name: { en: 'Manitoba', fr: 'Manitoba' } },
  { code: 'NB', name: { en: 'New Brunswick', fr: 'Nouveau-Brunswick' } },
  { code: 'NL', name: { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' } },
  { code: 'NS', name: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse' } },
  { code: 'NT', name: { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' } },
  { code: 'NU', name: { en: 'Nunavut', fr: 'Nunavut' } },
  { code: 'ON', name: { en: 'Ontario', fr: 'Ontario' } },
  { code: 'PE', name: { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' } },
  { code: 'QC', name: { en: 'Quebec', fr: 'Québec' } },
  { code: 'SK', name: { en: 'Saskatchewan', fr: 'Saskatchewan' } },
  { code: 'YT', name: { en: 'Yukon', fr: 'Yukon' } },
];

/** How often a sweepstakes closes and is drawn (Toronto time). */
export type SweepstakesPeriod = 'month' | 'quarter';

/** The official rules of one sweepstakes: content, kept in code like the survey questions. */
interface SweepstakesRules {
  readonly period: SweepstakesPeriod;
  readonly prizes: readonly { readonly quantity: number; readonly description: Bilingual; readonly valueCad: number }[];
  /** Postal abbreviations of the provinces and territories whose residents may enter. */
  readonly eligibleRegions: readonly string[];
  /** True when survey rewards put their 5 automatic entries in this sweepstakes. */
  readonly receivesSurveyEntries: boolean;
  readonly rules: Bilingual;
}

const everywhere = PROVINCES_AND_TERRITORIES.map((region) => region.code);

/** Who may enter, in words. */
export const MINIMUM_AGE: Bilingual = {
  en: 'The age of majority in your province or territory of residence (18 or 19)',
  fr: 'L’âge de la majorité dans votre province ou territoire de résidence (18 ou 19 ans)',
};

/** The official rules of each sweepstakes reward, by its external reference. */
const SWEEPSTAKES_RULES: Readonly<Record<string, SweepstakesRules>> = {
  'SWP-CASH-5000': {
    period: 'month',
    prizes: [
      {
        quantity: 1,
        description: { en: '$5,000 cash, paid by bank transfer', fr: '5 000 $ en argent, versés par virement' },
        valueCad: 5000,
      },
    ],
    eligibleRegions: everywhere,
    receivesSurveyEntries: true,
    rules: {
      en: 'Sponsor: Maple Rewards. No purchase necessary: every survey reward adds 5 free entries, and members may also enter for 50 points an entry (at most 10 at a time). The draw is held at random among all eligible entries received during the month; the odds of winning depend on the number of eligible entries received. Before the prize is awarded, the selected entrant must correctly answer, unaided, a mathematical skill-testing question. One prize per household per draw.',
      fr: 'Commanditaire : Maple Rewards. Aucun achat requis : chaque récompense de sondage ajoute 5 participations gratuites, et les membres peuvent aussi participer pour 50 points par participation (10 au plus à la fois). Le tirage au sort a lieu parmi toutes les participations admissibles reçues pendant le mois; les chances de gagner dépendent du nombre de participations admissibles reçues. Avant de recevoir le prix, la personne sélectionnée doit répondre correctement, sans aide, à une question d’habileté mathématique. Un prix par foyer par tirage.',
    },
  },
  'SWP-GROCERIES-YEAR': {
    period: 'quarter',
    prizes: [
      {
        quantity: 1,
        description: {
          en: 'A year of groceries: $7,800 in grocery gift cards',
          fr: 'Une année d’épicerie : 7 800 $ en cartes-cadeaux d’épicerie',
        },
        valueCad: 7800,
      },
      { quantity: 3, description: { en: 'A $100 grocery gift card', fr: 'Une carte-cadeau d’épicerie de 100 $' }, valueCad: 100 },
    ],
    eligibleRegions: everywhere,
    receivesSurveyEntries: false,
    rules: {
      en: 'Sponsor: Maple Rewards. No purchase necessary: to enter without points, write to Maple Rewards Groceries Sweepstakes, PO Box 1867, Toronto ON M5W 1E6, for one entry per envelope. Members may enter for 25 points an entry (at most 20 at a time). Four prizes are drawn at random among all eligible entries received during the quarter, grand prize first; the odds of winning depend on the number of eligible entries received. Before a prize is awarded, the selected entrant must correctly answer, unaided, a mathematical skill-testing question.',
      fr: 'Commanditaire : Maple Rewards. Aucun achat requis : pour participer sans points, écrivez au Concours Épicerie Maple Rewards, C.P. 1867, Toronto ON M5W 1E6, une participation par enveloppe. Les membres peuvent participer pour 25 points par participation (20 au plus à la fois). Quatre prix sont tirés au sort parmi toutes les participations admissibles reçues pendant le trimestre, en commençant par le grand prix; les chances de gagner dépendent du nombre de participations admissibles reçues. Avant de recevoir un prix, la personne sélectionnée doit répondre correctement, sans aide, à une question d’habileté mathématique.',
    },
  },
};

/** The official rules of a sweepstakes reward, or undefined (an own key only: `constructor` is no sweepstakes). */
export function sweepstakesRulesOf(sweepstakesId: string): SweepstakesRules | undefined {
  return Object.hasOwn(SWEEPSTAKES_RULES, sweepstakesId) ? SWEEPSTAKES_RULES[sweepstakesId] : undefined;
}
