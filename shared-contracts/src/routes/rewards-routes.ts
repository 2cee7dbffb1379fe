import { route, signedIn } from './define-route';

/** The screens mfe-rewards renders: its part of the route table (a remote bundles its own part only). */
export const rewardsRoutes = [
  route('rewards', 'rewards', { 'en-CA': '/rewards/', 'fr-CA': '/fr/recompenses/' }, { 'en-CA': 'Rewards', 'fr-CA': 'Récompenses' }),
  route(
    'allRewards',
    'rewards',
    { 'en-CA': '/rewards/all/', 'fr-CA': '/fr/recompenses/toutes/' },
    { 'en-CA': 'All rewards', 'fr-CA': 'Toutes les récompenses' },
  ),
  route(
    'sweepstakesEntry',
    'rewards',
    { 'en-CA': '/rewards/sweepstakes-entry/', 'fr-CA': '/fr/recompenses/cartes-de-concours/' },
    { 'en-CA': 'Sweepstakes entries', 'fr-CA': 'Participations aux concours' },
  ),
  route(
    'actionTasks',
    'rewards',
    { 'en-CA': '/rewards/action-oriented-reward-tasks', 'fr-CA': '/fr/recompenses/action-oriented-reward-tasks' },
    { 'en-CA': 'Reward tasks', 'fr-CA': 'Tâches récompensées' },
    signedIn,
  ),
  route(
    'earnPoints',
    'rewards',
    { 'en-CA': '/earn-points/', 'fr-CA': '/fr/accumulez-des-points/' },
    { 'en-CA': 'Earn points', 'fr-CA': 'Accumulez des points' },
  ),
  route('impact', 'rewards', { 'en-CA': '/impact/', 'fr-CA': '/fr/impact/' }, { 'en-CA': 'Our impact', 'fr-CA': 'Notre impact' }),
] as const;
