import { ARTICLE_QUERY_PARAM } from '#src/lib/content-links.ts';
import { ApiErrorState, RemotePage, useApiQuery, useQueryParams } from '@maple/platform';
import { CardListSkeleton, Section } from '@maple/ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { ArticleCards } from '#src/components/article-cards.tsx';
import { ArticleView } from './article-view';

const messages = defineMessages({
  intro: {
    id: 'stories.goodNews.intro',
    defaultMessage: 'Uplifting stories from the causes members support: what your points and donations have made possible.',
  },
  loading: { id: 'stories.goodNews.loading', defaultMessage: 'Loading the good news…' },
  failed: { id: 'stories.goodNews.failed', defaultMessage: 'The good news could not be loaded' },
  contributeHeading: { id: 'stories.goodNews.contributeHeading', defaultMessage: 'Add to the good news' },
  contribute: {
    id: 'stories.goodNews.contribute',
    defaultMessage: 'Every survey you answer earns a point for your cause, and you can donate your points to it at any time.',
  },
});

/** The good-news articles, newest first; `?article=<id>` opens one. */
export function GoodNewsPage() {
  const [params] = useQueryParams();
  const articleId = params.get(ARTICLE_QUERY_PARAM);
  return articleId ? <ArticleView articleId={articleId} section="goodNews" /> : <GoodNewsList />;
}

function GoodNewsList() {
  const intl = useIntl();
  const library = useApiQuery('library', undefined, { errors: 'inline' });
  const news = (library.data?.articles ?? []).filter((article) => article.section === 'goodNews');
  return (
    <RemotePage routeId="goodNews" intro={<FormattedMessage {...messages.intro} />} related={['articles', 'causes', 'impact']}>
      {library.isError ? (
        <ApiErrorState failure={library.error} title={<FormattedMessage {...messages.failed} />} onRetry={() => void library.refetch()} />
      ) : library.data ? (
        <ArticleCards articles={news} />
      ) : (
        <CardListSkeleton count={3} lines={4} media="16/9" label={intl.formatMessage(messages.loading)} />
      )}
      <Section heading={<FormattedMessage {...messages.contributeHeading} />}>
        <p>
          <FormattedMessage {...messages.contribute} />
        </p>
      </Section>
    </RemotePage>
  );
}
