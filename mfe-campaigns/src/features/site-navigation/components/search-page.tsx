import { RemotePage, RouteLink, useApiQuery, useLocale, useMfe, useQueryParams, useSiteStore } from '@maple/platform';
import { Button, Notice, Section, Skeleton, SkeletonText, TextField } from '@maple/ui';
import type { FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type MessageDescriptor, type MessageValue, useIntl } from 'react-intl';
import { QueryLink } from '#src/components/query-link.tsx';
import { type SearchGroup, searchSite } from '../site-search-results';
import styles from './search-page.module.css';

const messages = defineMessages({
  intro: {
    id: 'siteNavigation.search.intro',
    defaultMessage: 'Find pages, rewards, articles, causes and answers to your questions.',
  },
  label: { id: 'siteNavigation.search.label', defaultMessage: 'Search the site' },
  submit: { id: 'siteNavigation.search.submit', defaultMessage: 'Search' },
  sitemapLink: { id: 'siteNavigation.search.sitemapLink', defaultMessage: 'sitemap' },
  searching: { id: 'siteNavigation.search.searching', defaultMessage: 'Searching…' },
  retry: { id: 'siteNavigation.search.retry', defaultMessage: 'Search again' },
});

const groupHeadings = defineMessages<SearchGroup>({
  pages: { id: 'siteNavigation.search.group.pages', defaultMessage: 'Pages' },
  rewards: { id: 'siteNavigation.search.group.rewards', defaultMessage: 'Rewards' },
  articles: { id: 'siteNavigation.search.group.articles', defaultMessage: 'Articles' },
  causes: { id: 'siteNavigation.search.group.causes', defaultMessage: 'Causes' },
  help: { id: 'siteNavigation.search.group.help', defaultMessage: 'Help' },
});

const resultsHeading = defineMessage<{ query: string }>({
  id: 'siteNavigation.search.resultsHeading',
  defaultMessage: 'Results for “{query}”',
});

const resultCount = defineMessage<{ count: number }>({
  id: 'siteNavigation.search.count',
  defaultMessage: '{count, plural, one {# result found.} other {# results found.}}',
});

const groupCount = defineMessage<{ count: number }>({
  id: 'siteNavigation.search.groupCount',
  defaultMessage: '{count, plural, one {# result} other {# results}}',
});

const noResults = defineMessage<{ query: string; sitemap: MessageValue }>({
  id: 'siteNavigation.search.noResults',
  defaultMessage: 'Nothing matches “{query}”. Try another word, or browse the {sitemap}.',
});

const partial = defineMessage<{ groups: string }>({
  id: 'siteNavigation.search.partial',
  defaultMessage: 'Some results could not be searched: {groups}.',
});

/**
 * Searches the site in the page's language, accents ignored: the composition's pages, the
 * rewards (the member's own list for members), the articles, the causes and the help
 * questions, grouped and linked. The query lives in `?q=`; the lists are fetched once there is one.
 */
export function SearchPage() {
  const intl = useIntl();
  const { routes } = useMfe();
  const locale = useLocale();
  const loggedIn = useSiteStore((state) => state.loggedIn);
  const [searchParams, changeSearchParams] = useQueryParams();
  const query = (searchParams.get('q') ?? '').trim();
  const searching = query.length > 0;

  const options = { enabled: searching, errors: 'inline' } as const;
  const visitorRewards = useApiQuery('anonymousRewards', undefined, { ...options, enabled: searching && !loggedIn });
  const memberRewards = useApiQuery('rewards', undefined, options);
  const sources = {
    rewards: loggedIn ? memberRewards : visitorRewards,
    articles: useApiQuery('library', undefined, options),
    causes: useApiQuery('causePages', undefined, options),
    help: useApiQuery('helpTopics', undefined, options),
  } as const;
  const groups = searchSite(
    {
      routes: routes.routes,
      rewards: sources.rewards.data?.memberChoiceRewards.choiceRewardWithMemberEligibility,
      articles: sources.articles.data?.articles,
      causes: sources.causes.data?.causes,
      help: sources.help.data?.topics,
    },
    query,
    locale,
  );
  const pending = Object.values(sources).some((source) => source.isPending);
  const failed = (Object.keys(sources) as (keyof typeof sources)[]).filter((name) => sources[name].isError);
  const count = groups.reduce((total, group) => total + group.results.length, 0);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    // A search is a new page of results: Back returns to the previous search.
    changeSearchParams({ q: typed || null }, { replace: false });
  }

  const heading = (group: SearchGroup): MessageDescriptor => groupHeadings[group];
  return (
    <RemotePage routeId="search" intro={<FormattedMessage {...messages.intro} />} related={['sitemap', 'help']}>
      <form role="search" onSubmit={onSubmit} className={styles.search}>
        {/* Keyed by the query so the box shows the URL's query after back and forward navigation. */}
        <TextField key={query} label={<FormattedMessage {...messages.label} />} name="q" type="search" defaultValue={query} />
        <Button type="submit">
          <FormattedMessage {...messages.submit} />
        </Button>
      </form>
      {searching && (
        <Section heading={<FormattedMessage {...resultsHeading} values={{ query }} />}>
          <p role="status" className={styles.count}>
            {pending ? null : count > 0 ? (
              <FormattedMessage {...resultCount} values={{ count }} />
            ) : (
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
            )}
          </p>
          {failed.length > 0 && (
            <Notice tone="warning">
              <FormattedMessage
                {...partial}
                values={{ groups: intl.formatList(failed.map((name) => intl.formatMessage(heading(name)))) }}
              />{' '}
              <Button variant="quiet" onClick={() => failed.forEach((name) => void sources[name].refetch())}>
                <FormattedMessage {...messages.retry} />
              </Button>
            </Notice>
          )}
          {groups.map(({ group, results }) => (
            <Section
              key={group}
              level={3}
              heading={
                <>
                  <FormattedMessage {...heading(group)} />{' '}
                  <span className={styles.groupCount}>
                    (<FormattedMessage {...groupCount} values={{ count: results.length }} />)
                  </span>
                </>
              }
            >
              <ul className={styles.results}>
                {results.map((result) => (
                  <li key={result.key}>
                    <QueryLink to={result.target.to} query={result.target.query} hash={result.target.hash}>
                      {result.title}
                    </QueryLink>
                    {result.snippet && <p className={styles.snippet}>{result.snippet}</p>}
                  </li>
                ))}
              </ul>
            </Section>
          ))}
          {pending && (
            <Skeleton label={intl.formatMessage(messages.searching)}>
              <SkeletonText lines={4} />
            </Skeleton>
          )}
        </Section>
      )}
    </RemotePage>
  );
}
