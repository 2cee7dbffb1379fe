import { RemotePage, RouteLink } from '@maple/contracts/react';
import { Card, CardList, Section } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'stories.articles.intro',
    defaultMessage: 'Practical reading from Maple Rewards on health, the home and the planet.',
  },
  featuredHeading: { id: 'stories.articles.featuredHeading', defaultMessage: 'Featured reads' },
  menopause: {
    id: 'stories.articles.menopause',
    defaultMessage: 'What to expect before, during and after menopause, and when to talk to a health care provider.',
  },
  recycling: {
    id: 'stories.articles.recycling',
    defaultMessage: 'Simple habits that give household product packaging a second life.',
  },
  quizzes: {
    id: 'stories.articles.quizzes',
    defaultMessage: 'Test what you know about sustainability, water, hand washing and more, and earn points while you learn.',
  },
});

const featured = [
  { routeId: 'menopause', text: messages.menopause },
  { routeId: 'recycling', text: messages.recycling },
  { routeId: 'quizzes', text: messages.quizzes },
] as const;

/** The articles of the site. */
export function ArticlesPage() {
  return (
    <RemotePage routeId="articles" intro={<FormattedMessage {...messages.intro} />} related={['goodNews', 'causes', 'quizzes']}>
      <Section heading={<FormattedMessage {...messages.featuredHeading} />}>
        <CardList>
          {featured.map((item) => (
            <Card key={item.routeId} heading={<RouteLink to={item.routeId} />}>
              <p>
                <FormattedMessage {...item.text} />
              </p>
            </Card>
          ))}
        </CardList>
      </Section>
    </RemotePage>
  );
}
