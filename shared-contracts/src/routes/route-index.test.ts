import { createRouteIndex, normalizePath } from './route-index';
import type { RouteDefinition } from './route-definition';

const route = (id: string, en: string, fr: string): RouteDefinition => ({
  id,
  app: 'campaigns',
  paths: { 'en-CA': en, 'fr-CA': fr },
  title: { 'en-CA': id, 'fr-CA': id },
  protected: false,
  kind: 'page',
});

const index = createRouteIndex([
  route('home', '/', '/fr/'),
  route('help', '/help', '/fr/aide'),
  route('rewards', '/rewards/', '/fr/recompenses/'),
]);

describe('normalizePath', () => {
  it('drops trailing slashes but keeps the root', () => {
    expect(normalizePath('/rewards/')).toBe('/rewards');
    expect(normalizePath('/rewards//')).toBe('/rewards');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });
});

describe('createRouteIndex', () => {
  it('matches a path written with or without its trailing slash, in either language', () => {
    expect(index.match('/rewards')?.route.id).toBe('rewards');
    expect(index.match('/rewards/')?.locale).toBe('en-CA');
    expect(index.match('/fr/recompenses')?.locale).toBe('fr-CA');
    expect(index.match('/help/')?.route.id).toBe('help');
    expect(index.match('/fr')?.route.id).toBe('home');
  });

  it('matches nothing for unknown paths', () => {
    expect(index.match('/nope')).toBeUndefined();
  });

  it('gives the canonical path of a screen in each language', () => {
    expect(index.href('rewards', 'fr-CA')).toBe('/fr/recompenses/');
    expect(index.href('help', 'en-CA')).toBe('/help');
    expect(() => index.href('missing', 'en-CA')).toThrow('Unknown route "missing"');
  });

  it('maps a page to its counterpart in the other language', () => {
    expect(index.counterpart('/help')).toBe('/fr/aide');
    expect(index.counterpart('/fr/aide/')).toBe('/help');
    expect(index.counterpart('/')).toBe('/fr/');
  });

  it('sends unknown pages to the other language’s home page', () => {
    expect(index.counterpart('/unknown')).toBe('/fr/');
    expect(index.counterpart('/fr/inconnue')).toBe('/');
  });

  it('finds a screen by id', () => {
    expect(index.find('help')?.paths['fr-CA']).toBe('/fr/aide');
    expect(index.find('missing')).toBeUndefined();
  });

  it('lists the screens of an app', () => {
    expect(index.ownedBy('campaigns')).toHaveLength(3);
    expect(index.ownedBy('rewards')).toHaveLength(0);
  });

  it('refuses two routes claiming one path', () => {
    expect(() => createRouteIndex([route('a', '/same', '/fr/a'), route('b', '/same/', '/fr/b')])).toThrow(
      'Routes "a" and "b" both claim /same',
    );
  });
});
