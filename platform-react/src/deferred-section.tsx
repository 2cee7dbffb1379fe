import { Component, type ComponentType, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLoaded } from './load-once';

/** How a deferred part of a page reads in its loading state and when its code cannot be downloaded. */
interface DeferredSectionProps {
  /** The part's chunk: its component, which reads the data it shows. */
  readonly load: () => Promise<ComponentType>;
  /** What it shows until it is on screen and loaded: exactly its own loading state, so nothing moves. */
  readonly fallback: ReactNode;
  /** What it shows when its chunk cannot be downloaded; `retry` downloads it afresh. */
  readonly failed: (retry: () => void) => ReactNode;
}

function LoadedPart({ load }: { load: DeferredSectionProps['load'] }) {
  const Part = useLoaded(load);
  return <Part />;
}

// A class: React catches render errors only in a class component's lifecycle.
class PartBoundary extends Component<{ failed: DeferredSectionProps['failed']; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.failed(() => this.setState({ failed: false })) : this.props.children;
  }
}

/**
 * A part of a page that shows server data below the fold (docs/decisions/014-performance.md):
 * its code, the data layer and the API client download when it comes on screen, not with the
 * page. Until then (and at build time, and while a served page hydrates) it shows `fallback`,
 * its own loading state, in a box the browser watches; a browser that cannot watch loads it at
 * once.
 */
export function DeferredSection({ load, fallback, failed }: DeferredSectionProps) {
  const box = useRef<HTMLDivElement>(null);
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (onScreen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setOnScreen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onScreen]);
  return (
    <div ref={box}>
      {onScreen ? (
        <PartBoundary failed={failed}>
          <Suspense fallback={fallback}>
            <LoadedPart load={load} />
          </Suspense>
        </PartBoundary>
      ) : (
        fallback
      )}
    </div>
  );
}
