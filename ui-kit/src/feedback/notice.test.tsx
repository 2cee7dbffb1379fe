import { screen } from '@testing-library/react';
import { renderWithIntl } from '../testing/render-with-intl';
import { Notice } from './notice';

describe('Notice', () => {
  it('is a note of the page, not a live region, unless it must be announced', () => {
    renderWithIntl(<Notice title="Coupons">Sign in to print coupons.</Notice>);
    expect(screen.getByRole('note')).toHaveTextContent('CouponsSign in to print coupons.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces success politely and problems at once', () => {
    renderWithIntl(
      <>
        <Notice tone="success" announce>
          Reward redeemed.
        </Notice>
        <Notice tone="error" announce>
          The reward is out of stock.
        </Notice>
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Success: Reward redeemed.');
    expect(screen.getByRole('alert')).toHaveTextContent('Error: The reward is out of stock.');
  });

  it('says its tone in words, in the page’s language', () => {
    renderWithIntl(
      <Notice tone="warning" announce>
        Votre séance se termine bientôt.
      </Notice>,
      { locale: 'fr-CA' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Avertissement : Votre séance se termine bientôt.');
  });
});
