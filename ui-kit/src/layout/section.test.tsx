import { screen, within } from '@testing-library/react';
import { renderWithIntl } from '../testing/render-with-intl';
import { Section } from './section';

describe('Section', () => {
  it('is a region named by its heading', () => {
    renderWithIntl(
      <Section heading="Ways to earn" description="Every survey counts.">
        <p>Surveys</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Ways to earn' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Ways to earn' })).toBeInTheDocument();
    expect(within(region).getByText('Every survey counts.')).toBeInTheDocument();
    expect(within(region).getByText('Surveys')).toBeInTheDocument();
  });

  it('takes the heading level the page needs, and actions beside it', () => {
    renderWithIntl(<Section heading="Gift cards" level={3} actions={<a href="/rewards/all">See all</a>} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Gift cards' })).toBeInTheDocument();
    expect(within(screen.getByRole('region')).getByRole('link', { name: 'See all' })).toBeInTheDocument();
  });
});
