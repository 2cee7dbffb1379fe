import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { summarizePageBytes } from './measure-bytes.mjs';

const file = (app, name, gzip, sharedLibrary = null) => ({ file: name, app, gzip, transferred: gzip - 100, sharedLibrary });

describe('summarizePageBytes', () => {
  const summary = summarizePageBytes({
    scripts: [
      file('shell', 'main.1234abcd.js', 20_000),
      file('shell', 'react-dom.1234abcd.js', 60_000, 'react-dom'),
      file('campaigns', 'remoteEntry.js', 17_000),
      file('campaigns', 'home-page.1234abcd.js', 9_000),
    ],
    stylesheets: [file('shell', 'main.1234abcd.css', 4_000), file('campaigns', 'home.1234abcd.css', 2_000)],
    requests: 19,
    reactCopies: 1,
  });

  it('adds up the page’s JS and CSS', () => {
    assert.equal(summary.jsGzip, 106_000);
    assert.equal(summary.jsTransferred, 105_600);
    assert.equal(summary.cssGzip, 6_000);
    assert.equal(summary.requests, 19);
    assert.equal(summary.reactCopies, 1);
  });

  it('counts as the shell’s own code what it serves besides the shared libraries', () => {
    assert.equal(summary.shellOwnJsGzip, 20_000);
  });

  it('gives each app what its origin served: on a remote’s page, what that remote adds', () => {
    assert.deepEqual(summary.byApp, {
      shell: { jsGzip: 80_000, sharedGzip: 60_000, files: 2 },
      campaigns: { jsGzip: 26_000, sharedGzip: 0, files: 2 },
    });
  });
});
