import { CardListSkeleton, ErrorState } from '@maple/ui';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { RewardCatalogue } from '../hooks/use-reward-catalogue';

const messages = defineMessages({
  failed: { id: 'rewards.catalogue.failed', defaultMessage: 'We could not load the rewards' },
  failedBody: { id: 'rewards.catalogue.failedBody', defaultMessage: 'Check your connection, then try again.' },
});

/** The catalogue's content once it has loaded; until then cards of the right size, and an error with a retry if it cannot. */
export function CatalogueStatus({ catalogue, cards = 6, children }: { catalogue: RewardCatalogue; cards?: number; children: ReactNode }) {
  if (catalogue.status === 'loading') return <CardListSkeleton count={cards} lines={3} />;
  if (catalogue.status === 'error')
    return (
      <ErrorState title={<FormattedMessage {...messages.failed} />} onRetry={catalogue.retry}>
        <p>
          <FormattedMessage {...messages.failedBody} />
        </p>
      </ErrorState>
    );
  return <>{children}</>;
}
