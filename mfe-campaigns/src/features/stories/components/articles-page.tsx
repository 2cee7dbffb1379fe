import { ARTICLE_QUERY_PARAM } from '#src/lib/content-links.ts';
import { ApiErrorState, RemotePage, RouteLink, useApiQuery, useMfe, useQueryParams } from '@maple/platform';
import { CardListSkeleton, Section } from '@maple/ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { ArticleCards } from '#src/components/article-cards.tsx';
import { ArticleView } from './article-view';

/** How many good-news articles the articles page shows before "all the good news". */
const GOOD_NEWS_SHOWN = 3;

const messages = defineMessages({
  intro: {
    id: 'stories.articles.intro',
    defaultMessage: 'Practical reading from Maple Rewards on health, the home and the planet, and the good news from our causes.',
  },
  guidesHeading: { id: 'stories.articles.guidesHeading', defaultMessage: 'Guides' },
  goodNewsHeading: { id: 'stories.articles.goodNewsHeading', defaultMessage: 'Good news' },
  allGoodNews: { id: 'stories.articles.allGoodNews', defaultMessage: 'All the good news' },
  campaignsHeading: { id: 'stories.articles.campaignsHeading', defaultMessage: 'From our campaigns' },
  loading: { id: 'stories.articles.loading', defaultMessage: 'Loading the articles…' },
  failed: { id: 'stories.articles.failed', defaultMessage: 'The articles could not be loaded' },
});

/** The articles: guides, the latest good news and the campaign pages; `?article=<id>` opens a guide. */
export function ArticlesPage() {
  const [params] = useQueryParams();
  const articleId = params.get(ARTICLE_QUERY_PARAM);
  return articleId ? <ArticleView articleId={articleId} section="guide" /> : <ArticleList />;
}

function ArticleList() {
  const intl = useIntl();
  const { routes } = useMfe();
  const library = useApiQuery('library', undefined, { errors: 'inline' });
  const articles = library.data?.articles ?? [];
  // Every campaign page of the composition, a new one included as soon as it is deployed.
  const campaigns = routes.routes.filter((route) => route.kind === 'landing');
  return (
    <RemotePage routeId="articles" intro={<FormattedMessage {...messages.intro} />} related={['goodNews', 'causes', 'quizzes']}>
      {library.isError ? (
        <ApiErrorState failure={library.error} title={<FormattedMessage {...messages.failed} />} onRetry={() => void library.refetch()} />
      ) : library.data ? (
        <>
          <Section heading={<FormattedMessage {...messages.guidesHeading} />}>
            <ArticleCards articles={articles.filter((article) => article.section === 'guide')} />
          </Section>
          <Section
            heading={<FormattedMessage {...messages.goodNewsHeading} />}
            actions={
              <RouteLink to="goodNews">
                <FormattedMessage {...messages.allGoodNews} />
              </RouteLink>
            }
          >
            <ArticleCards articles={articles.filter((article) => article.section === 'goodNews').slice(0, GOOD_NEWS_SHOWN)} />
          </Section>
        </>
      ) : (
        <CardListSkeleton count={3} lines={4} media="16/9" label={intl.formatMessage(messages.loading)} />
      )}
      {campaigns.length > 0 && (
        <Section heading={<FormattedMessage {...messages.campaignsHeading} />}>
          <ul>
            {campaigns.map((route) => (
              <li key={route.id}>
                <RouteLink to={route} />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </RemotePage>
  );
}
