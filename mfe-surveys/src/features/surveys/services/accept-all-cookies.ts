/**
 * Where the shell keeps the visitor's cookie choice and reads it when the site starts
 * (`shell/src/features/consent/services/consent.ts`). The platform has no command that lets a
 * remote record the choice, so the survey page records it there itself and reloads the page:
 * the shell then starts with all cookies accepted. Replace this with a `SiteCommands`
 * command once the shell offers one.
 */
export const SHELL_CONSENT_KEY = 'cookieConsent';

/** The shell's record of "accept all cookies". */
export const ALL_COOKIES = 'all';

/**
 * Records that the visitor accepts all cookies the way the shell reads it, then reloads the
 * page (same address, so the survey they asked for opens). Throws when the browser refuses
 * to store it (storage blocked): the page then says what to do.
 */
export function acceptAllCookies({ storage, reload }: { storage: Pick<Storage, 'setItem'>; reload: () => void }): void {
  storage.setItem(SHELL_CONSENT_KEY, ALL_COOKIES);
  reload();
}
