import type { TUser } from '@parkstays/contract';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, sessionStore } from './storage';

/** Who is signed in (their user record says what they may do), with which token. */
export type SessionState = {
  user: TUser | null;
  token: string | null;
  isSignedIn: boolean;
};

const SessionContext = createContext<SessionState | null>(null);

/**
 * The one signed-in state of the app: read from the session store (which restores it from storage
 * at startup, and which sign-in, sign-out and token links write to).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSession,
    sessionStore.getSession,
  );

  // Another tab signing in or out with Remember Me changes localStorage: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) {
        sessionStore.reload();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<SessionState>(
    () => ({ user: session?.user ?? null, token: session?.token ?? null, isSignedIn: session !== null }),
    [session],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The signed-in user and token (both null when nobody is signed in). */
export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
