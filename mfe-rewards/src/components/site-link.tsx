import { useNavigateTo } from '@maple/platform';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * A link to a path of the site that may carry a query (`/rewards/all/?type=gift-cards`),
 * which `RouteLink` cannot: it navigates without reloading and leaves modified clicks
 * (new tab, new window) to the browser.
 */
export function SiteLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigateTo = useNavigateTo();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateTo(href);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
