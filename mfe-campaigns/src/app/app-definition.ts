import type { RemoteAppDefinition } from '@maple/platform';
import { messages } from '../i18n/messages';
import { appPages } from './app-pages';
import { routeClaims } from './route-claims';

/** mfe-campaigns as a remote: its screens, their pages and its messages (mounted, and rendered at build time). */
export const campaignsApp: RemoteAppDefinition<typeof routeClaims> = { app: 'campaigns', routes: routeClaims, pages: appPages, messages };
