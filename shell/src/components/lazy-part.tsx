import { useLoaded } from '@maple/platform';
import { Button, Notice } from '@maple/ui';
import { Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  failed: { id: 'shell.lazyPart.failed', defaultMessage: 'This part of the page could not be loaded. Check your connection.' },
  retry: { id: 'shell.lazyPart.retry', defaultMessage: 'Try again' },
});

// A class: React catches render errors only in a class component's lifecycle.
class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] a part of the page could not be loaded:', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Notice tone="error" announce>
        <p>
          <FormattedMessage {...messages.failed} />{' '}
          <Button variant="quiet" size="small" onClick={() => this.setState({ failed: false })}>
            <FormattedMessage {...messages.retry} />
          </Button>
        </p>
      </Notice>
    );
  }
}

/**
 * A part of the shell in a chunk of its own (docs/decisions/014-performance.md), loaded the
 * first time it renders: `loading` shows meanwhile; a chunk that cannot be downloaded says so
 * where the part would be, with Try again (which downloads it afresh).
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>, loading: ReactNode = null): ComponentType<Props> {
  function LoadedPart(props: Props) {
    const Part = useLoaded(load);
    return <Part {...props} />;
  }
  function LazyPart(props: Props) {
    return (
      <LoadBoundary>
        <Suspense fallback={loading}>
          <LoadedPart {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return LazyPart;
}
