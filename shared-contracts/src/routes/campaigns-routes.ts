import { route, landing } from './define-route';

/** The screens mfe-campaigns renders: its part of the route table (a remote bundles its own part only). */
export const campaignsRoutes = [
  route('home', 'campaigns', { 'en-CA': '/', 'fr-CA': '/fr/' }, { 'en-CA': 'Home', 'fr-CA': 'Accueil' }),
  route(
    'about',
    'campaigns',
    { 'en-CA': '/about', 'fr-CA': '/fr/a-propos' },
    { 'en-CA': 'About Maple Rewards', 'fr-CA': 'À propos de Maple Rewards' },
  ),
  route(
    'ourCompany',
    'campaigns',
    { 'en-CA': '/our-company', 'fr-CA': '/fr/notre-entreprise' },
    { 'en-CA': 'Our company', 'fr-CA': 'Notre entreprise' },
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
