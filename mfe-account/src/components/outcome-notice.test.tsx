import { screen } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import { OutcomeNotice } from './outcome-notice';

const render = (outcome: { isSuccess: boolean; isError: boolean }) =>
  renderPage(<OutcomeNotice outcome={outcome} success="Your choices are saved." failure="Your choices were not saved." />);

describe('OutcomeNotice', () => {
  it('says nothing before the action has an outcome', () => {
    render({ isSuccess: false, isError: false });

    expect(screen.queryByText(/Your choices/)).not.toBeInTheDocument();
  });

  it('announces the success', () => {
    render({ isSuccess: true, isError: false });

    expect(screen.getByText('Your choices are saved.')).toBeInTheDocument();
    expect(screen.queryByText('Your choices were not saved.')).not.toBeInTheDocument();
  });

  it('announces the failure', () => {
    render({ isSuccess: false, isError: true });

    expect(screen.getByText('Your choices were not saved.')).toBeInTheDocument();
  });
});
