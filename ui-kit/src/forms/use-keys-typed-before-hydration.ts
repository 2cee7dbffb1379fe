import { type Ref, type RefCallback, useCallback, useLayoutEffect, useRef } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * A controlled field served as HTML can be typed into before its script hydrates it: React
 * leaves those keys in the field, but its state never hears of them, so what the page shows
 * (a search's results) ignores them. Once hydrated, this hands them to the field's `onChange`
 * as the input they were. Returns the ref for the control, joined with the caller's own.
 */
export function useKeysTypedBeforeHydration<Control extends TextControl>(value: unknown, ref: Ref<Control> | undefined): RefCallback<Control> {
  const control = useRef<Control | null>(null);
  const checked = useRef(false);
  useLayoutEffect(() => {
    const element = control.current;
    if (checked.current || !element) return;
    checked.current = true;
    if (value === undefined || value === null) return;
    const typed = element.value;
    const held = String(value);
    if (typed === held) return;
    // React watches assignments to a field's value: the first tells it the field holds its
    // state's value; the second, through the prototype, puts the keys back unseen; the input
    // event then reads to React as the change it is.
    element.value = held;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(element, typed);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, [value]);
  return useCallback(
    (element: Control | null) => {
      control.current = element;
      if (typeof ref === 'function') return ref(element);
      if (ref) ref.current = element;
      return undefined;
    },
    [ref],
  );
}
