import { RemotePage, RouteLink, useLocale, useMfe, useQueryParams } from '@maple/contracts/react';
import { Button, Notice, Section, TextField } from '@maple/ui';
import type { FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type MessageValue } from 'react-intl';
import { searchRoutes } from '../site-sections';
import styles from './search-page.module.css';

const messages = defineMessages({
  intro: {
    id: 'siteNavigation.search.intro',
    defaultMessage: 'Find a page of Maple Rewards by its name.',
  },
  label: { id: 'siteNavigation.search.label', defaultMessage: 'Search the site' },
  submit: { id: 'siteNavigation.search.submit', defaultMessage: 'Search' },
  sitemapLink: { id: 'siteNavigation.search.sitemapLink', defaultMessage: 'sitemap' },
});

const resultsHeading = defineMessage<{ query: string }>({
  id: 'siteNavigation.search.resultsHeading',
  defaultMessage: 'Results for “{query}”',
});

const resultCount = defineMessage<{ count: number }>({
  id: 'siteNavigation.search.count',
  defaultMessage: '{count, plural, one {# page found.} other {# pages found.}}',
});

const noResults = defineMessage<{ query: string; sitemap: MessageValue }>({
  id: 'siteNavigation.search.noResults',
  defaultMessage: 'No page matches “{query}”. Try another word, or browse the {sitemap}.',
});

/** Searches the titles of the composition's pages, in the page's language; the query lives in `?q=`. */
export function SearchPage() {
  const { routes } = useMfe();
  const locale = useLocale();
  const [searchParams, changeSearchParams] = useQueryParams();
  const query = (searchParams.get('q') ?? '').trim();
  const results = searchRoutes(routes.routes, query, locale);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    // A search is a new page of results: Back returns to the previous search.
    changeSearchParams({ q: typed || null }, { replace: false });
  }

  return (
    <RemotePage routeId="search" intro={<FormattedMessage {...messages.intro} />} related={['sitemap', 'help']}>
      <form role="search" onSubmit={onSubmit} className={styles.search}>
        {/* Keyed by the query so the box shows the URL's query after back and forward navigation. */}
        <TextField key={query} label={<FormattedMessage {...messages.label} />} name="q" type="search" defaultValue={query} />
        <Button type="submit">
          <FormattedMessage {...messages.submit} />
        </Button>
      </form>
      {query && (
        <Section heading={<FormattedMessage {...resultsHeading} values={{ query }} />}>
          {results.length > 0 ? (
            <>
              <p role="status">
                <FormattedMessage {...resultCount} values={{ count: results.length }} />
              </p>
              <ul>
                {results.map((route) => (
                  <li key={route.id}>
                    <RouteLink to={route} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <Notice announce>
              <FormattedMessage
                {...noResults}
                values={{
                  query,
                  sitemap: (
                    <RouteLink to="sitemap">
                      <FormattedMessage {...messages.sitemapLink} />
                    </RouteLink>
                  ),
                }}
              />
            </Notice>
          )}
        </Section>
      )}
    </RemotePage>
  );
}
