/**
 * `candidate` when it is a path of this site (one leading slash, no scheme, host or
 * backslash), else `fallback`: a return address from storage or a remote can never send the
 * visitor to another site.
 */
export function sitePathOr(candidate: string | null | undefined, fallback: string): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return fallback;
  try {
    const url = new URL(candidate, 'https://site.invalid');
    return url.origin === 'https://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
