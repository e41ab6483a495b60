import { useCallback, useLayoutEffect, useRef } from 'react';
import { openerOf, restoreFocus } from '../../lib/focus';

/**
 * The one way our dialogs hand the focus back when they close (Escape, Close, or done): to the
 * control that was focused when the dialog opened, or to `opener` when the caller knows better
 * (a popup that replaced another keeps the first one's opener). Radix gives the focus back only
 * to a `Dialog.Trigger`, and our dialogs open from state; pass the answer to `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean, opener?: HTMLElement | null) {
  const openedFrom = useRef<HTMLElement | null>(null);

  // Before Radix moves the focus into the dialog (its effect runs after this layout effect).
  useLayoutEffect(() => {
    if (!open) return;
    openedFrom.current = opener ?? openerOf(document.activeElement);
  }, [open, opener]);

  return useCallback((event: Event) => {
    event.preventDefault();
    // Another dialog opened in this one's place: it holds the focus now.
    if (document.querySelector('[role="dialog"]')) return;
    restoreFocus(openedFrom.current);
  }, []);
}
