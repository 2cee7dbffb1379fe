import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RemoteName } from '@maple/contracts';
import { type LocaleMessages, LocationProvider, memoryLocation, RemoteProviders } from '@maple/platform';
import { createTestMfeProps } from './create-test-mfe-props';

/** Options of {@link renderRemotePage}. */
export interface RenderRemotePageOptions {
  app: RemoteName;
  /** The app's messages, imported (not loaded): the page renders at once. */
  messages: LocaleMessages;
  /** The URL path the page is shown at; its `/fr` prefix picks the language. */
  path?: string;
  /** Mount props to use instead of the test defaults; `state` sets the site store (e.g. `signedInState()`). */
  props?: Parameters<typeof createTestMfeProps>[0];
}

/** Renders a remote's page at a path with the providers the shell's mount gives it. */
export function renderRemotePage(page: ReactElement, { app, messages, path = '/', props = {} }: RenderRemotePageOptions) {
  const location = memoryLocation(path);
  const mfeProps = createTestMfeProps({ app, navigate: (to) => location.source.go(to), ...props });
  const view = render(
    <LocationProvider source={location.source}>
      <RemoteProviders props={mfeProps} definition={{ app, messages }}>
        {page}
      </RemoteProviders>
    </LocationProvider>,
  );
  /** Every address the page went to, the first one included. */
  return { ...view, props: mfeProps, visited: location.entries };
}
