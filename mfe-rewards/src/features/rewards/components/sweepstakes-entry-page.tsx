import { MOMENT_WITH_TIME, type Reward, rewardAvailability, type Sweepstakes, withFrenchSpacing } from '@maple/contracts';
import { ApiErrorState, RemotePage, RouteLink, useApiQuery, useLocale, useMembership } from '@maple/platform';
import { Button, CardListSkeleton, Money, Points, Section } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage, type MessageValue, useIntl } from 'react-intl';
import { useOpenReward } from '../hooks/use-open-reward';
import { useRewardCatalogue } from '../hooks/use-reward-catalogue';
import { AvailabilityBadge } from './availability-badge';
import { CatalogueStatus } from './catalogue-status';
import { PointsSummary } from './points-summary';
import { loadRedeemFlow, RewardDialog } from './reward-dialog';
import { SkillTestingQuestion } from './skill-testing-question';
import styles from './sweepstakes.module.css';

const intro = defineMessage<{ entries: MessageValue }>({
  id: 'rewards.sweepstakes.intro',
  defaultMessage: 'Use your points to enter sweepstakes. Every survey reward also adds {entries} entries automatically.',
});

const messages = defineMessages({
  failed: { id: 'rewards.sweepstakes.failed', defaultMessage: 'We could not load the sweepstakes' },
  yourEntries: { id: 'rewards.sweepstakes.yourEntries', defaultMessage: 'Your entries in this draw' },
  rulesHeading: { id: 'rewards.sweepstakes.rulesHeading', defaultMessage: 'Official rules' },
  prizes: { id: 'rewards.sweepstakes.prizes', defaultMessage: 'Prizes' },
  regions: { id: 'rewards.sweepstakes.regions', defaultMessage: 'Who may enter' },
  age: { id: 'rewards.sweepstakes.age', defaultMessage: 'Minimum age' },
  closes: { id: 'rewards.sweepstakes.closes', defaultMessage: 'Closes' },
  draw: { id: 'rewards.sweepstakes.draw', defaultMessage: 'Draw' },
  odds: { id: 'rewards.sweepstakes.odds', defaultMessage: 'Odds' },
  fullRules: { id: 'rewards.sweepstakes.fullRules', defaultMessage: 'Read the full official rules' },
  surveys: { id: 'rewards.sweepstakes.surveys', defaultMessage: 'Answer a survey for 5 free entries' },
  visitorEntries: { id: 'rewards.sweepstakes.visitorEntries', defaultMessage: 'Sign in to see your entries.' },
  inactiveEntries: { id: 'rewards.sweepstakes.inactiveEntries', defaultMessage: 'Your entries show again once you opt back in.' },
});

const withValues = defineMessages<{
  cost: { points: MessageValue };
  enter: { name: MessageValue };
  prize: { quantity: MessageValue; description: MessageValue; value: MessageValue };
  totalValue: { value: MessageValue };
  regionsList: { regions: MessageValue };
  entries: { entries: MessageValue; bonus: MessageValue };
  oddsText: { total: MessageValue };
  myOdds: { mine: MessageValue; total: MessageValue };
  date: { date: MessageValue };
}>({
  cost: { id: 'rewards.sweepstakes.cost', defaultMessage: '{points} an entry' },
  enter: { id: 'rewards.sweepstakes.enter', defaultMessage: 'Enter: {name}' },
  prize: { id: 'rewards.sweepstakes.prize', defaultMessage: '{quantity} × {description} (approximate value {value} each)' },
  totalValue: { id: 'rewards.sweepstakes.totalValue', defaultMessage: 'Total value of the prizes: {value}' },
  regionsList: { id: 'rewards.sweepstakes.regionsList', defaultMessage: 'Legal residents of {regions}.' },
  entries: {
    id: 'rewards.sweepstakes.entries',
    defaultMessage:
      '{entries, plural, =0 {No entries bought with points} one {# entry bought with points} other {# entries bought with points}}, {bonus, plural, =0 {no automatic entries from surveys} one {# automatic entry from surveys} other {# automatic entries from surveys}}.',
  },
  oddsText: {
    id: 'rewards.sweepstakes.oddsText',
    defaultMessage:
      'The odds of winning depend on the number of eligible entries received: {total, plural, =0 {none so far} one {# so far} other {# so far}}.',
  },
  myOdds: { id: 'rewards.sweepstakes.myOdds', defaultMessage: 'Your chances right now: {mine} in {total}.' },
  date: { id: 'rewards.sweepstakes.date', defaultMessage: '{date} (Eastern Time)' },
});

