import { type EarningResult, onboardingStepsToClaim, type OnboardingStepNumber } from '@maple/contracts';
import { useApiMutation, useApiQuery } from '@maple/contracts/react';
import { useEffect, useRef, useState } from 'react';

/** The member's earnings, unpaginated: the same query the shell follows for the store's progress. */
const EARNINGS = { query: { transactionType: 'earn', isPagination: 'false' } } as const;

/** What each onboarding step's credit earned in this visit, by step. */
export type OnboardingStepCredits = Partial<Readonly<Record<OnboardingStepNumber, EarningResult>>>;

/**
 * Claims the credit of each onboarding step whose survey the member has completed
 * (`memberInteractions` `ONBOARDING_STEP`, which the API grants only after that survey), as
 * soon as their history shows one missing: right after the survey, or on a later visit if a
 * claim failed. Returns what the claims of this visit earned.
 */
export function useOnboardingStepCredits(): OnboardingStepCredits {
  const history = useApiQuery('history', EARNINGS, { errors: 'inline' });
  const claim = useApiMutation('memberInteraction', { errors: 'inline', invalidates: ['history', 'points'] });
  const asked = useRef(new Set<OnboardingStepNumber>());
  const [credits, setCredits] = useState<OnboardingStepCredits>({});
  const { mutateAsync } = claim;

  const due = history.data ? onboardingStepsToClaim(history.data.MemberTransactions).filter((step) => !asked.current.has(step)) : [];
  const dueKey = due.join(',');

  useEffect(() => {
    if (!dueKey) return;
    for (const step of dueKey.split(',').map(Number) as OnboardingStepNumber[]) {
      // Once per visit: a refused claim (email not confirmed yet) is tried again next time.
      asked.current.add(step);
      void mutateAsync({ body: { interaction: { type: 'ONBOARDING_STEP', reference: String(step) } } }).then(
        (result) => setCredits((earlier) => ({ ...earlier, [step]: result })),
        () => undefined,
      );
    }
  }, [dueKey, mutateAsync]);

  return credits;
}
