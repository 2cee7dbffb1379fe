import { createRouteIndex, siteRoutes } from '@maple/contracts/routes';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import type { LandingPageDefinition } from '../landing-page-definition';
import { recycling } from '../pages/recycling';
import { LandingPage } from './landing-page';

const springCleaning: LandingPageDefinition = {
  route: {
    id: 'springCleaning',
    app: 'campaigns',
    kind: 'landing',
    protected: false,
    paths: { 'en-CA': '/spring-cleaning/', 'fr-CA': '/fr/grand-menage-du-printemps/' },
    title: { 'en-CA': 'Spring cleaning', 'fr-CA': 'Grand ménage du printemps' },
  },
  content: {
    'en-CA': {
      intro: 'Fresh tips for a fresh start.',
      sections: [{ heading: 'Start with the kitchen', body: 'Clear the counters first.' }],
    },
    'fr-CA': {
      intro: 'Des conseils pour repartir à neuf.',
      sections: [{ heading: 'Commencez par la cuisine', body: 'Dégagez d’abord les comptoirs.' }],
    },
  },
};

describe('LandingPage', () => {
  it('shows the recycling campaign in English: its title, intro, sections and call to action', () => {
    renderPage(<LandingPage page={recycling} />, { path: '/recycling/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Recycling' })).toBeInTheDocument();
    expect(screen.getByText(/Small habits make recycling work/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Check your local rules' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Empty and rinse' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the sustainability quiz' })).toHaveAttribute('href', '/quizzes/sustainability/');
  });

  it('shows the same campaign in French on its French path', () => {
    renderPage(<LandingPage page={recycling} />, { path: '/fr/recyclage/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Recyclage' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Videz et rincez' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Faites le quiz sur le développement durable' })).toHaveAttribute(
      'href',
      '/fr/quiz/developpement-durable/',
    );
  });

  it('renders a new landing page from its definition alone, with no call to action when it has none', () => {
    renderPage(<LandingPage page={springCleaning} />, {
      path: '/fr/grand-menage-du-printemps/',
      props: { routes: createRouteIndex([...siteRoutes.routes, springCleaning.route]) },
    });

    const page = screen.getByRole('article', { name: 'Grand ménage du printemps' });
    expect(within(page).getByText('Des conseils pour repartir à neuf.')).toBeInTheDocument();
    expect(within(page).getByRole('heading', { level: 2, name: 'Commencez par la cuisine' })).toBeInTheDocument();
    expect(within(page).queryByRole('link')).not.toBeInTheDocument();
  });
});
