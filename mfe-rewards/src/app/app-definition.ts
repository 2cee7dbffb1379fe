import type { RemoteAppDefinition } from '@maple/platform';
import { messages } from '../i18n/messages';
import { appPages } from './app-pages';
import { routeClaims } from './route-claims';

/** mfe-rewards as a remote: its screens, their pages and its messages (mounted, and rendered at build time). */
export const rewardsApp: RemoteAppDefinition<typeof routeClaims> = { app: 'rewards', routes: routeClaims, pages: appPages, messages };
