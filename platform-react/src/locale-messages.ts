import type { IntlProvider } from 'react-intl';
import type { ComponentProps } from 'react';
import type { Locale } from '@maple/contracts';
import { alreadyLoaded, loadOnce, useLoaded } from './load-once';

/** Compiled react-intl messages (formatjs `compile --ast` output) of one language. */
export type CompiledMessages = NonNullable<ComponentProps<typeof IntlProvider>['messages']>;

/**
 * An app's messages by language: each language a loader of its own chunk
 * (`() => import('./compiled/fr-CA.json')`), so a page downloads one language only; or the
 * messages themselves (tests).
 */
export type LocaleMessages = Readonly<Record<Locale, CompiledMessages | (() => Promise<{ default: unknown }>)>>;

const loaderOf = (messages: LocaleMessages, locale: Locale): (() => Promise<CompiledMessages>) => {
  const entry = messages[locale];
  if (typeof entry !== 'function') return alreadyLoaded(entry);
  return chunkLoaders.get(entry) ?? remember(entry);
};

// One loader per chunk import, so every caller shares one load of it.
const chunkLoaders = new WeakMap<() => Promise<{ default: unknown }>, () => Promise<CompiledMessages>>();
function remember(entry: () => Promise<{ default: unknown }>) {
  const loader = () => entry().then((module) => module.default as CompiledMessages);
  chunkLoaders.set(entry, loader);
  return loader;
}

/** Starts loading (once) the messages of a language; a mount awaits it so its first render has its words. */
export function loadLocaleMessages(messages: LocaleMessages, locale: Locale): Promise<CompiledMessages> {
  return loadOnce(loaderOf(messages, locale));
}

/** The messages of a language for a component: at once when loaded, else it suspends until they are. */
export function useLocaleMessages(messages: LocaleMessages, locale: Locale): CompiledMessages {
  return useLoaded(loaderOf(messages, locale));
}
