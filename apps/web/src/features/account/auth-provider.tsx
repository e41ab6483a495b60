import type { TUser } from '@parkstays/contract';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, sessionStore } from '../../lib/storage';

export type AuthState = {
  user: TUser | null;
  token: string | null;
  isSignedIn: boolean;
};

const AuthContext = createContext<AuthState | null>(null);

/** The signed-in state: read from the session store, which restores it from storage at startup. */
export function AuthProvider({ children }: { children: ReactNode }) {
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

  const value = useMemo<AuthState>(
    () => ({ user: session?.user ?? null, token: session?.token ?? null, isSignedIn: session !== null }),
    [session],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
