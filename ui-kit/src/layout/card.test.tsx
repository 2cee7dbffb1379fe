import { screen, within } from '@testing-library/react';
import { renderWithIntl } from '../testing/render-with-intl';
import { Card, CardList } from './card';

describe('CardList and Card', () => {
  it('is a list of cards, each with its heading, body, actions and media', () => {
    renderWithIntl(
      <CardList label="Rewards">
        <Card
          heading={<a href="/rewards/gift-card">Gift card</a>}
          media={<img src="/card.png" alt="" width={320} height={180} />}
          actions={<button type="button">Redeem</button>}
        >
          A $25 card.
        </Card>
        <Card heading="Donation">Give to your cause.</Card>
      </CardList>,
    );
    const list = screen.getByRole('list', { name: 'Rewards' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('two cards expected');
    expect(within(first).getByRole('heading', { level: 3, name: 'Gift card' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Gift card' })).toHaveAttribute('href', '/rewards/gift-card');
    expect(within(first).getByText('A $25 card.')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Redeem' })).toBeInTheDocument();
    expect(within(first).getByRole('presentation')).toHaveAttribute('src', '/card.png');
    expect(within(second).getByRole('heading', { name: 'Donation' })).toBeInTheDocument();
  });

  it('puts the heading before the media in reading order', () => {
    renderWithIntl(<Card heading="Gift card" media={<img src="/card.png" alt="A gift card" />} />);
    const heading = screen.getByRole('heading', { name: 'Gift card' });
    const image = screen.getByRole('img', { name: 'A gift card' });
    expect(heading.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('can be numbered steps', () => {
    renderWithIntl(
      <CardList ordered label="How it works">
        <Card>Share your link.</Card>
        <Card>Your friend joins.</Card>
      </CardList>,
    );
    expect(screen.getByRole('list', { name: 'How it works' }).tagName).toBe('OL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Share your link.', 'Your friend joins.']);
  });

  it('can name something inside it with its heading', () => {
    renderWithIntl(
      <Card heading="Gender" headingId="gender-heading">
        <ul aria-labelledby="gender-heading">
          <li>Female</li>
        </ul>
      </Card>,
    );
    expect(screen.getByRole('list', { name: 'Gender' })).toBeInTheDocument();
  });

  it('is not a list item outside a card list', () => {
    renderWithIntl(<Card heading="Alone">Text</Card>);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Alone' })).toBeInTheDocument();
  });
});
