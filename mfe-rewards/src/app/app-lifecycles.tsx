// The module mfe-rewards exposes as `./app`: its single-spa lifecycles.
import { createRemoteApp } from '@maple/platform';
import { rewardsApp } from './app-definition';

export const { bootstrap, mount, unmount } = createRemoteApp(rewardsApp);
