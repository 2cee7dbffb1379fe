/**
 * `candidate` when it is a path of this site that leads to one of its screens (one leading
 * slash, no scheme, host or backslash, and `isScreen` knows its pathname), else `fallback`:
 * a return address from the URL, storage or a remote can never send the visitor elsewhere.
 */
export function safeReturnPath(candidate: string | null | undefined, isScreen: (pathname: string) => boolean, fallback: string): string {
  const hasControlCharacter = [...(candidate ?? '')].some((character) => character.charCodeAt(0) < 0x20);
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\') || hasControlCharacter)
    return fallback;
  let url: URL;
  try {
    url = new URL(candidate, 'https://site.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'https://site.invalid' || url.pathname.startsWith('//')) return fallback;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  // An encoded second slash or backslash (`/%2F%2Fevil.example`) is refused like a plain one.
  if (pathname.startsWith('//') || pathname.includes('\\') || !isScreen(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
