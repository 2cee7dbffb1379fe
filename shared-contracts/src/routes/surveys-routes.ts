import { route } from './define-route';

/** The screens mfe-surveys renders: its part of the route table (a remote bundles its own part only). */
export const surveysRoutes = [
  route('survey', 'surveys', { 'en-CA': '/survey/', 'fr-CA': '/fr/sondage/' }, { 'en-CA': 'Surveys', 'fr-CA': 'Sondages' }),
  route('quizzes', 'surveys', { 'en-CA': '/quizzes/', 'fr-CA': '/fr/quiz/' }, { 'en-CA': 'Quizzes', 'fr-CA': 'Quiz' }),
  route(
    'quizBlackHistory',
    'surveys',
    { 'en-CA': '/quizzes/black-history/', 'fr-CA': '/fr/quiz/histoire-des-noirs/' },
    { 'en-CA': 'Black History quiz', 'fr-CA': 'Quiz sur l’histoire des Noirs' },
  ),
  route(
    'quizGiving',
    'surveys',
    { 'en-CA': '/quizzes/giving/', 'fr-CA': '/fr/quiz/generosite/' },
    { 'en-CA': 'Giving quiz', 'fr-CA': 'Quiz sur la générosité' },
  ),
  route(
    'quizSustainability',
    'surveys',
    { 'en-CA': '/quizzes/sustainability/', 'fr-CA': '/fr/quiz/developpement-durable/' },
    { 'en-CA': 'Sustainability quiz', 'fr-CA': 'Quiz sur le développement durable' },
  ),
  route(
    'quizWater',
    'surveys',
    { 'en-CA': '/quizzes/water/', 'fr-CA': '/fr/quiz/eau/' },
    { 'en-CA': 'Water quiz', 'fr-CA': 'Quiz sur l’eau' },
  ),
  route(
    'quizActivist',
    'surveys',
    { 'en-CA': '/quizzes/activist/', 'fr-CA': '/fr/quiz/militantisme/' },
    { 'en-CA': 'Activist quiz', 'fr-CA': 'Quiz sur le militantisme' },
  ),
  route(
    'quizHandWashing',
    'surveys',
    { 'en-CA': '/quizzes/hand-washing/', 'fr-CA': '/fr/quiz/lavage-des-mains/' },
    { 'en-CA': 'Hand washing quiz', 'fr-CA': 'Quiz sur le lavage des mains' },
  ),
] as const;
