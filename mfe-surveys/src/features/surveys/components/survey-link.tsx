import { useNavigateTo } from '@maple/platform';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to another view of the survey screen (a survey, the list): a real address, opened in
 * the page without a reload; a modified click (new tab, new window) is left to the browser.
 */
export function SurveyLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const navigate = useNavigateTo();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={follow}>
      {children}
    </a>
  );
}
