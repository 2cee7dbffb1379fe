import { route, signedIn } from './define-route';

/** The screens mfe-account renders: its part of the route table (a remote bundles its own part only). */
export const accountRoutes = [
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
] as const;
