import { useSyncExternalStore } from 'react';
import { type Session, sessionStore } from './storage';

/**
 * The signed-in session (user and token) straight from the session store, for features that need
 * the user without reaching into the account feature.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSession, sessionStore.getSession);
}
