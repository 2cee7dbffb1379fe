import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createFakeParcelHost, renderRemotePage } from '@maple/testing';
import { RemoteParcel } from './remote-parcel';

const messages = { 'en-CA': {}, 'fr-CA': {} };
const sampleOrder = (element: HTMLElement, props: Readonly<Record<string, unknown>>) => {
  element.textContent = `Order the ${String(props.sample)} sample`;
};

function SampleOrder() {
  const [sample, setSample] = useState('fabric-care');
  return (
    <>
      <button type="button" onClick={() => setSample('dish-tablets')}>
        Dish tablets instead
      </button>
      <RemoteParcel name="sample-order" props={{ sample }} />
    </>
  );
}

describe('RemoteParcel', () => {
  it('mounts the parcel another remote offers, with its inputs, and updates them', async () => {
    const { host, mounted } = createFakeParcelHost({ 'sample-order': sampleOrder });
    renderRemotePage(<SampleOrder />, { app: 'campaigns', messages, props: { parcels: host } });
    expect(await screen.findByText('Order the fabric-care sample')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Dish tablets instead' }));
    expect(await screen.findByText('Order the dish-tablets sample')).toBeInTheDocument();
    await waitFor(() => expect(mounted.map((mount) => mount.props.sample)).toEqual(['fabric-care', 'dish-tablets']));
  });

  it('shows the fallback when no remote offers the parcel', async () => {
    renderRemotePage(<RemoteParcel name="sample-order" fallback={<p>Ordering is unavailable right now.</p>} />, {
      app: 'campaigns',
      messages,
    });
    expect(await screen.findByText('Ordering is unavailable right now.')).toBeInTheDocument();
  });
});
