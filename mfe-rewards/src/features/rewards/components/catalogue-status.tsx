import { ApiErrorState } from '@maple/platform';
import { CardListSkeleton } from '@maple/ui';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { RewardCatalogue } from '../hooks/use-reward-catalogue';

const messages = defineMessages({
  failed: { id: 'rewards.catalogue.failed', defaultMessage: 'We could not load the rewards' },
});

/**
 * The catalogue's content once it has loaded; until then cards of the right size (with their
 * pictures' place, unless `pictures` is false), and an error with a retry if it cannot.
 */
export function CatalogueStatus({
  catalogue,
  cards = 6,
  pictures = true,
  children,
}: {
  catalogue: RewardCatalogue;
  cards?: number;
  pictures?: boolean;
  children: ReactNode;
}) {
  if (catalogue.status === 'loading') return <CardListSkeleton count={cards} lines={3} {...(pictures ? { media: '16/9' } : {})} />;
  if (catalogue.status === 'error')
    return <ApiErrorState failure={catalogue.failure} title={<FormattedMessage {...messages.failed} />} onRetry={catalogue.retry} />;
  return <>{children}</>;
}
