import type { Cause } from '@maple/contracts';
import { Money, Points } from '@maple/ui';
import { defineMessages, FormattedMessage, type MessageValue, useIntl } from 'react-intl';
import styles from './impact.module.css';

const messages = defineMessages({
  supporters: { id: 'impact.community.supporters', defaultMessage: 'Members' },
  causePoints: { id: 'impact.community.causePoints', defaultMessage: 'Cause points' },
  donated: { id: 'impact.community.donated', defaultMessage: 'Donated' },
  pledges: { id: 'impact.community.pledges', defaultMessage: 'Pledges' },
  allCauses: { id: 'impact.community.allCauses', defaultMessage: 'Every cause' },
});

const withValues = defineMessages<{
  causeLine: { cause: MessageValue; supporters: MessageValue; donated: MessageValue; pledges: MessageValue };
}>({
  causeLine: {
    id: 'impact.community.causeLine',
    defaultMessage:
      '{cause}: {supporters, plural, one {# member} other {# members}}, {donated} donated, {pledges, plural, one {# pledge} other {# pledges}}',
  },
});

/** What the community has done: totals for one cause (or every cause), then each cause in a list. */
export function CommunityImpact({ causes, highlight }: { causes: readonly Cause[]; highlight: Cause | null }) {
  const intl = useIntl();
  const shown = highlight ?? {
    supporters: causes.reduce((sum, cause) => sum + cause.supporters, 0),
    communityCausePoints: causes.reduce((sum, cause) => sum + cause.communityCausePoints, 0),
    donatedCad: causes.reduce((sum, cause) => sum + cause.donatedCad, 0),
    pledges: causes.reduce((sum, cause) => sum + cause.pledges, 0),
  };
  const number = (value: number) => intl.formatNumber(value);
  return (
    <>
      <dl className={styles.figures}>
        <div>
          <dt>
            <FormattedMessage {...messages.supporters} />
          </dt>
          <dd>{number(shown.supporters)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...messages.causePoints} />
          </dt>
          <dd>
            <Points value={shown.communityCausePoints} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...messages.donated} />
          </dt>
          <dd>
            <Money amount={shown.donatedCad} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...messages.pledges} />
          </dt>
          <dd>{number(shown.pledges)}</dd>
        </div>
      </dl>
      <details className={styles.allCauses}>
        <summary>
          <FormattedMessage {...messages.allCauses} />
        </summary>
        <ul>
          {causes.map((cause) => (
            <li key={cause.causeId}>
              <FormattedMessage
                {...withValues.causeLine}
                values={{
                  cause: <strong>{cause.name}</strong>,
                  supporters: cause.supporters,
                  donated: <Money amount={cause.donatedCad} />,
                  pledges: cause.pledges,
                }}
              />
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
