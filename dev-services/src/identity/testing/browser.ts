import { CookieJar } from './cookie-jar';
import { formsOf } from './html';

/** Where a navigation ended: a page of the provider, or a redirect to a client address (not fetched). */
export interface Landing {
  url: string;
  status: number;
  html: string;
  /** True when the navigation stopped at one of the client's addresses. */
  leftProvider: boolean;
}

const MAX_REDIRECTS = 20;

/** A scriptless browser: follows redirects, keeps cookies, submits forms. */
export class TestBrowser {
  readonly cookies = new CookieJar();

  /** @param clientPrefixes addresses of the relying party, which the browser reports instead of fetching. */
  constructor(private readonly clientPrefixes: string[]) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.cookies.headerFor(url);
    if (cookie) headers.set('cookie', cookie);
    if (!headers.has('accept')) headers.set('accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8');
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.cookies.capture(url, response);
    return response;
  }

  async open(url: string, init: RequestInit = {}): Promise<Landing> {
    let current = url;
    let response = await this.request(current, init);
    for (let hop = 0; hop < MAX_REDIRECTS; hop += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { url: current, status: response.status, html: await response.text(), leftProvider: false };
      }
      await response.arrayBuffer();
      current = new URL(location, current).href;
      if (this.clientPrefixes.some((prefix) => current.startsWith(prefix))) {
        return { url: current, status: response.status, html: '', leftProvider: true };
      }
      response = await this.request(current);
    }
    throw new Error(`more than ${MAX_REDIRECTS} redirects from ${url}`);
  }

  /** Fills the page's form (the first by default) over its pre-filled values, submits it and follows. */
  async submit(page: Landing, fields: Record<string, string>, formIndex = 0): Promise<Landing> {
    const form = formsOf(page.html)[formIndex];
    if (!form) throw new Error(`no form ${formIndex} on ${page.url}`);
    const action = new URL(form.action || page.url, page.url).href;
    const body = new URLSearchParams({ ...form.values, ...fields });
    return this.open(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  }
}
