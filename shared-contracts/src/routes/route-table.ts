import type { Localized, RouteDefinition, SpecRemoteName } from './route-definition';

function route<const Id extends string, const App extends 'shell' | SpecRemoteName>(
  id: Id,
  app: App,
  paths: Localized,
  title: Localized,
  options: { protected?: boolean; kind?: 'page' | 'landing' } = {},
): RouteDefinition<Id, App> {
  return { id, app, paths, title, protected: options.protected ?? false, kind: options.kind ?? 'page' };
}

const signedIn = { protected: true } as const;
const landing = { kind: 'landing' } as const;

/**
 * Every screen of the product spec (section 2), with both paths exactly as written
 * there. Paths the spec does not give are chosen here and listed in docs/routes.md.
 */
export const routeTable = [
  // shell
  route('login', 'shell', { 'en-CA': '/login/', 'fr-CA': '/fr/connexion/' }, { 'en-CA': 'Log in', 'fr-CA': 'Connexion' }),
  route('signup', 'shell', { 'en-CA': '/signup', 'fr-CA': '/fr/inscrivez-vous' }, { 'en-CA': 'Sign up', 'fr-CA': 'Inscription' }),
  route(
    'maintenance',
    'shell',
    { 'en-CA': '/maintenance/', 'fr-CA': '/fr/maintenance/' },
    { 'en-CA': 'Be right back', 'fr-CA': 'De retour sous peu' },
  ),
  route(
    'authCallback',
    'shell',
    { 'en-CA': '/auth/callback', 'fr-CA': '/fr/auth/retour' },
    { 'en-CA': 'Signing you in', 'fr-CA': 'Connexion en cours' },
  ),

  // mfe-rewards
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

  // mfe-account
  route(
    'myAccount',
    'account',
    { 'en-CA': '/my-account', 'fr-CA': '/fr/mon-compte' },
    { 'en-CA': 'My account', 'fr-CA': 'Mon compte' },
    signedIn,
  ),
  route(
    'changePassword',
    'account',
    { 'en-CA': '/change-password', 'fr-CA': '/fr/modifier-mot-de-passe/' },
    { 'en-CA': 'Change password', 'fr-CA': 'Modifier le mot de passe' },
    signedIn,
  ),
  route(
    'resetPassword',
    'account',
    { 'en-CA': '/reset-password', 'fr-CA': '/fr/reinitialiser-le-mot-de-passe' },
    { 'en-CA': 'Reset password', 'fr-CA': 'Réinitialiser le mot de passe' },
  ),
  route(
    'pointsHistory',
    'account',
    { 'en-CA': '/my-account/points-history/', 'fr-CA': '/fr/mon-compte/historique-des-points/' },
    { 'en-CA': 'Points history', 'fr-CA': 'Historique des points' },
    signedIn,
  ),
  route(
    'pointsDetails',
    'account',
    { 'en-CA': '/my-account/details', 'fr-CA': '/fr/mon-compte/details' },
    { 'en-CA': 'Points details', 'fr-CA': 'Détails des points' },
    signedIn,
  ),
  route(
    'impactDashboard',
    'account',
    { 'en-CA': '/my-dashboard', 'fr-CA': '/fr/mon-tableau-de-bord' },
    { 'en-CA': 'My impact dashboard', 'fr-CA': 'Mon tableau de bord' },
    signedIn,
  ),
  route(
    'optOut',
    'account',
    { 'en-CA': '/opt-out', 'fr-CA': '/fr/desinscrire' },
    { 'en-CA': 'Opt out', 'fr-CA': 'Se désinscrire' },
    signedIn,
  ),
  route(
    'referAFriend',
    'account',
    { 'en-CA': '/refer-a-friend', 'fr-CA': '/fr/referez-un-ami' },
    { 'en-CA': 'Refer a friend', 'fr-CA': 'Référez un ami' },
    signedIn,
  ),
  // Not in the spec: where a friend's invitation link leads (refer a friend, issue 11).
  route(
    'invitation',
    'account',
    { 'en-CA': '/invitation', 'fr-CA': '/fr/invitation' },
    { 'en-CA': 'An invitation to Maple Rewards', 'fr-CA': 'Une invitation à Maple Rewards' },
  ),
  route(
    'completeProfile',
    'account',
    { 'en-CA': '/complete-profile', 'fr-CA': '/fr/completer-le-profil/' },
    { 'en-CA': 'Complete your profile', 'fr-CA': 'Complétez votre profil' },
    signedIn,
  ),
  route(
    'myMessages',
    'account',
    { 'en-CA': '/my-messages', 'fr-CA': '/fr/mes-messages' },
    { 'en-CA': 'My messages', 'fr-CA': 'Mes messages' },
    signedIn,
  ),

  // mfe-coupons
  route('coupons', 'coupons', { 'en-CA': '/coupons/', 'fr-CA': '/fr/bons-rabais/' }, { 'en-CA': 'Coupons', 'fr-CA': 'Bons de réduction' }),
  route(
    'samples',
    'coupons',
    { 'en-CA': '/samples', 'fr-CA': '/fr/echantillons' },
    { 'en-CA': 'Free samples', 'fr-CA': 'Échantillons gratuits' },
  ),
  route(
    'outOfStock',
    'coupons',
    { 'en-CA': '/out-of-stock/', 'fr-CA': '/fr/epuisement-des-stocks/' },
    { 'en-CA': 'Out of stock', 'fr-CA': 'Épuisement des stocks' },
  ),
  route('basket', 'coupons', { 'en-CA': '/basket/', 'fr-CA': '/fr/panier/' }, { 'en-CA': 'My basket', 'fr-CA': 'Mon panier' }),

  // mfe-surveys
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

  // mfe-campaigns
  route('home', 'campaigns', { 'en-CA': '/', 'fr-CA': '/fr/' }, { 'en-CA': 'Home', 'fr-CA': 'Accueil' }),
  route(
    'about',
    'campaigns',
    { 'en-CA': '/about', 'fr-CA': '/fr/a-propos' },
    { 'en-CA': 'About Maple Rewards', 'fr-CA': 'À propos de Maple Rewards' },
  ),
  route(
    'offerRules',
    'campaigns',
    { 'en-CA': '/offer-rules', 'fr-CA': '/fr/regles-de-offre' },
    { 'en-CA': 'Offer rules', 'fr-CA': 'Règles de l’offre' },
  ),
  route('sitemap', 'campaigns', { 'en-CA': '/sitemap', 'fr-CA': '/fr/plan-du-site' }, { 'en-CA': 'Sitemap', 'fr-CA': 'Plan du site' }),
  route('help', 'campaigns', { 'en-CA': '/help', 'fr-CA': '/fr/aide' }, { 'en-CA': 'Help', 'fr-CA': 'Aide' }),
  route('chat', 'campaigns', { 'en-CA': '/chat', 'fr-CA': '/fr/clavardage' }, { 'en-CA': 'Chat with us', 'fr-CA': 'Clavardez avec nous' }),
  route('search', 'campaigns', { 'en-CA': '/search', 'fr-CA': '/fr/recherche' }, { 'en-CA': 'Search', 'fr-CA': 'Recherche' }),
  route(
    'goodNews',
    'campaigns',
    { 'en-CA': '/good-news/', 'fr-CA': '/fr/bonnes-nouvelles/' },
    { 'en-CA': 'Good news', 'fr-CA': 'Bonnes nouvelles' },
  ),
  route('articles', 'campaigns', { 'en-CA': '/articles/', 'fr-CA': '/fr/articles/' }, { 'en-CA': 'Articles', 'fr-CA': 'Articles' }),
  route('causes', 'campaigns', { 'en-CA': '/causes/', 'fr-CA': '/fr/causes/' }, { 'en-CA': 'Our causes', 'fr-CA': 'Nos causes' }),
  route(
    'scholarship',
    'campaigns',
    { 'en-CA': '/scholarship/', 'fr-CA': '/fr/bourse-d-etudes/' },
    { 'en-CA': 'Scholarship', 'fr-CA': 'Bourse d’études' },
  ),
  route(
    'menopause',
    'campaigns',
    { 'en-CA': '/learn-about-menopause', 'fr-CA': '/fr/en-savoir-plus-sur-la-menopause' },
    { 'en-CA': 'Learn about menopause', 'fr-CA': 'En savoir plus sur la ménopause' },
    landing,
  ),
  route(
    'fabricCareSampleSignup',
    'campaigns',
    { 'en-CA': '/signup/downy-unstopables-sample/', 'fr-CA': '/fr/inscrivez-vous/echantillon-downy-unstopables/' },
    { 'en-CA': 'Free fabric-care sample', 'fr-CA': 'Échantillon gratuit de soin des tissus' },
    landing,
  ),
  route(
    'recycling',
    'campaigns',
    { 'en-CA': '/recycling/', 'fr-CA': '/fr/recyclage/' },
    { 'en-CA': 'Recycling', 'fr-CA': 'Recyclage' },
    landing,
  ),
] as const;

/** A screen of the spec's route table. */
export type SpecRoute = (typeof routeTable)[number];

/** The id of a screen of the spec's route table: a typo is a compile error. */
export type RouteId = SpecRoute['id'];

/** The ids of the screens an app of the spec renders. */
export type RouteIdOf<App extends SpecRoute['app']> = Extract<SpecRoute, { app: App }>['id'];
