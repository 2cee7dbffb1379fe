import { type CauseId, causeLinkKey } from '@maple/contracts';
import { articleLink } from '#src/lib/content-links.ts';
import { ApiErrorState, RouteLink, useApiQuery, useLocale, useMfe, useSiteStore } from '@maple/platform';
import {
  Button,
  buttonClassName,
  ContentImage,
  EmptyState,
  Notice,
  PageFrame,
  PageSkeleton,
  Section,
  SkeletonMedia,
  SkeletonText,
} from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { QueryLink } from '#src/components/query-link.tsx';
import { useUpdateCause } from '../api/use-update-cause';
import styles from './cause-view.module.css';

const messages = defineMessages({
  loading: { id: 'causes.cause.loading', defaultMessage: 'Loading the cause…' },
  failed: { id: 'causes.cause.failed', defaultMessage: 'This cause could not be loaded' },
  unknown: { id: 'causes.cause.unknown', defaultMessage: 'This is not one of our causes' },
  unknownBody: {
    id: 'causes.cause.unknownBody',
    defaultMessage: 'The link may be incomplete. Every cause members can support is listed on the causes page.',
  },
  supportHeading: { id: 'causes.cause.supportHeading', defaultMessage: 'Support this cause' },
  choose: { id: 'causes.cause.choose', defaultMessage: 'Choose this cause' },
  chooseFailed: { id: 'causes.cause.chooseFailed', defaultMessage: 'Your cause could not be changed. Please try again.' },
  visitor: {
    id: 'causes.cause.visitor',
    defaultMessage: 'Members choose the cause their points support. Join for free from here, and this cause is yours from the start.',
  },
  join: { id: 'causes.cause.join', defaultMessage: 'Join Maple Rewards' },
  articlesHeading: { id: 'causes.cause.articlesHeading', defaultMessage: 'Read more about it' },
});

const yours = defineMessage<{ cause: string }>({ id: 'causes.cause.yours', defaultMessage: '{cause} is your cause.' });
const chosen = defineMessage<{ cause: string }>({ id: 'causes.cause.chosen', defaultMessage: '{cause} is now your cause. Thank you!' });
const chooseHint = defineMessage<{ cause: string }>({
  id: 'causes.cause.chooseHint',
  defaultMessage: 'Your cause points go to {cause} from the moment you choose it.',
});

/** Choosing the cause: for a member, the button (or that it is theirs); for a visitor, an invitation to join with it. */
function SupportCause({ causeId, name }: { causeId: CauseId; name: string }) {
  const loggedIn = useSiteStore((state) => state.loggedIn);
  const charityId = useSiteStore((state) => state.charityId);
  const update = useUpdateCause();
  if (!loggedIn) {
    return (
      <>
        <p>
          <FormattedMessage {...messages.visitor} />
        </p>
        <p>
          {/* The sign-up carries the cause: the shell sends it with the new member's enrolment. */}
          <RouteLink to="signup" search={`?cause=${causeLinkKey(causeId)}`} className={buttonClassName()}>
            <FormattedMessage {...messages.join} />
          </RouteLink>
        </p>
      </>
    );
  }
  if (charityId === causeId) {
    return (
      <Notice tone="success" announce={update.isSuccess}>
        <FormattedMessage {...(update.isSuccess ? chosen : yours)} values={{ cause: name }} />
      </Notice>
    );
  }
  return (
    <>
      <p>
        <FormattedMessage {...chooseHint} values={{ cause: name }} />
      </p>
      {update.isError && (
        <Notice tone="error" announce>
          <FormattedMessage {...messages.chooseFailed} />
        </Notice>
      )}
      <Button busy={update.isPending} onClick={() => update.mutate({ body: { charityCauseId: causeId, isInitialSelection: false } })}>
        <FormattedMessage {...messages.choose} />
      </Button>
    </>
  );
}

/** One cause's page: what it does, the articles about it, and choosing it. `causeId` is null for a link naming no cause. */
export function CauseView({ causeId }: { causeId: CauseId | null }) {
  const intl = useIntl();
  const locale = useLocale();
  const { routes } = useMfe();
  const pages = useApiQuery('causePages', undefined, { errors: 'inline' });
  // The articles about the cause: a failure opens the error modal rather than leaving them out without a word.
  const library = useApiQuery('library');
  const listTitle = routes.find('causes')?.title[locale];
  const back = <RouteLink key="causes" to="causes" />;

  if (pages.isError) {
    return (
      <PageFrame title={listTitle} related={[back]}>
        <ApiErrorState failure={pages.error} title={<FormattedMessage {...messages.failed} />} onRetry={() => void pages.refetch()} />
      </PageFrame>
    );
  }
  if (!pages.data) {
    return (
      <>
        <PageSkeleton label={intl.formatMessage(messages.loading)} />
        <div className={styles.picture}>
          <SkeletonMedia ratio="16/9" />
        </div>
        <SkeletonText lines={4} />
      </>
    );
  }
  const cause = pages.data.causes.find((candidate) => candidate.causeId === causeId);
  if (!cause || !causeId) {
    return (
      <PageFrame title={listTitle}>
        <EmptyState title={<FormattedMessage {...messages.unknown} />} action={back}>
          <p>
            <FormattedMessage {...messages.unknownBody} />
          </p>
        </EmptyState>
      </PageFrame>
    );
  }
  const articles = (library.data?.articles ?? []).filter((article) => article.causeId === causeId);
  return (
    <PageFrame title={cause.name} intro={cause.summary} related={[back]}>
      <ContentImage image={cause.image} sizes="(min-width: 48rem) 48rem, 100vw" priority className={styles.picture} />
      <div className={styles.description}>
        {cause.description.map((paragraph, index) => (
          // The description is the cause's fixed text: its paragraphs' position is their identity.
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <Section heading={<FormattedMessage {...messages.supportHeading} />}>
        <SupportCause causeId={causeId} name={cause.name} />
      </Section>
      {articles.length > 0 && (
        <Section heading={<FormattedMessage {...messages.articlesHeading} />}>
          <ul>
            {articles.map((article) => {
              const { routeId, query } = articleLink(article);
              return (
                <li key={article.articleId}>
                  <QueryLink to={routeId} query={query}>
                    {article.title}
                  </QueryLink>
                </li>
              );
            })}
          </ul>
        </Section>
      )}
    </PageFrame>
  );
}
