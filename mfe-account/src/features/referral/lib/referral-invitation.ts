import { href, type Locale, referralCodeSchema } from '@maple/contracts';

/** Where the code a visitor was invited with waits until they have joined. */
const INVITATION_KEY = 'referralInvitation';

/** The query parameter of an invitation link. */
const INVITATION_PARAM = 'invite';

/** The invitation link of a referral code: the invitation page in the given language, with the code. */
export function invitationLink(origin: string, locale: Locale, code: string): string {
  return `${origin}${href('invitation', locale)}?${INVITATION_PARAM}=${encodeURIComponent(code)}`;
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

// The invitation page keeps the code and the members' parcel claims it: both run from this
// remote's one copy of this module, so a change here reaches the other at once.
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Calls `listener` whenever the kept invitation changes (here, or in another tab); returns the unsubscribe. */
export function subscribeToInvitation(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === INVITATION_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The invitation waiting for the visitor to join, if any. */
export function storedInvitation(): string | null {
  const code = storage()?.getItem(INVITATION_KEY) ?? null;
  return code && referralCodeSchema.safeParse(code).success ? code : null;
}

/** Keeps an invitation until the visitor has joined (the latest link wins). */
export function storeInvitation(code: string): void {
  if (storedInvitation() === code) return;
  storage()?.setItem(INVITATION_KEY, code);
  changed();
}

/** Forgets the invitation (claimed, or not one that can be). */
export function forgetInvitation(): void {
  if ((storage()?.getItem(INVITATION_KEY) ?? null) === null) return;
  storage()?.removeItem(INVITATION_KEY);
  changed();
}
