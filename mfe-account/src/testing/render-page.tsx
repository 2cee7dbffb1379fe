import type { RenderRemotePageOptions } from '@maple/testing';
import { renderRemotePage } from '@maple/testing';
import type { CompiledMessages } from '@maple/platform';
import type { ReactElement } from 'react';
// Tests take the messages as compiled, so a page renders at once.
import enCA from '../i18n/compiled/en-CA.json';
import frCA from '../i18n/compiled/fr-CA.json';

const messages = { 'en-CA': enCA as CompiledMessages, 'fr-CA': frCA as CompiledMessages };

/** Renders a page of mfe-account at `path`, as the shell would mount it. */
export function renderPage(page: ReactElement, options: Omit<RenderRemotePageOptions, 'app' | 'messages'> = {}) {
  return renderRemotePage(page, { app: 'account', messages, ...options });
}
