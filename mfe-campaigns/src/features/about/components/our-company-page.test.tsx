import { screen } from '@testing-library/react';
import { renderPage } from '#src/testing/render-page.tsx';
import { OurCompanyPage } from './our-company-page';

describe('OurCompanyPage', () => {
  it('says who runs Maple Rewards, how it is paid for, how it gives back and how to reach the team', () => {
    renderPage(<OurCompanyPage />, { path: '/our-company' });

    expect(screen.getByRole('heading', { level: 1, name: 'Our company' })).toBeInTheDocument();
    expect(screen.getByText(/run by Maple Rewards Canada Inc\./)).toBeInTheDocument();
    for (const heading of ['Who we are', 'How the program is paid for', 'Giving back', 'Your personal information', 'Contact us'])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
  });

  it('says the same in French on its French path', () => {
    renderPage(<OurCompanyPage />, { path: '/fr/notre-entreprise' });

    expect(screen.getByRole('heading', { level: 1, name: 'Notre entreprise' })).toBeInTheDocument();
    expect(screen.getByText(/géré par Maple Rewards Canada inc\./)).toBeInTheDocument();
    for (const heading of ['Qui nous sommes', 'Qui paie le programme', 'Redonner', 'Vos renseignements personnels', 'Nous joindre'])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });
});
