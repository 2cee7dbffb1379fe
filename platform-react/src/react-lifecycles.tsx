import { Component, type ComponentType, type ReactNode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/** What single-spa hands a lifecycle: the custom props, and where to render (apps: a getter; parcels: the element). */
type LifecycleProps<Props> = Props & {
  readonly name?: string;
  readonly domElement?: HTMLElement;
  readonly domElementGetter?: () => HTMLElement;
};

/** The single-spa lifecycles of an app or a parcel rendered by React. */
interface ReactLifecycles<Props> {
  bootstrap(props: LifecycleProps<Props>): Promise<void>;
  mount(props: LifecycleProps<Props>): Promise<void>;
  update(props: LifecycleProps<Props>): Promise<void>;
  unmount(props: LifecycleProps<Props>): Promise<void>;
}

/** What {@link reactLifecycles} renders, and what it shows instead after a render error. */
interface ReactLifecyclesOptions<Props> {
  /** Who renders (in the console's reports). */
  readonly name: string;
  readonly rootComponent: ComponentType<Props>;
  /** Rendered in place of the root after an error thrown while rendering (it reports it). */
  readonly errorBoundary: (error: Error, props: Props) => ReactNode;
}

/** Where a mount renders. */
function mountElementOf(props: LifecycleProps<unknown>): HTMLElement {
  const element = props.domElement ?? props.domElementGetter?.();
  if (!element) throw new Error('A React lifecycle needs a domElement or a domElementGetter in its props');
  return element;
}

// Resolves a lifecycle's promise once React has committed what it rendered.
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

// A class: React catches render errors only in a class component's lifecycle.
class RenderBoundary<Props> extends Component<
  { props: Props; fallback: (error: Error, props: Props) => ReactNode; children: ReactNode },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.props.props) : this.props.children;
  }
}

/**
 * Single-spa lifecycles for a React root component (docs/decisions/014-performance.md): what
 * single-spa-react does, plus what the first view needs. Every render is a transition, so React
 * yields to the browser between components; a mount whose element holds markup hydrates it (the
 * shell leaves markup in a slot only when it is this very page as the build rendered it); a render
 * error shows `errorBoundary`. A lifecycle resolves once React has committed.
 */
export function reactLifecycles<Props extends object>({
  name,
  rootComponent: Root,
  errorBoundary,
}: ReactLifecyclesOptions<Props>): ReactLifecycles<Props> {
  const roots = new Map<HTMLElement, Root>();

  function tree(props: Props, onCommit: () => void) {
    return (
      <Committed onCommit={onCommit}>
        <RenderBoundary props={props} fallback={errorBoundary}>
          <Root {...props} />
        </RenderBoundary>
      </Committed>
    );
  }

  return {
    bootstrap: async () => {},
    mount: (props) =>
      new Promise<void>((resolve) => {
        const element = mountElementOf(props);
        const served = element.hasChildNodes();
        startTransition(() => {
          if (served) {
            roots.set(
              element,
              hydrateRoot(element, tree(props, resolve), {
                onRecoverableError: (error, info) =>
                  console.error(`[${name}] the served page could not be hydrated as served:`, error, info.componentStack ?? ''),
              }),
            );
          } else {
            const root = createRoot(element);
            roots.set(element, root);
            root.render(tree(props, resolve));
          }
        });
      }),
    update: (props) =>
      new Promise<void>((resolve) => {
        const root = roots.get(mountElementOf(props));
        if (!root) return resolve();
        startTransition(() => root.render(tree(props, resolve)));
      }),
    unmount: async (props) => {
      const element = mountElementOf(props);
      roots.get(element)?.unmount();
      roots.delete(element);
    },
  };
}
