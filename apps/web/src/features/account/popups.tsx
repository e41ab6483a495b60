import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { openerOf } from '../../lib/focus';

/** The four popups of the guest area; only one is open at a time. */
export type PopupName = 'signIn' | 'signUp' | 'forgotPassword' | 'myDetails';

export type PopupOptions = {
  /** A notice shown at the top of the popup (for example the account-exists message). */
  notice?: string;
  /** The host screen can hide Sign In's "Forgotten Password?" and "Sign Up" links. */
  hideLinks?: boolean;
};

type PopupState = { name: PopupName; options: PopupOptions; opener: HTMLElement | null } | null;

type PopupContextValue = {
  current: PopupName | null;
  options: PopupOptions;
  /**
   * The control that opened the first of the popups now showing (Log In, even after Sign In
   * has switched to Sign Up): where the focus goes back to when they close.
   */
  opener: HTMLElement | null;
  openPopup: (name: PopupName, options?: PopupOptions) => void;
  closePopup: () => void;
};

const PopupContext = createContext<PopupContextValue | null>(null);

export function PopupProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PopupState>(null);
  const openPopup = useCallback((name: PopupName, options: PopupOptions = {}) => {
    const focused = openerOf(document.activeElement);
    setState((previous) => ({ name, options, opener: previous ? previous.opener : focused }));
  }, []);
  const closePopup = useCallback(() => setState(null), []);
  const value = useMemo(
    () => ({
      current: state?.name ?? null,
      options: state?.options ?? {},
      opener: state?.opener ?? null,
      openPopup,
      closePopup,
    }),
    [state, openPopup, closePopup],
  );
  return <PopupContext.Provider value={value}>{children}</PopupContext.Provider>;
}

export function usePopup(): PopupContextValue {
  const value = useContext(PopupContext);
  if (!value) throw new Error('usePopup must be used inside <PopupProvider>');
  return value;
}
