import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls of `box` a keyboard reaches, in document order. */
export function focusableIn(box: HTMLElement | null): HTMLElement[] {
  return [...(box?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((element) => !element.closest('[hidden], [inert]'));
}

/**
 * The keyboard contract of a modal dialog (WAI-ARIA dialog pattern): focus moves into it (to `initial`, else its
 * first control), Tab and Shift+Tab cycle inside it, Escape closes it, and on closing focus goes back to the control
 * that opened it, so a keyboard user carries on where they were.
 */
export function useDialogFocus(box: RefObject<HTMLElement | null>, onClose: () => void, initial?: RefObject<HTMLElement | null>) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initial?.current ?? focusableIn(box.current)[0])?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Only this dialog closes, not a side panel it was opened from (listening on the same document).
        event.preventDefault();
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const controls = focusableIn(box.current);
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const outside = !box.current?.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      if (opener?.isConnected) opener.focus();
    };
    // The dialog's own lifetime: set up once when it opens, undone when it closes.
  }, []);
}
