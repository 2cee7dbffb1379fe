import type { ContentImage } from '@maple/contracts';

/**
 * A content image as the API sends it: 16:9, at 400 and 800 px, named after what it shows, with
 * `alt` as its text.
 */
export function anImage(alt: string, name = alt.toLowerCase().replace(/\W+/g, '-')): ContentImage {
  return {
    variants: [400, 800].map((width) => ({ url: `http://localhost:8090/media/${name}-${width}.webp`, width })),
    width: 800,
    height: 450,
    alt,
  };
}
