// The security headers of the site's page: one policy, built from the deployment (the remotes'
// origins in composition.json, the API and identity provider in config.json), written into the
// nginx configuration that serves the site (tools/serve/nginx/nginx-config.mjs). The headers of
// every answer are tools/serve/nginx/conf/headers.conf.
import { createHash } from 'node:crypto';
import fs from 'node:fs';

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};
const unique = (values) => [...new Set(values.filter(Boolean))];

/** sha256 sources for the inline `<style>` blocks of an HTML page (CSP allows exactly those). */
export function inlineStyleHashes(html) {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
    ([, css]) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`,
  );
}

/**
 * The Content-Security-Policy of the shell's page: scripts, styles and fonts only from the
 * site and the composed remotes (no inline script), calls only to the site, the remotes,
 * the API and the identity provider, forms only to the site and the identity provider, and
 * no framing by anyone.
 * @param {{ config: { apiBaseUrl: string, geoEndpoint: string, identity: { issuer: string }, environment: string },
 *   composition: { remotes: readonly { entry: string, canary?: { entry: string } }[] }, styleHashes?: string[] }} deployment
 */
export function contentSecurityPolicy({ config, composition, styleHashes = [] }) {
  // A canary may be served from elsewhere than its stable release: both are the remote's.
  const entries = composition.remotes.flatMap((remote) => [remote.entry, ...(remote.canary ? [remote.canary.entry] : [])]);
  const remotes = unique(entries.map(originOf));
  const services = unique([originOf(config.apiBaseUrl), originOf(config.geoEndpoint), originOf(config.identity.issuer)]);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", ...remotes, ...styleHashes],
    'img-src': ["'self'", 'data:', ...remotes, ...services],
    'font-src': ["'self'", ...remotes],
    'connect-src': ["'self'", ...remotes, ...services],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", originOf(config.identity.issuer)],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${unique(sources).join(' ')}`);
  if (config.environment === 'production') policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** The headers of the shell's HTML page, beside those of every answer: the policy, and no framing for older browsers. */
export function pageSecurityHeaders({ config, composition, styleHashes }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ config, composition, styleHashes }),
    'X-Frame-Options': 'DENY',
  };
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The page headers of an HTML file of the site, from the deployment files in `files`
 * (`/config.json` and `/composition.json`, read now) and the page's inline styles.
 * @param {string} htmlFile
 * @param {Record<string, string>} files
 */
export function pageHeadersFor(htmlFile, files) {
  return pageSecurityHeaders({
    config: readJson(files['/config.json']),
    composition: readJson(files['/composition.json']),
    styleHashes: inlineStyleHashes(fs.readFileSync(htmlFile, 'utf8')),
  });
}
