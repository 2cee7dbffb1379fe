// The module mfe-surveys exposes as `./app`: its single-spa lifecycles.
import { createRemoteApp } from '@maple/platform';
import { messages } from '../i18n/messages';
import { appPages } from './app-pages';
import { routeClaims } from './route-claims';

export const { bootstrap, mount, unmount } = createRemoteApp({ app: 'surveys', routes: routeClaims, pages: appPages, messages });
