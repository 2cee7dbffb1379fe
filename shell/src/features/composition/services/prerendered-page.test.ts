import { takePrerenderedPage } from './prerendered-page';

function servedDocument(attributes: string) {
  const root = document.createElement('div');
  root.innerHTML = `<header>Maple Rewards</header><main><div id="mfe-slot-campaigns"><div ${attributes}><h1>Recycling</h1></div></div></main>`;
  return root;
}

describe('takePrerenderedPage', () => {
  it('takes the served page of the path, with its remote and the other language', () => {
    const root = servedDocument(
      'data-prerendered-app="campaigns" data-prerendered-path="/recycling/" data-prerendered-counterpart="/fr/recyclage/"',
    );
    const page = takePrerenderedPage(root, '/recycling');
    expect(page).toMatchObject({ app: 'campaigns', path: '/recycling', counterpart: '/fr/recyclage/' });
    expect(page?.element?.querySelector('h1')).toHaveTextContent('Recycling');
  });

  it('has no language switch for a page served without one', () => {
    const root = servedDocument('data-prerendered-app="campaigns" data-prerendered-path="/alwayscoupon2025/"');
    expect(takePrerenderedPage(root, '/alwayscoupon2025/')?.counterpart).toBeNull();
  });

  it('ignores a served page of another path, and a document without one', () => {
    const root = servedDocument('data-prerendered-app="campaigns" data-prerendered-path="/recycling/"');
    expect(takePrerenderedPage(root, '/scholarship/')).toBeNull();
    expect(takePrerenderedPage(document.createElement('div'), '/recycling/')).toBeNull();
  });
});
