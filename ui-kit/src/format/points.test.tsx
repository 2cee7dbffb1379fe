import { render, screen } from '@testing-library/react';
import { renderWithIntl } from '../testing/render-with-intl';
import { Money } from './money';
import { Points } from './points';

describe('Points and Money', () => {
  it('format in the page’s language', () => {
    renderWithIntl(
      <p>
        Balance: <Points value={1000} />, gift card: <Money amount={25} />
      </p>,
      { locale: 'fr-CA' },
    );
    // textContent keeps the no-break spaces that the default text matcher would turn into spaces.
    expect(screen.getByText(/^Balance:/).textContent).toMatch(/^Balance: 1[\u00a0\u202f]000\u00a0points, gift card: 25,00\u00a0\$$/);
  });

  it('are English without a language provider', () => {
    const { container } = render(<Points value={1} />);
    expect(container.textContent).toBe('1\u00a0point');
  });
});
