import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { testMessages } from '#src/testing/test-messages.ts';
import { SiteFooter } from './site-footer';

function renderFooter(locale: 'en-CA' | 'fr-CA') {
  render(
    <IntlProvider locale={locale} messages={testMessages[locale]}>
      <SiteFooter locale={locale} />
    </IntlProvider>,
  );
  return screen.getByRole('navigation', { name: locale === 'en-CA' ? 'Site information' : /.+/ });
}

describe('SiteFooter', () => {
  it('leads to the company’s own page on this site, in the page’s language', () => {
    expect(within(renderFooter('en-CA')).getByRole('link', { name: 'Our company' })).toHaveAttribute('href', '/our-company');
  });

  it('says it in French on a French page', () => {
    expect(within(renderFooter('fr-CA')).getByRole('link', { name: 'Notre entreprise' })).toHaveAttribute('href', '/fr/notre-entreprise');
  });

  it('links nowhere outside the site', () => {
    for (const link of within(renderFooter('en-CA')).getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\//);
  });
});
