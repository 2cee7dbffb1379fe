import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../testing/render-with-intl';
import { Button } from './button';
import { buttonClassName } from './button-class-name';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const submitted = jest.fn((event: SubmitEvent) => event.preventDefault());
    renderWithIntl(
      <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
        <Button>Preview</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('is served disabled, looking ready, and takes presses once its script has hydrated it', async () => {
    const onClick = jest.fn();
    const ui = (
      <IntlProvider locale="en-CA" defaultLocale="en-CA" messages={{}}>
        <Button onClick={onClick}>Join and get your coupons</Button>
      </IntlProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    expect(screen.getByRole('button', { name: 'Join and get your coupons' })).toBeDisabled();
    await act(async () => {
      hydrateRoot(container, ui);
    });
    const button = screen.getByRole('button', { name: 'Join and get your coupons' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('says once that it is busy, keeps its name and ignores clicks meanwhile', async () => {
    const onClick = jest.fn();
    const { rerender } = renderWithIntl(
      <Button onClick={onClick} busy={false}>
        Redeem
      </Button>,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    rerender(
      <Button onClick={onClick} busy>
        Redeem
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Redeem' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Please wait…');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('blocks a second submission while the first is under way', async () => {
    const submitted = jest.fn();
    renderWithIntl(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted();
        }}
      >
        <input aria-label="Code" />
        <Button type="submit" busy busyLabel="Sending your code…">
          Send
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'ABC{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Sending your code…');
  });

  it('adds no status region when it is never busy', () => {
    renderWithIntl(<Button>Save</Button>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('speaks French on French pages', () => {
    renderWithIntl(<Button busy>Échanger</Button>, { locale: 'fr-CA' });
    expect(screen.getByRole('status')).toHaveTextContent('Veuillez patienter…');
  });

  it('lends its look to links', () => {
    renderWithIntl(
      <a href="/signup" className={buttonClassName('secondary', { inverse: true })}>
        Join
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Join' })).toHaveClass('button', 'secondary', 'inverse');
  });
});
