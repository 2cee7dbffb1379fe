import { safeReturnPath } from './site-path';

const screens = new Set(['/coupons/', '/fr/bons-rabais/', '/rewards/all/', '/']);
const isScreen = (pathname: string) => screens.has(pathname);
const home = '/';

describe('safeReturnPath', () => {
  it('keeps a screen of the site with its query and fragment', () => {
    expect(safeReturnPath('/rewards/all/?sort=cost#list', isScreen, home)).toBe('/rewards/all/?sort=cost#list');
    expect(safeReturnPath('/fr/bons-rabais/', isScreen, home)).toBe('/fr/bons-rabais/');
  });

  it.each([
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash that browsers read as a slash', '/\\evil.example/x'],
    ['an encoded second slash', '/%2F%2Fevil.example/x'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an absolute address', 'https://evil.example/coupons/'],
    ['a script address', 'javascript:alert(1)'],
    ['a path with a control character', '/coupons/\n//evil.example'],
    ['a path that is not a screen', '/nowhere'],
    ['a badly encoded path', '/%E0%A4%A'],
    ['nothing', null],
  ])('sends %s home', (_what, candidate) => {
    expect(safeReturnPath(candidate, isScreen, home)).toBe(home);
  });
});
