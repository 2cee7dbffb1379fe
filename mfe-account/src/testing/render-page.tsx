import type { RenderRemotePageOptions } from '@maple/contracts/testing';
import { renderRemotePage } from '@maple/contracts/testing';
import type { ReactElement } from 'react';
import { messages } from '../i18n/messages';

/** Renders a page of mfe-account at `path`, as the shell would mount it. */
export function renderPage(page: ReactElement, options: Omit<RenderRemotePageOptions, 'app' | 'messages'> = {}) {
  return renderRemotePage(page, { app: 'account', messages, ...options });
}
