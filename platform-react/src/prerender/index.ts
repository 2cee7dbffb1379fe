export * from './prerender-remote-pages';
