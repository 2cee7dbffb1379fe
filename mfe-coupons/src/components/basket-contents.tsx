import type { ApiFailure } from '@maple/contracts';
import { EmptyState, ErrorState, Skeleton, SkeletonText } from '@maple/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** What a basket screen says and offers while its basket is empty or signed out. */
interface EmptyBasket {
  title: ReactNode;
  body: ReactNode;
  /** Where to go and fill it (a link to the coupons or samples page). */
  browse: ReactNode;
}

interface BasketContentsProps<T> {
  /** True when there is nothing to show: a visitor, or a member whose basket is empty. */
  isEmpty: boolean;
  empty: EmptyBasket;
  /** The call that tells what the basket's ids are (the offers, the sample campaigns). */
  query: UseQueryResult<T, ApiFailure>;
  failedTitle: ReactNode;
  /** The failure in the member's words, with its code. */
  failure: (failure: ApiFailure) => ReactNode;
  children: (data: T) => ReactNode;
}

/** A basket's list on the basket screen, or what stands in for it: empty, failed (with a retry) or loading. */
export function BasketContents<T>({ isEmpty, empty, query, failedTitle, failure, children }: BasketContentsProps<T>) {
  if (isEmpty)
    return (
      <EmptyState title={empty.title} headingLevel={3} action={empty.browse}>
        <p>{empty.body}</p>
      </EmptyState>
    );
  if (query.isError)
    return (
      <ErrorState title={failedTitle} headingLevel={3} onRetry={() => void query.refetch()}>
        {failure(query.error)}
      </ErrorState>
    );
  if (query.data === undefined)
    return (
      <Skeleton>
        <SkeletonText lines={2} />
      </Skeleton>
    );
  return <>{children(query.data)}</>;
}
