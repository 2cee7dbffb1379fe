import type { OfferRules } from '@maple/contracts';
import { createFakeSiteApi } from '@maple/testing';
import { screen, within } from '@testing-library/react';
import { failure, ok } from '#src/testing/factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { OfferRulesPage } from './offer-rules-page';

const rules: OfferRules = {
  version: '2026.2',
  effectiveDate: '2026-09-01',
  documents: {
    'en-CA': {
      title: 'Maple Rewards offer rules',
      sections: [{ heading: '1. Who is eligible', paragraphs: ['Offers are open only to residents of Canada.'] }],
    },
    'fr-CA': {
      title: 'Règles des offres de Maple Rewards',
      sections: [{ heading: '1. Admissibilité', paragraphs: ['Les offres sont réservées aux résidents du Canada.'] }],
    },
  },
};

function apiIn(region: string | null) {
  return createFakeSiteApi({
    offerRules: ok(rules),
    geo: ok({ country: 'CA', region, latitude: null, longitude: null, proxy: false }),
  }).api;
}

describe('OfferRulesPage', () => {
  it('states the rules from the API in the page’s language, with their effective date', async () => {
    renderPage(<OfferRulesPage />, { path: '/offer-rules', props: { api: apiIn('ON') } });

    expect(screen.getByRole('heading', { level: 1, name: 'Offer rules' })).toBeInTheDocument();
    const document = await screen.findByRole('region', { name: 'Maple Rewards offer rules' });
    expect(within(document).getByRole('heading', { level: 3, name: '1. Who is eligible' })).toBeInTheDocument();
    expect(screen.getByText('In effect since September 1, 2026 (version 2026.2).')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Règles des offres de Maple Rewards' })).not.toBeInTheDocument();
  });

  it('shows a visitor in Quebec the French rules first, then the English ones, each in its language', async () => {
    renderPage(<OfferRulesPage />, { path: '/offer-rules', props: { api: apiIn('QC') } });

    const french = await screen.findByRole('region', { name: 'Règles des offres de Maple Rewards' });
    const english = screen.getByRole('region', { name: 'Maple Rewards offer rules' });
    expect(french.compareDocumentPosition(english) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(french.closest('[lang]')).toHaveAttribute('lang', 'fr-CA');
    expect(english.closest('[lang]')).toHaveAttribute('lang', 'en-CA');
    expect(screen.getByRole('note')).toHaveTextContent('You seem to be in Quebec: the rules are shown in French first, then in English.');
  });

  it('shows the page’s language when where the visitor is cannot be told', async () => {
    const { api } = createFakeSiteApi({ offerRules: ok(rules), geo: failure() });
    renderPage(<OfferRulesPage />, { path: '/fr/regles-de-offre', props: { api } });

    expect(await screen.findByRole('region', { name: 'Règles des offres de Maple Rewards' })).toBeInTheDocument();
    expect(screen.getByText('En vigueur depuis le 1 septembre 2026 (version 2026.2).')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Maple Rewards offer rules' })).not.toBeInTheDocument();
  });

  it('offers to try again when the rules cannot be loaded', async () => {
    renderPage(<OfferRulesPage />, {
      path: '/offer-rules',
      props: { api: createFakeSiteApi({ offerRules: failure(), geo: failure() }).api },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('The offer rules could not be loaded');
  });
});
