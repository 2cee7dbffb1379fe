import { href, type Locale, referralCodeSchema } from '@maple/contracts';

/** Where the code a visitor was invited with waits until they have joined. */
export const INVITATION_KEY = 'referralInvitation';

/** The query parameter of an invitation link. */
export const INVITATION_PARAM = 'invite';

/** The invitation link of a referral code: the sign-up page in the given language, with the code. */
export function invitationLink(origin: string, locale: Locale, code: string): string {
  return `${origin}${href('signup', locale)}?${INVITATION_PARAM}=${encodeURIComponent(code)}`;
}

/** The referral code of a query string, when it has a well-formed one. */
export function invitationCodeIn(search: string): string | null {
  const code = new URLSearchParams(search).get(INVITATION_PARAM)?.trim().toUpperCase() ?? '';
  return referralCodeSchema.safeParse(code).success ? code : null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The invitation waiting for the visitor to join, if any. */
export function storedInvitation(): string | null {
  const code = storage()?.getItem(INVITATION_KEY) ?? null;
  return code && referralCodeSchema.safeParse(code).success ? code : null;
}

/** Keeps an invitation until the visitor has joined (the latest link wins). */
export function storeInvitation(code: string): void {
  storage()?.setItem(INVITATION_KEY, code);
}

/** Forgets the invitation (claimed, or not one that can be). */
export function forgetInvitation(): void {
  storage()?.removeItem(INVITATION_KEY);
}
