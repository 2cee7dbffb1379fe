import type { CauseId } from '../domain/causes';
import type { Locale } from '../i18n/locale';

/**
 * The name of a remote: any lowercase name the composition gives it (a new remote goes
 * live from composition.json alone). Its root element carries it as `data-mfe`.
 */
export type RemoteName = string;

/** The remotes of the spec's screens (the route table gives each of them screens). */
export const SPEC_REMOTE_NAMES = ['rewards', 'coupons', 'account', 'surveys', 'campaigns'] as const;

/** A remote the route table knows. */
export type SpecRemoteName = (typeof SPEC_REMOTE_NAMES)[number];

/** What a remote's name looks like: lowercase letters, digits and dashes, starting with a letter. */
export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

/** True when `name` can name a remote (`shell` is the host, never a remote). */
export function isRemoteName(name: unknown): name is RemoteName {
  return typeof name === 'string' && REMOTE_NAME_PATTERN.test(name) && name !== 'shell';
}

/** The name of an app: the shell, or a remote. */
export type AppName = 'shell' | RemoteName;

/** Text given in both languages. */
export type Localized<T = string> = Record<Locale, T>;

/**
 * One screen of the site: who renders it, where it lives in each language and
 * whether a visitor must be signed in to see it.
 */
export interface RouteDefinition<Id extends string = string, App extends AppName = AppName> {
  /** Stable identifier, used by `href` and in route claims. */
  readonly id: Id;
  /** The app that renders the screen. */
  readonly app: App;
  /** The canonical path in each language, exactly as the spec writes it. */
  readonly paths: Localized;
  /** The page's name, used for the document title, navigation and the sitemap. */
  readonly title: Localized;
  /** True when only a signed-in member may see the screen. */
  readonly protected: boolean;
  /** `landing` marks a campaign landing page; `page` is any other screen. */
  readonly kind: 'page' | 'landing';
  /**
   * What a visitor who joins from this screen joins with (a campaign landing page's): the shell
   * takes it up on arrival, before anything is interactive, so a visitor quick to join is not
   * enrolled otherwise.
   */
  readonly joinWith?: JoiningCampaign;
}

/** A campaign a visitor joins through: its source, the cause its members support, or both. */
export interface JoiningCampaign {
  /** The sign-in's `campaignName` (spec section 3), unless the visitor came with `?campaign=`. */
  readonly source?: string;
  /** The cause new members support (a code of spec section 3, e.g. `003EPP`); else they choose. */
  readonly cause?: CauseId;
}
