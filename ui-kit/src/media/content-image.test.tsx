import { fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '../testing/render-with-intl';
import { ContentImage, type ImageSource } from './content-image';

const giftCard: ImageSource = {
  variants: [
    { url: 'http://localhost:8090/media/gift-card-400.webp', width: 400 },
    { url: 'http://localhost:8090/media/gift-card-800.webp', width: 800 },
  ],
  width: 800,
  height: 450,
  alt: 'A blue gift card tied with a ribbon',
};

describe('ContentImage', () => {
  it('shows the image with what it shows as its text, sized so nothing moves while it loads', () => {
    renderWithIntl(<ContentImage image={giftCard} sizes="(min-width: 64rem) 20rem, 100vw" />);
    const image = screen.getByRole('img', { name: 'A blue gift card tied with a ribbon' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '450');
    expect(image).toHaveAttribute(
      'srcset',
      'http://localhost:8090/media/gift-card-400.webp 400w, http://localhost:8090/media/gift-card-800.webp 800w',
    );
    expect(image).toHaveAttribute('sizes', '(min-width: 64rem) 20rem, 100vw');
    expect(image).toHaveAttribute('src', 'http://localhost:8090/media/gift-card-800.webp');
  });

  it('loads lazily, unless it is the page’s first and largest image', () => {
    const { unmount } = renderWithIntl(<ContentImage image={giftCard} sizes="100vw" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
    unmount();
    renderWithIntl(<ContentImage image={giftCard} sizes="100vw" priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a placeholder, not a broken image, when there is no image', () => {
    const { container } = renderWithIntl(<ContentImage image={null} sizes="100vw" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"] svg')).toBeInTheDocument();
  });

  it('shows the placeholder when the file fails to load', () => {
    const { container } = renderWithIntl(<ContentImage image={giftCard} sizes="100vw" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"] svg')).toBeInTheDocument();
  });

  it('gives a decorative image no text', () => {
    const { container } = renderWithIntl(<ContentImage image={{ ...giftCard, alt: '' }} sizes="100vw" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
