import type { SampleCampaign } from '@maple/contracts';
import { BasketList } from '#src/components/basket-list.tsx';

/** The samples in the basket, each with a way to take it out. */
export function ChosenSamples({ samples, onRemove }: { samples: readonly SampleCampaign[]; onRemove: (incentiveId: string) => void }) {
  return <BasketList entries={samples.map((sample) => ({ id: sample.incentiveId, name: sample.name }))} onRemove={onRemove} />;
}
