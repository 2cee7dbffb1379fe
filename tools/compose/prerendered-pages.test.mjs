import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { composePage, pageFileFor, writePrerenderedPages } from './prerendered-pages.mjs';

const holes = { app: '__MAPLE_APP__', counterpart: '/__MAPLE_COUNTERPART__', page: '<!--maple:page-->', title: '__MAPLE_TITLE__' };
const chrome = (language) =>
  `<header>${language}</header><main><section data-slot="__MAPLE_APP__"><div id="mfe-slot-__MAPLE_APP__"><!--maple:page--></div></section></main>`;
const template = {
  version: 1,
  holes,
  htmlClass: 'theme',
  singleLanguageSegment: 'alwayscoupon2025',
  styles: ['/main.css', '/chrome.css'],
  locales: {
    'en-CA': {
      chrome: `${chrome('en')}<a href="/__MAPLE_COUNTERPART__">Français</a>`,
      chromeWithoutLanguageSwitch: chrome('en'),
      documentTitle: '__MAPLE_TITLE__ | Maple Rewards',
    },
    'fr-CA': {
      chrome: `${chrome('fr')}<a href="/__MAPLE_COUNTERPART__">English</a>`,
      chromeWithoutLanguageSwitch: chrome('fr'),
      documentTitle: '__MAPLE_TITLE__ | Maple Rewards',
    },
  },
};
const indexHtml =
  '<!doctype html><html lang="en-CA"><head><title>Maple Rewards</title><link href="/main.css" rel="stylesheet"></head><body><div id="root"></div><script defer="defer" src="/main.js"></script></body></html>';
const remote = { app: 'campaigns', entry: 'https://cdn.example/campaigns/v2/remoteEntry.js', styles: ['app.css'] };
const recycling = { routeId: 'recycling', locale: 'fr-CA', path: '/fr/recyclage/', title: 'Recyclage & co', html: '<h1>Recyclage</h1>' };

describe('composePage', () => {
  it("puts the remote's markup in its slot of the chrome, with the page's language, title and stylesheets", () => {
    const html = composePage({ indexHtml, template, remote, page: recycling, counterpart: '/recycling/' });
    assert.match(html, /<html lang="fr-CA" class="theme">/);
    assert.match(html, /<title>Recyclage &amp; co \| Maple Rewards<\/title>/);
    assert.match(
      html,
      /<link href="\/chrome.css" rel="stylesheet"><link href="https:\/\/cdn.example\/campaigns\/v2\/app.css" rel="stylesheet"><\/head>/,
    );
    assert.equal(html.match(/href="\/main.css"/g).length, 1);
    // Exactly what the remote rendered, where it mounts: the browser hydrates it as it is.
    assert.match(html, /<div id="mfe-slot-campaigns"><h1>Recyclage<\/h1><\/div>/);
    assert.match(html, /<a href="\/recycling\/">English<\/a>/);
  });

  it("names the remote's files (a banner) where the composition serves the remote, beside its entry", () => {
    const page = {
      ...recycling,
      html: '<img src="/__maple_remote_base__/images/recycling-1280.ab12.webp" srcset="/__maple_remote_base__/images/recycling-640.cd34.webp 640w">',
    };
    const html = composePage({ indexHtml, template, remote, page, counterpart: '/recycling/' });
    assert.match(
      html,
      /<img src="https:\/\/cdn.example\/campaigns\/v2\/images\/recycling-1280.ab12.webp" srcset="https:\/\/cdn.example\/campaigns\/v2\/images\/recycling-640.cd34.webp 640w">/,
    );
  });

  it('names the served page in the head: its remote, path and the same page in the other language', () => {
    const html = composePage({ indexHtml, template, remote, page: recycling, counterpart: '/recycling/' });
    assert.match(
      html,
      /<meta name="maple-served-page" data-app="campaigns" data-path="\/fr\/recyclage\/" data-counterpart="\/recycling\/">/,
    );
  });

  it('leaves the language switch out on the single-language campaign', () => {
    const page = { ...recycling, locale: 'en-CA', path: '/alwayscoupon2025/', title: 'Always coupons' };
    const html = composePage({ indexHtml, template, remote, page, counterpart: '/fr/alwayscoupon2025/' });
    assert.doesNotMatch(html, /Français|data-counterpart/);
    assert.match(html, /<meta name="maple-served-page" data-app="campaigns" data-path="\/alwayscoupon2025\/">/);
  });

  it('refuses a page that would need the policy to allow an inline script or style', () => {
    for (const markup of ['<script>alert(1)</script>', '<style>h1{color:red}</style>'])
      assert.throws(
        () => composePage({ indexHtml, template, remote, page: { ...recycling, html: markup }, counterpart: '/recycling/' }),
        /may not/,
      );
  });
});

describe('writePrerenderedPages', () => {
  it('writes the pages each remote claims in the composition, one index.html per path, and nothing else', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-pages-'));
    const shellDist = path.join(root, 'shell');
    const release = path.join(root, 'campaigns');
    fs.mkdirSync(shellDist);
    fs.mkdirSync(path.join(release, 'prerendered'), { recursive: true });
    fs.writeFileSync(path.join(shellDist, 'index.html'), indexHtml);
    fs.writeFileSync(path.join(shellDist, 'page-template.json'), JSON.stringify(template));
    const unclaimed = { ...recycling, path: '/fr/non-reclamee/' };
    fs.writeFileSync(
      path.join(release, 'prerendered/pages.json'),
      JSON.stringify({ version: 1, app: 'campaigns', styles: [], pages: [recycling, unclaimed] }),
    );
    const composition = {
      remotes: [
        {
          app: 'campaigns',
          entry: remote.entry,
          enabled: true,
          routes: [{ paths: { 'en-CA': '/recycling/', 'fr-CA': '/fr/recyclage/' } }],
        },
      ],
    };
    const pagesDir = path.join(root, 'deploy/pages');
    fs.mkdirSync(path.join(pagesDir, 'gone'), { recursive: true });
    const written = writePrerenderedPages({ shellDist, composition, releases: { campaigns: release }, pagesDir });
    assert.deepEqual(written, ['/fr/recyclage/']);
    assert.match(fs.readFileSync(pageFileFor(pagesDir, '/fr/recyclage'), 'utf8'), /<h1>Recyclage<\/h1>/);
    assert.equal(fs.existsSync(path.join(pagesDir, 'gone')), false);
    assert.equal(fs.existsSync(pageFileFor(pagesDir, '/fr/non-reclamee/')), false);
  });
});
