/**
 * The prefix of the ids React generates (`useId`) in the shell's root, at build time and when
 * hydrating alike: a remote's root, hydrated on the same page, generates ids from the same tree
 * positions, and the prefix keeps the two apart.
 */
export const SHELL_ID_PREFIX = 'shell-';
