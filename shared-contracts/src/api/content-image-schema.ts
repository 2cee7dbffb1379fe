import * as z from 'zod/mini';

/** One file of an image at one width (the browser picks among them: `srcset`). */
const imageVariantSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  width: z.int().check(z.positive()),
});

/**
 * A content image: its files at several widths, the size it was drawn at (its aspect ratio
 * holds its place before it loads) and what it shows, in the caller's language (empty when it
 * only decorates).
 */
export const contentImageSchema = z.object({
  variants: z.array(imageVariantSchema).check(z.minLength(1)),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  alt: z.string(),
});

/** A content image. */
export type ContentImage = z.infer<typeof contentImageSchema>;

/**
 * The image of a reward, sample, coupon, cause or article: null when the API sends none, or
 * one a page could not show (a missing file, a URL that is not http(s), no width). The item
 * itself is still read: the page shows a placeholder in the image's place.
 */
export const itemImageSchema = z.catch(z.nullable(contentImageSchema), null);
