import { screen } from '@testing-library/react';
import { VisuallyHidden } from '../a11y/visually-hidden';
import { renderWithIntl } from '../testing/render-with-intl';
import { Badge } from './badge';
import { Progress } from './progress';

describe('Badge', () => {
  it('shows its words', () => {
    renderWithIntl(
      <h3>
        Gift card <Badge tone="success">New</Badge>
      </h3>,
    );
    expect(screen.getByRole('heading', { name: 'Gift card New' })).toBeInTheDocument();
  });
});

describe('Progress', () => {
  it('is a labelled progress bar with its value in words', () => {
    renderWithIntl(<Progress label="Onboarding surveys" value={2} max={3} />);
    const bar = screen.getByRole('progressbar', { name: 'Onboarding surveys' });
    expect(bar).toHaveAttribute('value', '2');
    expect(bar).toHaveAttribute('max', '3');
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 3');
    expect(screen.getByText('2 of 3')).toBeVisible();
  });

  it('says its value in French on French pages', () => {
    renderWithIntl(<Progress label="Sondages" value={1} max={3} />, { locale: 'fr-CA' });
    expect(screen.getByRole('progressbar', { name: 'Sondages' })).toHaveAttribute('aria-valuetext', '1 sur 3');
  });

  it('has no value while the amount is unknown', () => {
    renderWithIntl(<Progress label="Uploading your receipt" />);
    expect(screen.getByRole('progressbar', { name: 'Uploading your receipt' })).not.toHaveAttribute('value');
  });
});

describe('VisuallyHidden', () => {
  it('keeps text for screen readers', () => {
    renderWithIntl(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Remove the coupon</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Remove the coupon' })).toBeInTheDocument();
  });
});
