interface StoredCookie {
  name: string;
  value: string;
  path: string;
  expiresAt: number | undefined;
  secure: boolean;
  httpOnly: boolean;
}

function defaultPath(url: URL): string {
  const { pathname } = url;
  if (!pathname.startsWith('/') || pathname.lastIndexOf('/') === 0) return '/';
  return pathname.slice(0, pathname.lastIndexOf('/'));
}

function pathMatches(cookiePath: string, requestPath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

/**
 * Just enough of a browser's cookie store for one host: honours Path, Expires and Max-Age,
 * ignores Domain (tests talk to one server) and sends Secure cookies on http://localhost as
 * browsers do.
 */
export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  /** Stores every Set-Cookie of a response to a request for `requestUrl`. */
  capture(requestUrl: string, response: Response): void {
    const url = new URL(requestUrl);
    for (const header of response.headers.getSetCookie()) this.store(url, header);
  }

  /** The Cookie header a browser would send to `requestUrl`. */
  headerFor(requestUrl: string): string | undefined {
    const { pathname } = new URL(requestUrl);
    const now = Date.now();
    const matching = [...this.cookies.values()]
      .filter((cookie) => (cookie.expiresAt === undefined || cookie.expiresAt > now) && pathMatches(cookie.path, pathname))
      .sort((a, b) => b.path.length - a.path.length);
    return matching.length ? matching.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') : undefined;
  }

  /** The stored cookie of that name (any path), to inspect its attributes. */
  find(name: string): Readonly<StoredCookie> | undefined {
    return [...this.cookies.values()].find((cookie) => cookie.name === name);
  }

  clear(): void {
    this.cookies.clear();
  }

  private store(url: URL, header: string): void {
    const [pair = '', ...attributes] = header.split(';');
    const separator = pair.indexOf('=');
    if (separator <= 0) return;
    const cookie: StoredCookie = {
      name: pair.slice(0, separator).trim(),
      value: pair.slice(separator + 1).trim(),
      path: defaultPath(url),
      expiresAt: undefined,
      secure: false,
      httpOnly: false,
    };
    let maxAge: number | undefined;
    for (const attribute of attributes) {
      const [rawKey = '', ...rest] = attribute.split('=');
      const key = rawKey.trim().toLowerCase();
      const value = rest.join('=').trim();
      if (key === 'path' && value.startsWith('/')) cookie.path = value;
      else if (key === 'expires') cookie.expiresAt = Date.parse(value);
      else if (key === 'max-age') maxAge = Number(value);
      else if (key === 'secure') cookie.secure = true;
      else if (key === 'httponly') cookie.httpOnly = true;
    }
    if (maxAge !== undefined && Number.isFinite(maxAge)) cookie.expiresAt = Date.now() + maxAge * 1000;
    const key = `${cookie.name};${cookie.path}`;
    if (cookie.expiresAt !== undefined && cookie.expiresAt <= Date.now()) this.cookies.delete(key);
    else this.cookies.set(key, cookie);
  }
}
