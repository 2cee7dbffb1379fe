import { ErrorState, type ErrorStateProps } from '@maple/ui';
import type { Locale } from '@maple/contracts';
import { useLocale } from './site-hooks';

/** What a failed call is said to be, in both languages (contracts are compiled into each app: no app's messages). */
const API_FAILURE_WORDS: Readonly<
  Record<Locale, { readonly connection: string; readonly ourSide: string; readonly code: (code: number) => string }>
> = {
  'en-CA': {
    connection: 'We could not reach Maple Rewards: check your connection, then try again.',
    ourSide: 'Something went wrong on our side: try again in a moment.',
    code: (code) => `Error code: ${code}`,
  },
  'fr-CA': {
    connection: 'Nous n’avons pas pu joindre Maple Rewards\u00a0: vérifiez votre connexion, puis réessayez.',
    ourSide: 'Un problème est survenu de notre côté\u00a0: réessayez dans un moment.',
    code: (code) => `Code d’erreur\u00a0: ${code}`,
  },
};

/** A failed call as {@link ApiErrorState} reads it: its catalogue code and HTTP status (null when the API was not reached). */
export interface ShownFailure {
  readonly code: number;
  readonly status: number | null;
}

/**
 * A call that failed where the page can recover in place: the UI kit's error state (its title,
 * "Try again"), and under it why, when it is known (the connection, or our side), and the
 * failure's catalogue code, the one the error modal would show, for support to look up.
 */
export function ApiErrorState({ failure, children, ...props }: ErrorStateProps & { failure: ShownFailure | null }) {
  const words = API_FAILURE_WORDS[useLocale()];
  const reason =
    failure === null
      ? null
      : failure.status === null
        ? words.connection
        : failure.status >= 500 || failure.status === 429
          ? words.ourSide
          : null;
  return (
    <ErrorState {...props}>
      {children}
      {reason && <p>{reason}</p>}
      {failure && <p>{words.code(failure.code)}</p>}
    </ErrorState>
  );
}
