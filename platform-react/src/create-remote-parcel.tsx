import { type ComponentType, StrictMode, Suspense, useEffect, useMemo } from 'react';
import type { MfeProps, ParcelInputs, RemoteName } from '@maple/contracts';
import { RemoteProviders } from './create-remote-app';
import { type LocaleMessages, loadLocaleMessages } from './locale-messages';
import { MfeProvider, useMfe } from './mfe-context';
import { browserLocation, LocationProvider } from './page-location';
import { reactLifecycles } from './react-lifecycles';

/** What a remote declares for a parcel; {@link createRemoteParcel} turns it into single-spa parcel lifecycles. */
interface RemoteParcelDefinition {
  /** The remote that offers it. */
  readonly app: RemoteName;
  /** The widget; it receives the inputs of whoever mounts it. */
  readonly component: ComponentType<Readonly<Record<string, unknown>>>;
  /** Each language's messages, loaded on their own. */
  readonly messages: LocaleMessages;
}

function ReportParcelFailure({ error }: { error: Error }) {
  const { bus, app } = useMfe();
  useEffect(() => {
    bus.emit('mfe:failed', { app, phase: 'render', message: `parcel: ${error.message}` });
  }, [bus, app, error]);
  return null;
}

/**
 * Builds the lifecycles of a parcel (the module a remote exposes as `./parcel/<name>`): the
 * widget with the same providers as the remote's pages (mount props, the site's data, its
 * messages in the path's language, the kit's theme), in a React root of its own wherever it
 * is mounted. A render error is reported on the bus and the widget shows nothing.
 */
export function createRemoteParcel({ app, component: Widget, messages }: RemoteParcelDefinition) {
  function ParcelRoot(props: MfeProps & ParcelInputs) {
    const location = useMemo(() => browserLocation(props.navigate), [props.navigate]);
    return (
      <StrictMode>
        <LocationProvider source={location}>
          {/* Nothing shows until the widget has its words (the mount loads them first). */}
          <Suspense fallback={null}>
            <RemoteProviders props={props} definition={{ app, messages }}>
              <Widget {...props.parcelProps} />
            </RemoteProviders>
          </Suspense>
        </LocationProvider>
      </StrictMode>
    );
  }
  const lifecycles = reactLifecycles<MfeProps & ParcelInputs>({
    name: `${app} parcel`,
    rootComponent: ParcelRoot,
    errorBoundary: (error, props) => (
      <MfeProvider props={props}>
        <ReportParcelFailure error={error} />
      </MfeProvider>
    ),
  });
  return {
    ...lifecycles,
    mount: async (props: Parameters<typeof lifecycles.mount>[0]) => {
      // A failure shows at render, where it is reported.
      await loadLocaleMessages(messages, props.locale).catch(() => undefined);
      return lifecycles.mount(props);
    },
  };
}
