import { takePrerenderedPage } from './prerendered-page';

function servedHead(attributes: string) {
  const head = document.createElement('head');
  head.innerHTML = `<title>Recycling | Maple Rewards</title><meta name="maple-served-page" ${attributes}>`;
  return head;
}

describe('takePrerenderedPage', () => {
  it('takes the served page of the path, with its remote and the other language', () => {
    const head = servedHead('data-app="campaigns" data-path="/recycling/" data-counterpart="/fr/recyclage/"');
    expect(takePrerenderedPage(head, '/recycling')).toEqual({ app: 'campaigns', path: '/recycling', counterpart: '/fr/recyclage/' });
  });

  it('has no language switch for a page served without one', () => {
    const head = servedHead('data-app="campaigns" data-path="/alwayscoupon2025/"');
    expect(takePrerenderedPage(head, '/alwayscoupon2025/')?.counterpart).toBeNull();
  });

  it('ignores a served page of another path, and a document without one', () => {
    const head = servedHead('data-app="campaigns" data-path="/recycling/"');
    expect(takePrerenderedPage(head, '/scholarship/')).toBeNull();
    expect(takePrerenderedPage(document.createElement('head'), '/recycling/')).toBeNull();
  });
});
