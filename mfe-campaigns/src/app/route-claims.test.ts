import { remoteClaimsSchema } from '@maple/contracts';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { landingPages } from '../features/landing-pages/landing-pages';

const tools = path.join(__dirname, '../../../tools');
const claimsModule = path.join(__dirname, 'route-claims.ts');

describe('route-claims.json', () => {
  it('is what the build reads in Node: valid claims that include every landing page', () => {
    // The command the build's RouteClaimsPlugin runs.
    const output = execFileSync(
      process.execPath,
      [path.join(tools, 'webpack/read-route-claims.cjs'), claimsModule, 'campaigns', 'mfe_campaigns'],
      {
        encoding: 'utf8',
      },
    );
    const claims = remoteClaimsSchema.parse(JSON.parse(output));

    expect(claims.app).toBe('campaigns');
    expect(claims.routes.map((route) => route.id)).toEqual(expect.arrayContaining(landingPages.map((page) => page.route.id)));
    expect(claims.routes.find((route) => route.id === 'menopause')).toMatchObject({
      kind: 'landing',
      paths: { 'en-CA': '/learn-about-menopause', 'fr-CA': '/fr/en-savoir-plus-sur-la-menopause' },
    });
  });

  it('loads nothing browser-only at build time: no React, react-intl, react-router, JSON or CSS', () => {
    const script = `
      require(${JSON.stringify(path.join(tools, 'lib/require-ts.cjs'))});
      const before = new Set(Object.keys(require.cache));
      require(${JSON.stringify(claimsModule)});
      const loaded = Object.keys(require.cache).filter(
        (file) =>
          !before.has(file) &&
          (/node_modules[\\\\/](react|react-dom|react-intl|react-router|single-spa-react)[\\\\/]/.test(file) || /\\.(json|css|tsx)$/.test(file)),
      );
      process.stdout.write(JSON.stringify(loaded));
    `;
    const loaded: unknown = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));

    expect(loaded).toEqual([]);
  });
});
