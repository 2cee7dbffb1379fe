import { act, render, screen } from '@testing-library/react';
import { renderWithIntl } from '../testing/render-with-intl';
import { CardListSkeleton } from './card-list-skeleton';
import { PageSkeleton } from './page-skeleton';
import { Skeleton, SKELETON_DELAY_MS, SkeletonText } from './skeleton';

describe('skeletons', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const afterTheDelay = () => act(() => jest.advanceTimersByTime(SKELETON_DELAY_MS));

  it('announce loading once, when they appear after a short delay', () => {
    renderWithIntl(<CardListSkeleton count={3} />);
    const status = screen.getAllByRole('status');
    expect(status).toHaveLength(1);
    expect(status[0]).toBeEmptyDOMElement();
    afterTheDelay();
    expect(status[0]).toHaveTextContent('Loading…');
  });

  it('can appear at once', () => {
    renderWithIntl(<CardListSkeleton delayed={false} />);
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('hide their shapes from screen readers and mark the area busy', () => {
    const { container } = renderWithIntl(<PageSkeleton label="Loading your rewards…" />);
    afterTheDelay();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your rewards…');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')?.textContent?.trim()).toBe('');
  });

  it('stand for as many lines and cards as asked', () => {
    const { container } = render(
      <Skeleton>
        <SkeletonText lines={4} />
      </Skeleton>,
    );
    expect(container.querySelectorAll('.line')).toHaveLength(4);

    const cards = render(<CardListSkeleton count={2} lines={3} />);
    expect(cards.container.querySelectorAll('.card')).toHaveLength(2);
    expect(cards.container.querySelectorAll('.body .line')).toHaveLength(6);
  });

  it('say loading in French on French pages', () => {
    renderWithIntl(<PageSkeleton />, { locale: 'fr-CA' });
    afterTheDelay();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });
});
