import * as React from 'react';
import { type ComponentType, StrictMode, useEffect, useMemo } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { Locale } from '../i18n/locale';
import type { MfeProps } from '../mfe/mfe-props';
import type { ParcelInputs } from '../mfe/parcel-host';
import type { RemoteName } from '../routes/route-definition';
import { type CompiledMessages, RemoteProviders } from './create-remote-app';
import { MfeProvider, useMfe } from './mfe-context';
import { browserLocation, LocationProvider } from './page-location';

/** What a remote declares for a parcel; {@link createRemoteParcel} turns it into single-spa parcel lifecycles. */
export interface RemoteParcelDefinition {
  /** The remote that offers it. */
  readonly app: RemoteName;
  /** The widget; it receives the inputs of whoever mounts it. */
  readonly component: ComponentType<Readonly<Record<string, unknown>>>;
  readonly messages: Readonly<Record<Locale, CompiledMessages>>;
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
          <RemoteProviders props={props} definition={{ app, messages }}>
            <Widget {...props.parcelProps} />
          </RemoteProviders>
        </LocationProvider>
      </StrictMode>
    );
  }
  return singleSpaReact<MfeProps & ParcelInputs>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    errorBoundary: (error, _info, props) => (
      <MfeProvider props={props}>
        <ReportParcelFailure error={error} />
      </MfeProvider>
    ),
  });
}
