import type { Locale } from '@maple/contracts';
import type { CompiledMessages } from '@maple/platform';
import enCA from '../i18n/compiled/en-CA.json';
import frCA from '../i18n/compiled/fr-CA.json';

/** The shell's compiled messages, both languages at hand: tests render without waiting for a chunk. */
export const testMessages: Record<Locale, CompiledMessages> = { 'en-CA': enCA as CompiledMessages, 'fr-CA': frCA as CompiledMessages };
