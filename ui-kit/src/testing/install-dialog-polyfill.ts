// jsdom has the <dialog> element but not showModal(), close(), Escape or the modal's inertness.
// This stands in for the browser in unit tests, doing what the HTML standard says a modal
// dialog does: `open` set, focus moved in, Tab kept inside (the rest of the page is inert),
// Escape firing a cancelable `cancel` then closing, `close` fired when it closes.
// A stand-in proves nothing about the browser: the kit's dialog is checked in Chromium
// (e2e/tests/ui-kit.spec.ts). Unit tests need it to render a dialog at all.
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusableIn = (root: Element) => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];

/** Teaches jsdom's `HTMLDialogElement` to be a modal dialog. Safe to call more than once. */
export function installDialogPolyfill(win: Window & typeof globalThis = window): void {
  const proto = win.HTMLDialogElement?.prototype as HTMLDialogElement | undefined;
  if (!proto || typeof proto.showModal === 'function') return;
  const modals: HTMLDialogElement[] = [];
  const topModal = () => modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);

  Object.defineProperties(proto, {
    show: {
      configurable: true,
      value(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
    },
    showModal: {
      configurable: true,
      value(this: HTMLDialogElement) {
        if (!this.isConnected) throw new win.DOMException('The dialog is not in a document.', 'InvalidStateError');
        if (this.open) return;
        this.setAttribute('open', '');
        modals.push(this);
        // The dialog focusing steps: the first focusable descendant, else the dialog itself.
        (focusableIn(this)[0] ?? this).focus();
      },
    },
    close: {
      configurable: true,
      value(this: HTMLDialogElement, returnValue?: string) {
        if (!this.open) return;
        this.removeAttribute('open');
        const at = modals.indexOf(this);
        if (at >= 0) modals.splice(at, 1);
        if (returnValue !== undefined) this.returnValue = returnValue;
        this.dispatchEvent(new win.Event('close'));
      },
    },
  });

  win.document.addEventListener('keydown', (event) => {
    const dialog = topModal();
    if (!dialog || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      const cancel = new win.Event('cancel', { cancelable: true });
      if (dialog.dispatchEvent(cancel)) dialog.close();
      return;
    }
    if (event.key === 'Tab') {
      // Everything outside the dialog is inert: Tab cycles through the dialog's controls.
      event.preventDefault();
      const focusable = focusableIn(dialog);
      if (focusable.length === 0) return;
      const at = focusable.indexOf(win.document.activeElement as HTMLElement);
      const next = event.shiftKey ? (at <= 0 ? focusable.length - 1 : at - 1) : (at + 1) % focusable.length;
      focusable[next]?.focus();
    }
  });
}
