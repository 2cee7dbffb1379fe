import type { RouteId } from '@maple/contracts/routes';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The route ids of the quiz screens. */
export type QuizRouteId = Extract<
  RouteId,
  'quizBlackHistory' | 'quizGiving' | 'quizSustainability' | 'quizWater' | 'quizActivist' | 'quizHandWashing'
>;

/** What a quiz page shows about its quiz. */
export interface QuizDefinition {
  /** The quiz's screen in the route table; its title is the page's heading. */
  readonly routeId: QuizRouteId;
  /** The quiz's id in the API (`user/quizzes/{quizId}`), which is its page's slug. */
  readonly quizId: string;
  /** One sentence on what the quiz covers: the page's intro and the quiz's card in the listing. */
  readonly summary: MessageDescriptor;
  /** Short factual paragraphs introducing the quiz's topic. */
  readonly about: readonly MessageDescriptor[];
}

const messages = defineMessages({
  blackHistorySummary: {
    id: 'quizzes.blackHistory.summary',
    defaultMessage:
      'Test what you know about Black history in Canada, from the Underground Railroad to the people who changed the country.',
  },
  blackHistoryMonth: {
    id: 'quizzes.blackHistory.month',
    defaultMessage:
      'Canada marks Black History Month every February. The House of Commons recognized it in 1995, on a motion by Jean Augustine, the first Black woman elected to the House of Commons.',
  },
  blackHistoryPeople: {
    id: 'quizzes.blackHistory.people',
    defaultMessage:
      'The quiz covers people and places such as Viola Desmond, the Nova Scotia businesswoman who refused to leave the whites-only section of a New Glasgow movie theatre in 1946 and now appears on the $10 bill, and the Underground Railroad, the network that helped thousands of freedom seekers reach Canada in the decades before the American Civil War.',
  },
  givingSummary: {
    id: 'quizzes.giving.summary',
    defaultMessage: 'See how much you know about giving back, from donating and volunteering to choosing a charity.',
  },
  givingForms: {
    id: 'quizzes.giving.forms',
    defaultMessage:
      'Giving takes many forms: donating money, volunteering your time, or donating food, clothing and other goods to people who need them.',
  },
  givingCanada: {
    id: 'quizzes.giving.canada',
    defaultMessage:
      'In Canada, registered charities can issue official donation receipts, which donors claim on their income tax return for a tax credit. GivingTuesday, the global day of giving held on the Tuesday after American Thanksgiving, has been celebrated in Canada since 2013.',
  },
  sustainabilitySummary: {
    id: 'quizzes.sustainability.summary',
    defaultMessage: 'Find out how everyday choices at home, from saving energy to cutting waste, add up for the planet.',
  },
  sustainabilityDefinition: {
    id: 'quizzes.sustainability.definition',
    defaultMessage:
      'Sustainability means meeting the needs of the present without compromising the ability of future generations to meet their own needs. That definition comes from Our Common Future, the 1987 report of the United Nations World Commission on Environment and Development.',
  },
  sustainabilityAtHome: {
    id: 'quizzes.sustainability.atHome',
    defaultMessage:
      'At home, it starts with the three Rs, in order: reduce what you buy and throw away, reuse what you can, then recycle the rest. Washing laundry in cold water, running full loads and sorting your recycling correctly all help too.',
  },
  waterSummary: {
    id: 'quizzes.water.summary',
    defaultMessage: 'Dive into facts about fresh water in Canada and simple ways to use less of it at home.',
  },
  waterCanada: {
    id: 'quizzes.water.canada',
    defaultMessage:
      'Canada holds about 20% of the world’s fresh water, but only about 7% of the world’s renewable fresh water, the part that rain and snow replenish each year.',
  },
  waterSaving: {
    id: 'quizzes.water.saving',
    defaultMessage:
      'Small habits save a lot of water: fix dripping taps, take shorter showers, and run the dishwasher and washing machine only when they are full. World Water Day, held by the United Nations every March 22, is a reminder of why it matters.',
  },
  activistSummary: {
    id: 'quizzes.activist.summary',
    defaultMessage: 'Learn about Canadians who spoke up for change, and the everyday ways anyone can make a difference.',
  },
  activistWhat: {
    id: 'quizzes.activist.what',
    defaultMessage:
      'An activist works for social or environmental change: by volunteering, organizing in their community, raising funds or speaking up to elected representatives.',
  },
  activistExamples: {
    id: 'quizzes.activist.examples',
    defaultMessage:
      'Canadian examples include the Famous Five, whose Persons Case led to the 1929 ruling that women are persons under the law and can be appointed to the Senate, and Terry Fox, whose 1980 Marathon of Hope raised money for cancer research and inspired the Terry Fox Run, held every year since 1981.',
  },
  handWashingSummary: {
    id: 'quizzes.handWashing.summary',
    defaultMessage: 'Brush up on how, when and why to wash your hands, one of the simplest ways to stop the spread of germs.',
  },
  handWashingHow: {
    id: 'quizzes.handWashing.how',
    defaultMessage:
      'Washing your hands with soap and water for at least 20 seconds helps remove the germs that cause illnesses such as colds and the flu. Scrub your palms, the backs of your hands, between your fingers and under your nails, then rinse and dry with a clean towel.',
  },
  handWashingSanitizer: {
    id: 'quizzes.handWashing.sanitizer',
    defaultMessage:
      'When soap and water are not available, an alcohol-based hand sanitizer with at least 60% alcohol is a good alternative. Global Handwashing Day, held every October 15, promotes the habit around the world.',
  },
});

/** Every quiz, in the order the listing shows them. */
export const quizDefinitions: readonly QuizDefinition[] = [
  {
    routeId: 'quizBlackHistory',
    quizId: 'black-history',
    summary: messages.blackHistorySummary,
    about: [messages.blackHistoryMonth, messages.blackHistoryPeople],
  },
  { routeId: 'quizGiving', quizId: 'giving', summary: messages.givingSummary, about: [messages.givingForms, messages.givingCanada] },
  {
    routeId: 'quizSustainability',
    quizId: 'sustainability',
    summary: messages.sustainabilitySummary,
    about: [messages.sustainabilityDefinition, messages.sustainabilityAtHome],
  },
  { routeId: 'quizWater', quizId: 'water', summary: messages.waterSummary, about: [messages.waterCanada, messages.waterSaving] },
  {
    routeId: 'quizActivist',
    quizId: 'activist',
    summary: messages.activistSummary,
    about: [messages.activistWhat, messages.activistExamples],
  },
  {
    routeId: 'quizHandWashing',
    quizId: 'hand-washing',
    summary: messages.handWashingSummary,
    about: [messages.handWashingHow, messages.handWashingSanitizer],
  },
];
