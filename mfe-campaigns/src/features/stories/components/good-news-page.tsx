import { RemotePage } from '@maple/contracts/react';
import { Card, CardList, Section } from '@maple/ui';
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
      <Section heading={<FormattedMessage {...messages.findHeading} />}>
        <CardList>
          {[messages.members, messages.causes, messages.communities].map((item) => (
            <Card key={item.id}>
              <FormattedMessage {...item} />
            </Card>
          ))}
        </CardList>
      </Section>
      <Section heading={<FormattedMessage {...messages.contributeHeading} />}>
        <p>
          <FormattedMessage {...messages.contribute} />
        </p>
      </Section>
    </RemotePage>
  );
}
