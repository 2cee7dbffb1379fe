import type { CauseDonations } from '../features/rewards/components/cause-donations';
import type { ImpactPage } from '../features/impact/components/impact-page';

/**
 * The impact screen: the impact feature's page, with the rewards feature's cause donations
 * where it asks for them (features do not import each other; the app puts them together).
 */
export function impactScreen(Impact: typeof ImpactPage, Donations: typeof CauseDonations) {
  return function ImpactScreen() {
    return <Impact renderDonations={(causeId) => <Donations causeId={causeId} />} />;
  };
}
