import { screen, waitFor } from '@testing-library/react';
import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { reactLifecycles } from './react-lifecycles';

function Greeting({ who }: { who: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>Hello {who}</h1>
    </section>
  );
}

function Exploding(): never {
  throw new Error('exploded while rendering');
}

const lifecyclesOf = (root: (props: { who: string }) => React.ReactNode = Greeting) =>
  reactLifecycles<{ who: string }>({ name: 'test', rootComponent: root, errorBoundary: (error) => <p role="alert">{error.message}</p> });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('reactLifecycles', () => {
  it('mounts the root into its element, resolving once React has committed it', async () => {
    const domElement = document.body.appendChild(document.createElement('div'));
    await lifecyclesOf().mount({ who: 'Ada', domElement });
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
  });

  it('hydrates the markup its element holds: the served heading stays the very element', async () => {
    const domElement = document.body.appendChild(document.createElement('div'));
    // As the build renders it (react-dom's server renderer).
    domElement.innerHTML = renderToString(<Greeting who="Ada" />);
    const served = domElement.querySelector('h1');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await lifecyclesOf().mount({ who: 'Ada', domElement });
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBe(served);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders new props on update, and leaves the element empty when unmounted', async () => {
    const domElement = document.body.appendChild(document.createElement('div'));
    const lifecycles = lifecyclesOf();
    await lifecycles.mount({ who: 'Ada', domElement });
    await lifecycles.update({ who: 'Grace', domElement });
    expect(screen.getByRole('heading', { name: 'Hello Grace' })).toBeInTheDocument();
    await lifecycles.unmount({ who: 'Grace', domElement });
    expect(domElement).toBeEmptyDOMElement();
  });

  it('shows what it is given in place of a root that throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const domElement = document.body.appendChild(document.createElement('div'));
    await lifecyclesOf(Exploding).mount({ who: 'Ada', domElement });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('exploded while rendering'));
  });
});
