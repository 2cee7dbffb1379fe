import { screen } from '@testing-library/react';
import { renderPage } from '#src/testing/render-page.tsx';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('explains what members do and who can join', () => {
    renderPage(<AboutPage />, { path: '/about' });

    expect(screen.getByRole('heading', { level: 1, name: 'About Maple Rewards' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What members do' })).toBeInTheDocument();
    expect(screen.getByText(/open to residents of Canada who are 18 or older/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our causes' })).toHaveAttribute('href', '/causes/');
  });

  it('says the same in French', () => {
    renderPage(<AboutPage />, { path: '/fr/a-propos' });

    expect(screen.getByRole('heading', { level: 1, name: 'À propos de Maple Rewards' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Qui peut devenir membre' })).toBeInTheDocument();
    expect(screen.getByText(/ouverte aux résidents du Canada âgés de 18 ans ou plus/)).toBeInTheDocument();
  });
});
