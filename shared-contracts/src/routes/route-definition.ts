import type { Locale } from '../i18n/locale';

/** The apps of the site: the shell and the five remotes. */
export const APP_NAMES = ['shell', 'rewards', 'coupons', 'account', 'surveys', 'campaigns'] as const;

/** The name of an app; a remote's root element carries it as `data-mfe`. */
export type AppName = (typeof APP_NAMES)[number];

/** The apps loaded at run time (every app but the shell). */
export const REMOTE_NAMES = ['rewards', 'coupons', 'account', 'surveys', 'campaigns'] as const satisfies readonly AppName[];

/** The name of a remote. */
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Text given in both languages. */
export type Localized<T = string> = Record<Locale, T>;

/**
 * One screen of the site: who renders it, where it lives in each language and
 * whether a visitor must be signed in to see it.
 */
export interface RouteDefinition {
  /** Stable identifier, used by `href` and in route claims. */
  readonly id: string;
  /** The app that renders the screen. */
  readonly app: AppName;
  /** The canonical path in each language, exactly as the spec writes it. */
  readonly paths: Localized;
  /** The page's name, used for the document title, navigation and the sitemap. */
  readonly title: Localized;
  /** True when only a signed-in member may see the screen. */
  readonly protected: boolean;
  /** `landing` marks a campaign landing page; `page` is any other screen. */
  readonly kind: 'page' | 'landing';
}
