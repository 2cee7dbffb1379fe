import DOMPurify from 'dompurify';

/** What a message may keep: text structure, emphasis, lists and links. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a', 'h3', 'h4'];

/**
 * A message's HTML made safe to show (DOMPurify): only simple text markup and links survive;
 * scripts, event handlers, `style` attributes (the site's Content-Security-Policy refuses them
 * anyway), images, forms and frames are removed, and links may only go to web pages, email
 * addresses or paths of the site.
 */
export function sanitizeMessageHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/))/i,
  });
}
