import type { CompiledMessages } from '@maple/contracts/react';
import type { Locale } from '@maple/contracts';
// Written by `npm run i18n:compile` (tools/i18n/i18n.mjs) from lang/*.json.
import enCA from './compiled/en-CA.json';
import frCA from './compiled/fr-CA.json';

/** The compiled messages of mfe-campaigns in each language. */
export const messages: Record<Locale, CompiledMessages> = { 'en-CA': enCA as CompiledMessages, 'fr-CA': frCA as CompiledMessages };
