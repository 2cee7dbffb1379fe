import { aProfile, createFakeSiteApi, signedInState } from '@maple/testing';
import { screen, within } from '@testing-library/react';
import { anImpact, answer } from '../../testing/account-factories';
import { renderPage } from '../../testing/render-page';
import { MyAccountPage } from './my-account-page';

const impact = answer(anImpact());

function renderMyAccount(path: string) {
  const profile = aProfile({
    traits: { addressLine1: '12 Elgin Street', cityName: 'Ottawa', territoryName: 'ON', postalAreaCode: 'K1P1J1' },
  });
  renderPage(<MyAccountPage />, {
    path,
    props: { api: createFakeSiteApi({ getProfile: answer(profile), impact }).api, state: signedInState() },
  });
}

describe('MyAccountPage', () => {
  it('gathers the member’s details, consents, delivery address and data under one heading', async () => {
    renderMyAccount('/my-account');

    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(await screen.findByText('K1P 1J1')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your details' })).toHaveTextContent('Ada Lovelace');
    expect(screen.getByRole('region', { name: 'What we may send you' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent('12 Elgin Street');
    expect(within(screen.getByRole('region', { name: 'Your data' })).getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Related pages' })).toContainElement(
      screen.getByRole('link', { name: 'Points history' }),
    );
  });

  it('is all in French on the French path', async () => {
    renderMyAccount('/fr/mon-compte');

    expect(screen.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    expect(await screen.findByText('Ottawa, Ontario')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Vos renseignements' })).toHaveTextContent('Ada Lovelace');
    expect(screen.getByRole('region', { name: 'Ce que nous pouvons vous envoyer' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Adresse de livraison' })).toHaveTextContent('12 Elgin Street');
    expect(
      within(screen.getByRole('region', { name: 'Vos données' })).getByRole('button', { name: 'Supprimer mon compte' }),
    ).toBeInTheDocument();
  });
});
