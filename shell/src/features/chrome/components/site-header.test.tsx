import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { testMessages } from '#src/testing/test-messages.ts';
import { SiteHeader } from './site-header';

function renderHeader(pathname: string, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const header = (path: string) => (
    <IntlProvider locale={locale} messages={testMessages[locale]}>
      <SiteHeader locale={locale} pathname={path} counterpartHref="/fr/" account={null} />
    </IntlProvider>
  );
  const view = render(header(pathname));
  return { navigateTo: (path: string) => view.rerender(header(path)) };
}

describe('SiteHeader', () => {
  it('switches language to the same address, its query and fragment too, though not in the served markup', () => {
    const header = (
      <IntlProvider locale="en-CA" messages={testMessages['en-CA']}>
        <SiteHeader
          locale="en-CA"
          pathname="/rewards/all/"
          counterpartHref="/fr/recompenses/toutes/"
          counterpartQuery="?kind=gift#list"
          account={null}
        />
      </IntlProvider>
    );
    expect(renderToString(header)).toContain('href="/fr/recompenses/toutes/"');
    render(header);
    expect(screen.getByRole('link', { name: 'Lire cette page en français' })).toHaveAttribute(
      'href',
      '/fr/recompenses/toutes/?kind=gift#list',
    );
  });

  it('marks the current page in the main navigation', () => {
    renderHeader('/coupons/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Coupons' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Rewards' })).not.toHaveAttribute('aria-current');
  });

  it('folds the navigation behind a Menu button on phones, which says whether it is open', async () => {
    const { navigateTo } = renderHeader('/');
    const menu = screen.getByRole('button', { name: 'Menu' });
    const list = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('list');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', list.id);

    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    navigateTo('/rewards/');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('folds the open menu when Escape is pressed, and gives the focus back to the Menu button', async () => {
    renderHeader('/');
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    within(screen.getByRole('navigation', { name: 'Main' }))
      .getByRole('link', { name: 'Rewards' })
      .focus();

    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('leaves the focus where it is when Escape folds the menu from elsewhere on the page', async () => {
    renderHeader('/');
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    (document.activeElement as HTMLElement).blur();

    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).toHaveFocus();
  });

  it('speaks French on French pages', () => {
    renderHeader('/fr/', 'fr-CA');
    expect(screen.getByRole('navigation', { name: 'Principale' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });
});
