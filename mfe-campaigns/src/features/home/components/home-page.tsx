import type { RouteId } from '@maple/contracts';
import { RemotePage, RouteLink, useSiteStore } from '@maple/platform';
import { ButtonRow, buttonClassName, Card, CardList, Section } from '@maple/ui';
import { useId } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { CauseAndImpact } from './cause-and-impact';
import { FeaturedRewards } from './featured-rewards';
import { LatestGoodNews } from './latest-good-news';
import styles from './home-page.module.css';

const messages = defineMessages({
  heading: { id: 'home.heading', defaultMessage: 'Get rewarded for the brands you already buy' },
  intro: {
    id: 'home.intro',
    defaultMessage: 'Maple Rewards is the rewards program for Canadians who buy household brands: earn points, get rewarded and give back.',
  },
  heroHeading: { id: 'home.hero.heading', defaultMessage: 'Earn points for what you already do, and support a cause you care about' },
  stepJoin: { id: 'home.hero.stepJoin', defaultMessage: 'Join: create your account in a few minutes.' },
  stepCause: { id: 'home.hero.stepCause', defaultMessage: 'Pick a cause: choose the charity your points help.' },
  stepEarn: { id: 'home.hero.stepEarn', defaultMessage: 'Earn points: answer surveys, take quizzes, scan receipts and more.' },
  stepRedeem: { id: 'home.hero.stepRedeem', defaultMessage: 'Redeem: choose a reward, or donate your points to your cause.' },
  join: { id: 'home.hero.join', defaultMessage: 'Join Maple Rewards' },
  startEarning: { id: 'home.hero.startEarning', defaultMessage: 'Start earning points' },
  seeRewards: { id: 'home.hero.seeRewards', defaultMessage: 'See the rewards' },
  earnHeading: { id: 'home.earn.heading', defaultMessage: 'Ways to earn' },
  survey: {
    id: 'home.earn.survey',
    defaultMessage: 'Share your opinion: each survey earns 50 or 100 points, plus a point for your cause.',
  },
  quizzes: {
    id: 'home.earn.quizzes',
    defaultMessage: 'Test what you know about water, giving, sustainability and more: 20 points a quiz.',
  },
  earnPoints: {
    id: 'home.earn.earnPoints',
    defaultMessage: 'Every way to earn: onboarding tasks, receipt scans, signing in and adding the site to your home screen.',
  },
  samples: { id: 'home.earn.samples', defaultMessage: 'Save too: try household brands for free, one sample per member or household.' },
});

/** The static ways to earn: each card its screen's link and what it offers. */
const WAYS_TO_EARN: readonly { routeId: RouteId; text: MessageDescriptor }[] = [
  { routeId: 'survey', text: messages.survey },
  { routeId: 'quizzes', text: messages.quizzes },
  { routeId: 'earnPoints', text: messages.earnPoints },
  { routeId: 'samples', text: messages.samples },
];

/**
 * The home page, for visitors and members. The hero (the largest element) is static, so it
 * paints with the page; the featured rewards, the member's cause and the latest good news
 * come from the API and hold their place with skeletons until they arrive.
 */
export function HomePage() {
  const loggedIn = useSiteStore((state) => state.loggedIn);
  const heroHeadingId = useId();
  return (
    <RemotePage
      routeId="home"
      heading={<FormattedMessage {...messages.heading} />}
      intro={<FormattedMessage {...messages.intro} />}
      related={['about', 'causes', 'help']}
    >
      <section className={styles.hero} aria-labelledby={heroHeadingId}>
        <h2 id={heroHeadingId} className={styles.heading}>
          <FormattedMessage {...messages.heroHeading} />
        </h2>
        <ol className={styles.steps}>
          {[messages.stepJoin, messages.stepCause, messages.stepEarn, messages.stepRedeem].map((step) => (
            <li key={step.id}>
              <FormattedMessage {...step} />
            </li>
          ))}
        </ol>
        {/* White on the red: the kit's inverse buttons (a secondary button there is outlined in white). */}
        <ButtonRow className={styles.actions}>
          {loggedIn ? (
            <RouteLink to="earnPoints" className={buttonClassName('primary', { inverse: true })}>
              <FormattedMessage {...messages.startEarning} />
            </RouteLink>
          ) : (
            <RouteLink to="signup" className={buttonClassName('primary', { inverse: true })}>
              <FormattedMessage {...messages.join} />
            </RouteLink>
          )}
          <RouteLink to="rewards" className={buttonClassName('secondary', { inverse: true })}>
            <FormattedMessage {...messages.seeRewards} />
          </RouteLink>
        </ButtonRow>
      </section>
      <FeaturedRewards />
      <Section heading={<FormattedMessage {...messages.earnHeading} />}>
        <CardList>
          {WAYS_TO_EARN.map((way) => (
            <Card key={way.routeId} heading={<RouteLink to={way.routeId} />}>
              <p>
                <FormattedMessage {...way.text} />
              </p>
            </Card>
          ))}
        </CardList>
      </Section>
      <CauseAndImpact />
      <LatestGoodNews />
    </RemotePage>
  );
}
