import { type ArticleSection, causeIdFrom } from '@maple/contracts';
import { articleRouteId, causeLink } from '#src/lib/content-links.ts';
import { ApiErrorState, RouteLink, useApiQuery, useLocale, useMfe } from '@maple/platform';
import { ContentImage, EmptyState, PageFrame, PageSkeleton, SkeletonMedia, SkeletonText } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { QueryLink } from '#src/components/query-link.tsx';
import { ArticleDateline } from '#src/components/article-dateline.tsx';
import styles from './article-view.module.css';

const messages = defineMessages({
  loading: { id: 'stories.article.loading', defaultMessage: 'Loading the article…' },
  notFound: { id: 'stories.article.notFound', defaultMessage: 'This article is not available' },
  notFoundBody: { id: 'stories.article.notFoundBody', defaultMessage: 'It may have been removed, or the link is incomplete.' },
  failed: { id: 'stories.article.failed', defaultMessage: 'The article could not be loaded' },
});

const aboutCause = defineMessage<{ cause: string }>({ id: 'stories.article.aboutCause', defaultMessage: 'About the cause: {cause}' });

const backTo = defineMessage<{ section: string }>({ id: 'stories.article.backTo', defaultMessage: 'Back to {section}' });

/** How wide an article's picture shows: the text's measure (48rem), or the screen on a phone. */
const pictureSizes = '(min-width: 48rem) 48rem, 100vw';

/** One article of a section, opened by its id (`?article=`): its title as the page's heading, date, reading time, body and cause. */
export function ArticleView({ articleId, section }: { articleId: string; section: ArticleSection }) {
  const intl = useIntl();
  const locale = useLocale();
  const { routes } = useMfe();
  const article = useApiQuery('article', { params: { articleId } }, { errors: 'inline' });
  const causeId = causeIdFrom(article.data?.causeId);
  // The cause's name for the link under the article (cached for every page that names causes).
  // A failure opens the error modal rather than leaving out the cause's link without a word.
  const causes = useApiQuery('causePages', undefined, { enabled: causeId !== null });
  const causeName = causes.data?.causes.find((cause) => cause.causeId === causeId)?.name;
  const listRoute = routes.find(articleRouteId(section));
  const back = listRoute && (
    <RouteLink to={listRoute}>
      <FormattedMessage {...backTo} values={{ section: listRoute.title[locale] }} />
    </RouteLink>
  );

  if (article.isError) {
    const missing = article.error.status === 404;
    return (
      <PageFrame title={listRoute?.title[locale]}>
        {missing ? (
          <EmptyState title={<FormattedMessage {...messages.notFound} />} action={back}>
            <p>
              <FormattedMessage {...messages.notFoundBody} />
            </p>
          </EmptyState>
        ) : (
          <ApiErrorState
            failure={article.error}
            title={<FormattedMessage {...messages.failed} />}
            onRetry={() => void article.refetch()}
            action={back}
          />
        )}
      </PageFrame>
    );
  }
  if (!article.data) {
    return (
      <>
        <PageSkeleton label={intl.formatMessage(messages.loading)} />
        <div className={styles.picture}>
          <SkeletonMedia ratio="16/9" />
        </div>
        <SkeletonText lines={6} />
      </>
    );
  }
  const { title, summary, publishedAt, readingMinutes, body, image } = article.data;
  return (
    <PageFrame title={title} intro={summary} related={back ? [back] : []}>
      <p className={styles.meta}>
        <ArticleDateline publishedAt={publishedAt} readingMinutes={readingMinutes} />
      </p>
      <ContentImage image={image} sizes={pictureSizes} priority className={styles.picture} />
      <div className={styles.body}>
        {body.map((paragraph, index) => (
          // The paragraphs are the article's fixed text: their position is their identity.
          <p key={index}>{paragraph}</p>
        ))}
        {causeId && causeName && (
          <p>
            <QueryLink to="causes" query={causeLink(causeId).query}>
              <FormattedMessage {...aboutCause} values={{ cause: causeName }} />
            </QueryLink>
          </p>
        )}
      </div>
    </PageFrame>
  );
}
