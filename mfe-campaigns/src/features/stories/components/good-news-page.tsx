import { RemotePage } from '@maple/contracts/react';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'stories.goodNews.intro',
    defaultMessage: 'Good news articles share uplifting stories from the causes members support and from communities across Canada.',
  },
  findHeading: { id: 'stories.goodNews.findHeading', defaultMessage: 'What you will read here' },
  members: { id: 'stories.goodNews.members', defaultMessage: 'What members’ points and donations have made possible.' },
  causes: { id: 'stories.goodNews.causes', defaultMessage: 'News from the charitable causes you can support.' },
  communities: { id: 'stories.goodNews.communities', defaultMessage: 'People and projects making a difference close to home.' },
  contributeHeading: { id: 'stories.goodNews.contributeHeading', defaultMessage: 'Add to the good news' },
  contribute: {
    id: 'stories.goodNews.contribute',
    defaultMessage: 'Every survey you answer earns a point for your cause, and you can donate your points to it at any time.',
  },
});

/** Good news articles. */
export function GoodNewsPage() {
  return (
    <RemotePage routeId="goodNews" intro={<FormattedMessage {...messages.intro} />} related={['impact', 'causes', 'articles']}>
      <section aria-labelledby="good-news-find-heading">
        <h2 id="good-news-find-heading">
          <FormattedMessage {...messages.findHeading} />
        </h2>
        <ul className="card-list">
          {[messages.members, messages.causes, messages.communities].map((item) => (
            <li key={item.id} className="card">
              <FormattedMessage {...item} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="good-news-contribute-heading">
        <h2 id="good-news-contribute-heading">
          <FormattedMessage {...messages.contributeHeading} />
        </h2>
        <p>
          <FormattedMessage {...messages.contribute} />
        </p>
      </section>
    </RemotePage>
  );
}
