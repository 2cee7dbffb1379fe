import type { LoginPromptReason } from '@maple/contracts';
import { createStore } from 'zustand/vanilla';

/** The site modals other than the error modal (which the site store drives). */
type SiteModal =
  | { readonly kind: 'loginPrompt'; readonly reason: LoginPromptReason; readonly returnTo: string }
  /** Joining without a cause chosen before: the visitor picks one, then signs up and comes back to `returnTo`. */
  | { readonly kind: 'chooseCause'; readonly returnTo: string }
  | { readonly kind: 'signInUnavailable'; readonly retry?: () => void }
  | { readonly kind: 'signOutUnavailable' }
  | { readonly kind: 'cookiesDisabled' }
  | { readonly kind: 'countryRestricted' }
  | { readonly kind: 'vpn' }
  | { readonly kind: 'optedOut' };

/** Which site modal is open. */
interface ModalState {
  readonly modal: SiteModal | null;
  open(modal: SiteModal): void;
  close(): void;
}

/** Creates the shell's modal state. */
export function createModalStore() {
  return createStore<ModalState>()((set) => ({
    modal: null,
    open: (modal) => set({ modal }),
    close: () => set({ modal: null }),
  }));
}

/** The shell's modal state. */
export type ModalStore = ReturnType<typeof createModalStore>;
