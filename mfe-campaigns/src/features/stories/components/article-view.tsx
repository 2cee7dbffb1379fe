import { type ArticleSection, articleRouteId, causeIdFrom, causeLink } from '@maple/contracts';
import { RouteLink, useApiQuery, useLocale, useMfe } from '@maple/contracts/react';
import { EmptyState, ErrorState, PageFrame, PageSkeleton, SkeletonText } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { QueryLink } from '../../../components/query-link';
import { ArticleDateline } from '../../../components/article-dateline';
import styles from './article-view.module.css';

const messages = defineMessages({
  loading: { id: 'stories.article.loading', defaultMessage: 'Loading the article…' },
  notFound: { id: 'stories.article.notFound', defaultMessage: 'This article is not available' },
  notFoundBody: { id: 'stories.article.notFoundBody', defaultMessage: 'It may have been removed, or the link is incomplete.' },
  failed: { id: 'stories.article.failed', defaultMessage: 'The article could not be loaded' },
});

const aboutCause = defineMessage<{ cause: string }>({ id: 'stories.article.aboutCause', defaultMessage: 'About the cause: {cause}' });

const backTo = defineMessage<{ section: string }>({ id: 'stories.article.backTo', defaultMessage: 'Back to {section}' });

/** One article of a section, opened by its id (`?article=`): its title as the page's heading, date, reading time, body and cause. */
export function ArticleView({ articleId, section }: { articleId: string; section: ArticleSection }) {
  const intl = useIntl();
  const locale = useLocale();
  const { routes } = useMfe();
  const article = useApiQuery('article', { params: { articleId } }, { errors: 'inline' });
  const causeId = causeIdFrom(article.data?.causeId);
  // The cause's name for the link under the article (cached for every page that names causes).
  const causes = useApiQuery('causePages', undefined, { enabled: causeId !== null, errors: 'inline' });
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
          <ErrorState title={<FormattedMessage {...messages.failed} />} onRetry={() => void article.refetch()} action={back} />
        )}
      </PageFrame>
    );
  }
  if (!article.data) {
    return (
      <>
        <PageSkeleton label={intl.formatMessage(messages.loading)} />
        <SkeletonText lines={6} />
      </>
    );
  }
  const { title, summary, publishedAt, readingMinutes, body } = article.data;
  return (
    <PageFrame title={title} intro={summary} related={back ? [back] : []}>
      <p className={styles.meta}>
        <ArticleDateline publishedAt={publishedAt} readingMinutes={readingMinutes} />
      </p>
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