/** Entering sweepstakes with points: each sweepstakes's official rules, the member's entries and any prize to claim. */
export function SweepstakesEntryPage() {
  const catalogue = useRewardCatalogue();
  const sweepstakes = useApiQuery('sweepstakes', undefined, { errors: 'inline' });
  const { open } = useOpenReward();
  const { signedIn, rewards, pointsAvailable } = catalogue;
  return (
    <RemotePage
      routeId="sweepstakesEntry"
      intro={<FormattedMessage {...intro} values={{ entries: 5 }} />}
      related={['rewards', 'allRewards', 'offerRules']}
    >
      <PointsSummary
        signedIn={signedIn}
        pointsBalance={catalogue.pointsBalance}
        pointsAvailable={pointsAvailable}
        pendingPoints={catalogue.pendingPoints}
      />
      <CatalogueStatus catalogue={catalogue} cards={2} pictures={false}>
        {sweepstakes.isPending ? (
          <CardListSkeleton count={2} lines={6} />
        ) : sweepstakes.isError ? (
          <ApiErrorState
            failure={sweepstakes.error}
            title={<FormattedMessage {...messages.failed} />}
            onRetry={() => void sweepstakes.refetch()}
          />
        ) : (
          sweepstakes.data.sweepstakes.map((entry) => {
            const reward = rewards.find((candidate) => candidate.id === entry.sweepstakesId);
            return reward ? (
              <SweepstakesSection
                key={entry.sweepstakesId}
                sweepstakes={entry}
                reward={reward}
                signedIn={signedIn}
                pointsAvailable={pointsAvailable}
                onEnter={open}
              />
            ) : null;
          })
        )}
        <p>
          <RouteLink to="survey">
            <FormattedMessage {...messages.surveys} />
          </RouteLink>
        </p>
        <RewardDialog rewards={rewards} signedIn={signedIn} pointsAvailable={pointsAvailable} showSweepstakesLink={false} />
      </CatalogueStatus>
    </RemotePage>
  );
}

function SweepstakesSection({
  sweepstakes,
  reward,
  signedIn,
  pointsAvailable,
  onEnter,
}: {
  sweepstakes: Sweepstakes;
  reward: Reward;
  signedIn: boolean;
  pointsAvailable: number | null;
  onEnter: (id: string) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const spaced = (text: string) => withFrenchSpacing(text, locale);
  const name = spaced(sweepstakes.name);
  const availability = rewardAvailability(reward, { signedIn, pointsAvailable });
  const date = (iso: string) => intl.formatDate(iso, MOMENT_WITH_TIME);
  const member = sweepstakes.member;
  const inactive = useMembership() === 'inactive';
  const mine = member ? member.entries + member.bonusEntries : 0;
  const totalValue = sweepstakes.prizes.reduce((sum, prize) => sum + prize.quantity * prize.valueCad, 0);
  return (
    <Section heading={name} description={<FormattedMessage {...withValues.cost} values={{ points: <Points value={reward.cost} /> }} />}>
      <div className={styles.enter}>
        <Button onClick={() => onEnter(reward.id)} onPointerEnter={() => void loadRedeemFlow()} onFocus={() => void loadRedeemFlow()}>
          <FormattedMessage {...withValues.enter} values={{ name }} />
        </Button>
        <AvailabilityBadge reward={reward} availability={availability} pointsAvailable={pointsAvailable} />
      </div>
      <h3 className={styles.subheading}>
        <FormattedMessage {...messages.yourEntries} />
      </h3>
      <p>
        {member ? (
          <FormattedMessage {...withValues.entries} values={{ entries: member.entries, bonus: member.bonusEntries }} />
        ) : inactive ? (
          <FormattedMessage {...messages.inactiveEntries} />
        ) : (
          <FormattedMessage {...messages.visitorEntries} />
        )}
      </p>
      {member?.wins.map((win) => (
        <SkillTestingQuestion key={win.drawId} win={win} />
      ))}
      <h3 className={styles.subheading}>
        <FormattedMessage {...messages.rulesHeading} />
      </h3>
      <dl className={styles.rules}>
        <dt>
          <FormattedMessage {...messages.prizes} />
        </dt>
        <dd>
          <ul>
            {sweepstakes.prizes.map((prize) => (
              <li key={prize.description}>
                <FormattedMessage
                  {...withValues.prize}
                  values={{ quantity: prize.quantity, description: spaced(prize.description), value: <Money amount={prize.valueCad} /> }}
                />
              </li>
            ))}
          </ul>
          <p>
            <FormattedMessage {...withValues.totalValue} values={{ value: <Money amount={totalValue} /> }} />
          </p>
        </dd>
        <dt>
          <FormattedMessage {...messages.regions} />
        </dt>
        <dd>
          <FormattedMessage
            {...withValues.regionsList}
            values={{ regions: intl.formatList(sweepstakes.eligibleRegions, { type: 'conjunction' }) }}
          />
        </dd>
        <dt>
          <FormattedMessage {...messages.age} />
        </dt>
        <dd>{sweepstakes.minimumAge}</dd>
        <dt>
          <FormattedMessage {...messages.closes} />
        </dt>
        <dd>
          <FormattedMessage {...withValues.date} values={{ date: date(sweepstakes.closesAt) }} />
        </dd>
        <dt>
          <FormattedMessage {...messages.draw} />
        </dt>
        <dd>
          <FormattedMessage {...withValues.date} values={{ date: date(sweepstakes.drawAt) }} />
        </dd>
        <dt>
          <FormattedMessage {...messages.odds} />
        </dt>
        <dd>
          <FormattedMessage {...withValues.oddsText} values={{ total: sweepstakes.totalEntries }} />
          {member && mine > 0 && (
            <>
              {' '}
              <FormattedMessage {...withValues.myOdds} values={{ mine, total: sweepstakes.totalEntries }} />
            </>
          )}
        </dd>
      </dl>
      <details className={styles.fullRules}>
        <summary>
          <FormattedMessage {...messages.fullRules} />
        </summary>
        <p>{spaced(sweepstakes.rules)}</p>
      </details>
    </Section>
  );
}
