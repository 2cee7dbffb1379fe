// The parcel this remote exposes as `./parcel/sample-order`: one sample's order flow, for other
// remotes' pages. Its input is `{ incentiveId: string }` (README: "Parcels").
import { createRemoteParcel } from '@maple/platform';
import { SampleOrderWidget } from '../features/samples/components/sample-order-widget';
import { messages } from '../i18n/messages';

function SampleOrderParcel({ incentiveId }: Readonly<Record<string, unknown>>) {
  return <SampleOrderWidget incentiveId={incentiveId} />;
}

export const { bootstrap, mount, unmount, update } = createRemoteParcel({ app: 'coupons', component: SampleOrderParcel, messages });
