import { act, screen, waitFor } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { TYPE } from '@formatjs/icu-messageformat-parser';
import { type Locale, type MfeProps, siteRoutes } from '@maple/contracts';
import { createTestMfeProps } from '@maple/testing';
import { createRemoteApp, lazyPage, type RemotePages } from './create-remote-app';
import type { CompiledMessages } from './locale-messages';
import { useMfe } from './mfe-context';

const routes = siteRoutes.ownedBy('rewards');
const messages: Record<Locale, CompiledMessages> = {
  'en-CA': { greeting: [{ type: TYPE.literal, value: 'Hello' }] },
  'fr-CA': { greeting: [{ type: TYPE.literal, value: 'Bonjour' }] },
};

function Greeting() {
  const intl = useIntl();
  const { app } = useMfe();
  return (
    <h1>
      {intl.formatMessage({ id: 'greeting' })} from {app}
    </h1>
  );
}

function Exploding(): never {
  throw new Error('exploded while rendering');
}

const pages = (overrides: Partial<RemotePages<typeof routes>> = {}): RemotePages<typeof routes> => ({
  rewards: Greeting,
  allRewards: Greeting,
  sweepstakesEntry: Greeting,
  actionTasks: Greeting,
  earnPoints: Greeting,
  impact: Greeting,
  ...overrides,
});

/** Mounts the lifecycles the way single-spa would, at `path`. */
async function mountAt(path: string, pageMap = pages(), beforeMount: (props: MfeProps) => void = () => {}) {
  window.history.replaceState(null, '', path);
  const lifecycles = createRemoteApp({ app: 'rewards', routes, pages: pageMap, messages });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props: MfeProps & { domElement: HTMLElement; name: string } = { ...createTestMfeProps(), domElement, name: 'rewards' };
  const [bootstrap, mount, unmount] = [lifecycles.bootstrap, lifecycles.mount, lifecycles.unmount].map((lifecycle) =>
    Array.isArray(lifecycle) ? lifecycle[0] : lifecycle,
  ) as ((props: object) => Promise<unknown>)[];
  beforeMount(props);
  // Not inside act(): the mount resolves once React has committed the root.
  await bootstrap?.(props);
  await mount?.(props);
  return { props, domElement, unmount: async () => void (await unmount?.(props)) };
}

describe('createRemoteApp', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('mounts the page of the path, in the path’s language, inside an element named after the remote', async () => {
    const { domElement } = await mountAt('/fr/recompenses/toutes/');
    expect(await screen.findByRole('heading', { name: 'Bonjour from rewards' })).toBeInTheDocument();
    expect(domElement.querySelector('[data-mfe="rewards"]')).not.toBeNull();
  });

  it('renders nothing on a path it does not claim, and cleans up when unmounted', async () => {
    const { domElement, unmount } = await mountAt('/coupons/');
    expect(domElement.querySelector('[data-mfe="rewards"]')).toBeEmptyDOMElement();
    await unmount();
    expect(domElement).toBeEmptyDOMElement();
  });

  it('reports an error thrown while rendering as a render failure of the remote', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const failures: unknown[] = [];
    await mountAt('/rewards/', pages({ rewards: Exploding }), (props) => props.bus.on('mfe:failed', (failure) => failures.push(failure)));
    await waitFor(() => expect(failures).toEqual([{ app: 'rewards', phase: 'render', message: 'exploded while rendering' }]));
    jest.restoreAllMocks();
  });

  it('fetches the page of the path before it mounts, so the page appears without a skeleton in between', async () => {
    let arrive!: () => void;
    const lazyImpact = lazyPage(() => new Promise((resolve) => (arrive = () => resolve(Greeting))));
    const mounted = mountAt('/fr/impact/', pages({ impact: lazyImpact }));
    await waitFor(() => expect(arrive).toBeDefined());
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    arrive();
    const { domElement } = await mounted;
    expect(await screen.findByRole('heading', { name: 'Bonjour from rewards' })).toBeInTheDocument();
    expect(domElement.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows a skeleton while a page the member moves to later arrives', async () => {
    let arrive!: () => void;
    const loads: string[] = [];
    const lazyImpact = lazyPage(() => {
      loads.push('impact');
      return new Promise((resolve) => (arrive = () => resolve(Greeting)));
    });
    const { domElement } = await mountAt('/rewards/', pages({ impact: lazyImpact }));
    expect(await screen.findByRole('heading', { name: 'Hello from rewards' })).toBeInTheDocument();
    act(() => {
      window.history.pushState(null, '', '/impact/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(loads).toEqual(['impact']));
    expect(domElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    act(() => arrive());
    await waitFor(() => expect(domElement.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Hello from rewards' })).toBeInTheDocument();
  });

  it('fetches a page’s feature messages with it, in the path’s language only, and shows them beside the app’s', async () => {
    const loaded: string[] = [];
    const impactWords = (locale: Locale, value: string) => async () => {
      loaded.push(locale);
      return { default: { impactHeading: [{ type: TYPE.literal, value }] } };
    };
    function ImpactPage() {
      const intl = useIntl();
      return (
        <h1>
          {intl.formatMessage({ id: 'impactHeading' })}, {intl.formatMessage({ id: 'greeting' })}
        </h1>
      );
    }
    const impact = lazyPage(async () => ImpactPage, {
      messages: { 'en-CA': impactWords('en-CA', 'Your impact'), 'fr-CA': impactWords('fr-CA', 'Votre impact') },
    });
    const { domElement } = await mountAt('/fr/impact/', pages({ impact }), (props) => Object.assign(props, { locale: 'fr-CA' }));
    expect(await screen.findByRole('heading', { name: 'Votre impact, Bonjour' })).toBeInTheDocument();
    // Fetched before the mount, so its first render had them: no skeleton.
    expect(domElement.querySelector('[aria-busy="true"]')).toBeNull();
    expect(loaded).toEqual(['fr-CA']);
  });

  it('fetches no lazy page before its screen is shown', async () => {
    const loads: string[] = [];
    await mountAt('/rewards/', pages({ impact: lazyPage(async () => (loads.push('impact'), Greeting)) }));
    expect(await screen.findByRole('heading', { name: 'Hello from rewards' })).toBeInTheDocument();
    expect(loads).toEqual([]);
  });
});

describe('RemotePages', () => {
  it('makes a page map that misses or invents a claimed screen a compile error', () => {
    // @ts-expect-error impact has no page
    const missing: RemotePages<typeof routes> = {
      rewards: Greeting,
      allRewards: Greeting,
      sweepstakesEntry: Greeting,
      actionTasks: Greeting,
      earnPoints: Greeting,
    };
    // @ts-expect-error coupons is not a screen of mfe-rewards
    const invented: RemotePages<typeof routes> = { ...pages(), coupons: Greeting };
    expect([missing, invented]).toHaveLength(2);
  });
});
