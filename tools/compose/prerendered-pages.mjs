// Served HTML without a shell build (docs/decisions/019-prerendered-landing-pages.md): joins the
// shell's built page (index.html) and chrome template (page-template.json) with the pages each
// composed remote rendered at build time (prerendered/pages.json), one file per path.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { inlineStyleHashes } from '../serve/security-headers.mjs';

const { REMOTE_ASSET_BASE } = createRequire(import.meta.url)('../webpack/remote-asset-base.cjs');

const escapeHtml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const inlineScripts = (html) => (html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []).length;
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

function replaceOnce(html, pattern, replacement, what) {
  if (typeof pattern === 'string' ? !html.includes(pattern) : !pattern.test(html)) throw new Error(`The shell's index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
}

const fill = (text, holes, values) => Object.entries(values).reduce((result, [hole, value]) => result.split(holes[hole]).join(value), text);

/** The folder of a deployment's served pages (one `index.html` per path), beside its `composition.json`. */
export function prerenderedPagesDir(files) {
  return path.join(path.dirname(files['/composition.json']), 'pages');
}

/** The file a path's page is served from, inside the pages folder: `/fr/recyclage/` → `fr/recyclage/index.html`. */
export function pageFileFor(pagesDir, urlPath) {
  const segments = urlPath.split('/').filter(Boolean);
  return path.join(pagesDir, ...segments, 'index.html');
}

/**
 * One served page: the shell's index.html with the page's language, title and stylesheets, a
 * `<meta>` naming the page (its remote, path and the same page in the other language), and in
 * its root the chrome as the shell first renders it, the remote's markup in its slot: the
 * browser hydrates both.
 */
export function composePage({ indexHtml, template, remote, page, counterpart }) {
  const locale = template.locales[page.locale];
  if (!locale) throw new Error(`The shell's page template has no ${page.locale}`);
  const hidesSwitch = page.path.split('/').includes(template.singleLanguageSegment) || counterpart === null;
  const meta = [
    `<meta name="maple-served-page" data-app="${escapeHtml(remote.app)}"`,
    ` data-path="${escapeHtml(page.path)}"`,
    hidesSwitch ? '' : ` data-counterpart="${escapeHtml(counterpart)}"`,
    '>',
  ].join('');
  const chrome = fill(hidesSwitch ? locale.chromeWithoutLanguageSwitch : locale.chrome, template.holes, {
    app: escapeHtml(remote.app),
    counterpart: hidesSwitch ? '' : escapeHtml(counterpart),
    // The remote's files (a banner) where this composition serves them: beside its entry.
    page: page.html.split(REMOTE_ASSET_BASE).join(escapeHtml(new URL('.', remote.entry).href)),
  });
  const styles = [
    ...template.styles.filter((style) => !indexHtml.includes(`href="${style}"`)),
    ...remote.styles.map((style) => new URL(style, remote.entry).href),
  ];
  let html = replaceOnce(
    indexHtml,
    /<html lang="[^"]*"/,
    `<html lang="${page.locale}" class="${escapeHtml(template.htmlClass)}"`,
    '<html lang>',
  );
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(fill(locale.documentTitle, template.holes, { title: page.title }))}</title>`,
    '<title>',
  );
  html = replaceOnce(
    html,
    '</head>',
    `${meta}${styles.map((href) => `<link href="${escapeHtml(href)}" rel="stylesheet">`).join('')}</head>`,
    '</head>',
  );
  html = replaceOnce(html, '<div id="root"></div>', `<div id="root">${chrome}</div>`, 'empty #root');
  // The page's Content-Security-Policy is the shell page's: no inline script, the same inline styles.
  if (inlineScripts(html) !== inlineScripts(indexHtml)) throw new Error(`${page.path}: a prerendered page may not carry an inline script`);
  if (inlineStyleHashes(html).join() !== inlineStyleHashes(indexHtml).join())
    throw new Error(`${page.path}: a prerendered page may not add inline styles (the policy allows the shell page's only)`);
  return html;
}

/**
 * Writes the served pages of a composition into `pagesDir` (replacing what was there): each
 * enabled remote's prerendered pages whose path it claims in the composition. Returns the paths.
 * Nothing is written when the shell's build has no page template.
 * @param {{ shellDist: string, composition: { remotes: { app: string, entry: string, enabled: boolean,
 *   routes: { paths: Record<string, string> }[] }[] }, releases: Record<string, string>, pagesDir: string }} options
 *   `releases` is each remote's build folder, by name.
 */
export function writePrerenderedPages({ shellDist, composition, releases, pagesDir }) {
  const templateFile = path.join(shellDist, 'page-template.json');
  const next = `${pagesDir}.next`;
  fs.rmSync(next, { recursive: true, force: true });
  fs.mkdirSync(next, { recursive: true });
  const written = [];
  if (fs.existsSync(templateFile)) {
    const template = readJson(templateFile);
    const indexHtml = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
    for (const remote of composition.remotes.filter((candidate) => candidate.enabled)) {
      const pagesFile = releases[remote.app] && path.join(releases[remote.app], 'prerendered/pages.json');
      if (!pagesFile || !fs.existsSync(pagesFile)) continue;
      const prerendered = readJson(pagesFile);
      for (const page of prerendered.pages) {
        // Only what the composition routes to this remote: a claim the shell refused is not served.
        const claim = remote.routes.find((route) => route.paths[page.locale] === page.path);
        if (!claim) continue;
        const other = Object.keys(claim.paths).find((locale) => locale !== page.locale);
        const html = composePage({
          indexHtml,
          template,
          remote: { app: remote.app, entry: remote.entry, styles: prerendered.styles },
          page,
          counterpart: other ? claim.paths[other] : null,
        });
        const file = pageFileFor(next, page.path);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, html);
        written.push(page.path);
      }
    }
  }
  // Swapped in whole, so a server never serves half a deployment's pages.
  const previous = `${pagesDir}.previous`;
  fs.rmSync(previous, { recursive: true, force: true });
  if (fs.existsSync(pagesDir)) fs.renameSync(pagesDir, previous);
  fs.renameSync(next, pagesDir);
  fs.rmSync(previous, { recursive: true, force: true });
  return written;
}
