import type { RouteId } from '@maple/contracts';
import { RemotePage, RouteLink, useSiteStore } from '@maple/contracts/react';
import { ButtonRow, buttonClassName, Card, CardList, Section } from '@maple/ui';
import { useId } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import styles from './home-page.module.css';

const messages = defineMessages({
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
  earnHeading: { id: 'home.earn.heading', defaultMessage: 'Earn' },
  earnPoints: {
    id: 'home.earn.earnPoints',
    defaultMessage: 'Every way to earn: surveys, quizzes, onboarding tasks, receipt scans and more.',
  },
  survey: {
    id: 'home.earn.survey',
    defaultMessage: 'Share your opinion: each survey earns 50 or 100 points, plus a point for your cause.',
  },
  saveHeading: { id: 'home.save.heading', defaultMessage: 'Save' },
  coupons: { id: 'home.save.coupons', defaultMessage: 'Print coupons, use promo codes and load digital offers from our retail partners.' },
  samples: { id: 'home.save.samples', defaultMessage: 'Try household brands for free: one sample per member or household.' },
  redeemHeading: { id: 'home.redeem.heading', defaultMessage: 'Redeem and give back' },
  rewards: {
    id: 'home.redeem.rewards',
    defaultMessage: 'Trade points for sweepstakes entries, gift cards, digital subscriptions, local experiences or a donation.',
  },
  impact: { id: 'home.redeem.impact', defaultMessage: 'See what members’ points have done for the causes they support.' },
});

/** A section of the home page: a heading and a card per screen, each card its link and what it offers. */
function HomeSection({ heading, cards }: { heading: MessageDescriptor; cards: readonly { routeId: RouteId; text: MessageDescriptor }[] }) {
  return (
    <Section heading={<FormattedMessage {...heading} />}>
      <CardList>
        {cards.map((card) => (
          <Card key={card.routeId} heading={<RouteLink to={card.routeId} />}>
            <p>
              <FormattedMessage {...card.text} />
            </p>
          </Card>
        ))}
      </CardList>
    </Section>
  );
}

/** The home page: the promise of the programme and the way to each part of it. */
export function HomePage() {
  const loggedIn = useSiteStore((state) => state.loggedIn);
  const heroHeadingId = useId();
  return (
    <RemotePage routeId="home" intro={<FormattedMessage {...messages.intro} />} related={['about', 'causes', 'help']}>
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
      <HomeSection
        heading={messages.earnHeading}
        cards={[
          { routeId: 'earnPoints', text: messages.earnPoints },
          { routeId: 'survey', text: messages.survey },
        ]}
      />
      <HomeSection
        heading={messages.saveHeading}
        cards={[
          { routeId: 'coupons', text: messages.coupons },
          { routeId: 'samples', text: messages.samples },
        ]}
      />
      <HomeSection
        heading={messages.redeemHeading}
        cards={[
          { routeId: 'rewards', text: messages.rewards },
          { routeId: 'impact', text: messages.impact },
        ]}
      />
    </RemotePage>
  );
}
