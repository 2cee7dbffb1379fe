import { type EarningResult, onboardingStepsToClaim, type OnboardingStepNumber } from '@maple/contracts';
import { useApiMutation, useApiQuery } from '@maple/platform';
import { useEffect, useRef, useState } from 'react';

/** The member's earnings, unpaginated: the same query the shell follows for the store's progress. */
const EARNINGS = { query: { transactionType: 'earn', isPagination: 'false' } } as const;

/** What claiming one onboarding step's credit came to in this visit: its earning, or the failure's catalogue code. */
export type OnboardingStepCredit =
  { readonly status: 'credited'; readonly result: EarningResult } | { readonly status: 'failed'; readonly code: number };

/**
 * The onboarding steps' credits of this visit, by step; `failure` is the code of the history
 * read that failed, when the steps due could not be known.
 */
export interface OnboardingStepCredits {
  readonly byStep: Partial<Readonly<Record<OnboardingStepNumber, OnboardingStepCredit>>>;
  readonly failure: number | null;
}

/**
 * Claims the credit of each onboarding step whose survey the member has completed
 * (`memberInteractions` `ONBOARDING_STEP`, which the API grants only after that survey), as
 * soon as their history shows one missing: right after the survey, or on a later visit if a
 * claim failed. Returns what the claims of this visit came to, so the end screen can give
 * the balance with the step's bonus, or say with its code that the bonus is still to come.
 */
export function useOnboardingStepCredits(): OnboardingStepCredits {
  const history = useApiQuery('history', EARNINGS, { errors: 'inline' });
  const claim = useApiMutation('memberInteraction', { errors: 'inline' });
  const asked = useRef(new Set<OnboardingStepNumber>());
  const [byStep, setByStep] = useState<OnboardingStepCredits['byStep']>({});
  const { mutateAsync } = claim;

  const due = history.data ? onboardingStepsToClaim(history.data.MemberTransactions).filter((step) => !asked.current.has(step)) : [];
  const dueKey = due.join(',');

  useEffect(() => {
    if (!dueKey) return;
    for (const step of dueKey.split(',').map(Number) as OnboardingStepNumber[]) {
      // Once per visit: a claim that failed is tried again on the member's next visit.
      asked.current.add(step);
      void mutateAsync({ body: { interaction: { type: 'ONBOARDING_STEP', reference: String(step) } } }).then(
        (result) => setByStep((earlier) => ({ ...earlier, [step]: { status: 'credited', result } })),
        (failure: { code?: number }) => setByStep((earlier) => ({ ...earlier, [step]: { status: 'failed', code: failure.code ?? 1000 } })),
      );
    }
  }, [dueKey, mutateAsync]);

  return { byStep, failure: history.isError ? history.error.code : null };
}
