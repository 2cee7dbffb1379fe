// The module mfe-campaigns exposes as `./app`: its single-spa lifecycles.
import { createRemoteApp } from '@maple/platform';
import { campaignsApp } from './app-definition';

export const { bootstrap, mount, unmount } = createRemoteApp(campaignsApp);
