import { route } from './define-route';

/** The screens shell renders itself: its part of the route table (a remote bundles its own part only). */
export const shellRoutes = [
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
] as const;
