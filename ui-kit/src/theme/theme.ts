import styles from './theme.module.css';

/**
 * The class that carries the design tokens (CSS custom properties) and the base text style.
 * Every app puts it on its own root element: the shell on its layout, each remote on its
 * `data-mfe` root (contracts' `RemoteProviders` does it), so each subtree reads the tokens of
 * the kit version it was built with.
 */
export const themeClassName: string = styles.theme ?? 'theme';
