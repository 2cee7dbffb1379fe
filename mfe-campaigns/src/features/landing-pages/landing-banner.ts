import type { LandingBanner } from './landing-page-definition';

// Imported by the pages' text files only: the registry every page of mfe-campaigns loads (the
// home page's among them) does not carry it.

/**
 * A banner in each language from its files by width (their imported URLs):
 * `const banner = bannerOf({ 640: small, 960: medium, 1280: large })`, then `banner('What it shows')`.
 */
export function bannerOf(files: Readonly<Record<number, string>>): (alt: string) => LandingBanner {
  const variants = Object.entries(files).map(([width, url]) => ({ url, width: Number(width) }));
  return (alt) => ({ variants, width: 1280, height: 640, alt });
}
