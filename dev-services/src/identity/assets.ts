import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

// The pages' only stylesheet and script, served as files: the Content-Security-Policy allows
// no inline style or script.

const STYLESHEET = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#f6f4f1}
header{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding:.75rem 1.25rem;background:#8c1d18;color:#fff}
header a{color:#fff}
.brand{margin:0;font-weight:700;font-size:1.125rem}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.625rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.125rem;margin:0 0 .5rem}
a{color:#0b5394}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
.field{margin:0 0 1.25rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
.hint{margin:0 0 .25rem;color:#4a4a4a;font-size:.9375rem}
input{width:100%;padding:.5rem .625rem;font:inherit;border:2px solid #4a4a4a;border-radius:.25rem}
input[aria-invalid="true"]{border-color:#b3261e}
input[readonly]{background:#eee}
.field-error{margin:0 0 .25rem;color:#b3261e;font-weight:600}
button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border:0;border-radius:.25rem;background:#8c1d18;color:#fff;cursor:pointer}
button:hover{background:#6e1511}
.error-summary{border:3px solid #b3261e;padding:1rem;margin:0 0 1.5rem;border-radius:.25rem}
.error-summary ul{margin:0;padding-left:1.25rem}
.error-summary a{color:#b3261e;font-weight:600}
.links{margin:1.5rem 0 0;padding:0;list-style:none}
.links li{margin:.5rem 0}
.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
dl{font-size:.875rem;color:#4a4a4a}
table{border-collapse:collapse;width:100%;font-size:.875rem}
th,td{text-align:left;border-bottom:1px solid #ccc;padding:.375rem;vertical-align:top;word-break:break-all}
.wide main{max-width:60rem}
.actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:center}
`;

/** Submits the page's form once it has loaded (logout after a valid id_token_hint; the page offers a button too). */
const AUTO_SUBMIT = `document.addEventListener('DOMContentLoaded', function () {
  document.forms[0].submit();
});
`;

// A Map: a request path is looked up among the assets alone, never among an object's inherited names.
const ASSETS: ReadonlyMap<string, { type: string; body: string }> = new Map([
  ['/assets/identity.css', { type: 'text/css; charset=utf-8', body: STYLESHEET }],
  ['/assets/auto-submit.js', { type: 'text/javascript; charset=utf-8', body: AUTO_SUBMIT }],
]);

/** Where the pages find their stylesheet and script. */
export const ASSET_PATHS = { stylesheet: '/assets/identity.css', autoSubmit: '/assets/auto-submit.js' } as const;

/** Answers a request for one of the assets; false for any other path. */
export function sendAsset(res: ServerResponse, pathname: string, method: string | undefined): boolean {
  const asset = ASSETS.get(pathname);
  if (!asset || (method !== 'GET' && method !== 'HEAD')) return false;
  const body = Buffer.from(asset.body, 'utf8');
  res.writeHead(200, {
    'Content-Type': asset.type,
    'Content-Length': String(body.length),
    'Cache-Control': 'public, max-age=3600',
    ETag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`,
  });
  res.end(method === 'HEAD' ? undefined : body);
  return true;
}
