import { createEventBus, type MfeProps, type SiteEvents } from '@maple/contracts';
import { createFakeSiteApi, createRecordingCommands, siteQueryClientOf } from '@maple/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { siteRoutes } from '@maple/contracts';
import { createSiteStore } from '#src/lib/site-store.ts';
import { createTestComposition } from '#src/testing/create-test-services.ts';
import { createParcelHost } from './parcel-host';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

/** A parcel that writes its inputs and the page's language into its element. */
const sampleOrderParcel = {
  bootstrap: async () => {},
  mount: async (props: MfeProps & { domElement: HTMLElement; parcelProps: { sample?: string } }) => {
    props.domElement.textContent = `${props.app} orders ${props.parcelProps.sample ?? '?'} in ${props.locale}`;
  },
  update: async (props: MfeProps & { domElement: HTMLElement; parcelProps: { sample?: string } }) => {
    props.domElement.textContent = `${props.app} orders ${props.parcelProps.sample ?? '?'} in ${props.locale}`;
  },
  unmount: async (props: { domElement: HTMLElement }) => {
    props.domElement.textContent = '';
  },
};

function hostWith(parcels: { app: string; name: string }[]) {
  const composition = createTestComposition();
  const remotes = composition.remotes.map((remote) => ({
    ...remote,
    parcels: parcels.filter((parcel) => parcel.app === remote.app).map((parcel) => ({ name: parcel.name, siteWide: false })),
  }));
  const bus = createEventBus();
  const failures: SiteEvents['mfe:failed'][] = [];
  bus.on('mfe:failed', (failure) => failures.push(failure));
  const host = createParcelHost({
    composition: { ...composition, remotes },
    bus,
    mountProps: () => ({
      locale: 'fr-CA',
      store: createSiteStore().view,
      commands: createRecordingCommands().commands,
      bus,
      routes: siteRoutes,
      navigate: () => {},
      api: createFakeSiteApi().api,
      queryClient: siteQueryClientOf(),
      parcels: host,
    }),
  });
  return { host, failures };
}

describe('the parcel host', () => {
  afterEach(() => jest.clearAllMocks());

  it('mounts a parcel from the remote that offers it, with the site’s props and the mounter’s inputs', async () => {
    jest.mocked(loadRemote).mockResolvedValue(sampleOrderParcel);
    const { host } = hostWith([{ app: 'coupons', name: 'sample-order' }]);
    const element = document.createElement('div');

    expect(host.has('sample-order')).toBe(true);
    const handle = await host.mount('sample-order', element, { sample: 'fabric-care' });
    expect(loadRemote).toHaveBeenCalledWith('mfe_coupons/parcel/sample-order');
    expect(element).toHaveTextContent('coupons orders fabric-care in fr-CA');

    await handle?.update({ sample: 'dish-tablets' });
    expect(element).toHaveTextContent('coupons orders dish-tablets in fr-CA');
    await handle?.unmount();
    expect(element).toBeEmptyDOMElement();
  });

  it('mounts nothing for a parcel no remote offers', async () => {
    const { host } = hostWith([]);
    expect(host.has('sample-order')).toBe(false);
    await expect(host.mount('sample-order', document.createElement('div'))).resolves.toBeNull();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('reports a parcel that cannot be loaded as its remote’s failure', async () => {
    jest.mocked(loadRemote).mockRejectedValue(new Error('ScriptNetworkError'));
    const { host, failures } = hostWith([{ app: 'account', name: 'onboarding-tracker' }]);
    await expect(host.mount('onboarding-tracker', document.createElement('div'))).resolves.toBeNull();
    expect(failures).toEqual([{ app: 'account', phase: 'load', message: 'parcel onboarding-tracker: ScriptNetworkError' }]);
  });
});
