import type { HelpQuestion } from '@maple/contracts';
import { helpQuestionAnchor } from '#src/lib/content-links.ts';
import { ApiErrorState, RemotePage, RouteLink, useApiQuery, useCurrentLocation, useLocale, useMfe, useQueryParams } from '@maple/platform';
import { Notice, Section, Skeleton, SkeletonText, TextField } from '@maple/ui';
import { useEffect } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type MessageValue, useIntl } from 'react-intl';
import { filterHelpTopics } from '../faq-search';
import styles from './help-page.module.css';

const messages = defineMessages({
  intro: {
    id: 'support.help.intro',
    defaultMessage: 'Answers to the questions members ask most often about joining, earning, redeeming and samples.',
  },
  filterLabel: { id: 'support.help.filterLabel', defaultMessage: 'Search the questions' },
  filterHint: { id: 'support.help.filterHint', defaultMessage: 'The questions below narrow as you type.' },
  loading: { id: 'support.help.loading', defaultMessage: 'Loading the questions…' },
  failed: { id: 'support.help.failed', defaultMessage: 'The questions could not be loaded' },
  seeAlso: { id: 'support.help.seeAlso', defaultMessage: 'See also:' },
});

const matching = defineMessage<{ count: number; query: string }>({
  id: 'support.help.matching',
  defaultMessage:
    '{count, plural, =0 {No question matches “{query}”.} one {# question matches “{query}”.} other {# questions match “{query}”.}}',
});

const stillStuck = defineMessage<{ chat: MessageValue }>({
  id: 'support.help.stillStuck',
  defaultMessage: 'Your question is not here? Our team can help: see {chat}.',
});

const failedBody = defineMessage<{ chat: MessageValue }>({
  id: 'support.help.failedBody',
  defaultMessage: 'Try again in a moment, or reach our team: see {chat}.',
});

/** One question, its answer and the screens it points to; its heading is the target of `#faq-<id>`. */
function Question({ question }: { question: HelpQuestion }) {
  const { routes } = useMfe();
  const links = question.routeIds.flatMap((id) => routes.find(id as never) ?? []);
  return (
    <section className={styles.question} aria-labelledby={helpQuestionAnchor(question.questionId)}>
      <h3 id={helpQuestionAnchor(question.questionId)} tabIndex={-1}>
        {question.question}
      </h3>
      {question.answer.map((paragraph, index) => (
        // Fixed text: the paragraphs' position is their identity.
        <p key={index}>{paragraph}</p>
      ))}
      {links.length > 0 && (
        <p>
          <FormattedMessage {...messages.seeAlso} />{' '}
          {links.map((route, index) => (
            <span key={route.id}>
              {index > 0 && ', '}
              <RouteLink to={route} />
            </span>
          ))}
        </p>
      )}
    </section>
  );
}

/** The frequently asked questions from the API, by topic, narrowed by a search box (`?q=`) as the visitor types. */
export function HelpPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { hash } = useCurrentLocation();
  const [params, changeParams] = useQueryParams();
  const query = params.get('q') ?? '';
  const help = useApiQuery('helpTopics', undefined, { errors: 'inline' });
  const topics = help.data ? filterHelpTopics(help.data.topics, query, locale) : [];
  const count = topics.reduce((total, topic) => total + topic.questions.length, 0);
  const loaded = help.data !== undefined;

  // A link to one question (`/help#faq-…`, from the site search) takes the visitor to it once the questions are in.
  useEffect(() => {
    if (!loaded || !hash) return;
    // Focusing the question's heading scrolls it into view and starts reading there.
    document.getElementById(decodeURIComponent(hash.slice(1)))?.focus();
  }, [loaded, hash]);

  const chat = <RouteLink to="chat" />;
  return (
    <RemotePage routeId="help" intro={<FormattedMessage {...messages.intro} />} related={['chat', 'offerRules', 'search', 'sitemap']}>
      <div role="search" className={styles.filter}>
        <TextField
          label={<FormattedMessage {...messages.filterLabel} />}
          hint={<FormattedMessage {...messages.filterHint} />}
          type="search"
          value={query}
          onChange={(event) => changeParams({ q: event.currentTarget.value || null })}
        />
      </div>
      <p role="status" className={styles.count}>
        {loaded && query.trim() ? <FormattedMessage {...matching} values={{ count, query: query.trim() }} /> : null}
      </p>
      {help.isError ? (
        <ApiErrorState failure={help.error} title={<FormattedMessage {...messages.failed} />} onRetry={() => void help.refetch()}>
          <p>
            <FormattedMessage {...failedBody} values={{ chat }} />
          </p>
        </ApiErrorState>
      ) : !loaded ? (
        <Skeleton label={intl.formatMessage(messages.loading)}>
          <SkeletonText lines={10} />
        </Skeleton>
      ) : (
        topics.map((topic) => (
          <Section key={topic.topicId} heading={topic.title}>
            {topic.questions.map((question) => (
              <Question key={question.questionId} question={question} />
            ))}
          </Section>
        ))
      )}
      <Notice>
        <FormattedMessage {...stillStuck} values={{ chat }} />
      </Notice>
    </RemotePage>
  );
}
