import type { NoticeTone } from './notice';

// Material-style 24 px glyphs: a circle with i, a circle with a tick, a triangle with !, a circle with !.
const paths: Record<NoticeTone, string> = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8z',
  warning: 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z',
};

/** The icon of a tone: decoration, the tone is also said in words. */
export function ToneIcon({ tone, className }: { tone: NoticeTone; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={paths[tone]} />
    </svg>
  );
}
