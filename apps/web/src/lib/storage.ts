import { ZUser } from 'virtual:contract-answers';
import type { TUser } from '@parkstays/contract';

/** Storage keys (docs/product.md, "Sign in and sessions"): the session lives under `user` and `token`. */
export const STORAGE_KEYS = { user: 'user', token: 'token' } as const;

export type Session = { user: TUser; token: string };
type Listener = () => void;

function safeStorage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function readFrom(store: Storage | undefined): Session | null {
  if (!store) return null;
  const token = store.getItem(STORAGE_KEYS.token);
  const rawUser = store.getItem(STORAGE_KEYS.user);
  if (!token || !rawUser) return null;
  try {
    // A user stored before e-mail confirmation (or staff roles) existed lacks its field: unconfirmed
    // (not staff) until the next session check after a navigation brings the stored user up to date.
    const user = ZUser.safeParse({ email_confirmed_at: null, staff_role: null, ...JSON.parse(rawUser) });
    return user.success ? { user: user.data, token } : null;
  } catch {
    return null;
  }
}

/** Startup: persistent storage first (Remember Me), else this tab's session storage. */
function restore(): { session: Session | null; remember: boolean } {
  const local = readFrom(safeStorage('local'));
  if (local) return { session: local, remember: true };
  return { session: readFrom(safeStorage('session')), remember: false };
}

let state = restore();
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

function clearStores() {
  for (const store of [safeStorage('local'), safeStorage('session')]) {
    store?.removeItem(STORAGE_KEYS.user);
    store?.removeItem(STORAGE_KEYS.token);
  }
}

/** A tiny external store so the router (outside React) and components share one session. */
export const sessionStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSession(): Session | null {
    return state.session;
  },
  getToken(): string | null {
    return state.session?.token ?? null;
  },
  /** Remember Me ticked: localStorage; otherwise sessionStorage. */
  setSession(session: Session, remember: boolean) {
    clearStores();
    const store = safeStorage(remember ? 'local' : 'session');
    store?.setItem(STORAGE_KEYS.token, session.token);
    store?.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
    state = { session, remember };
    emit();
  },
  /** Keeps the token and where it is stored; replaces the user (after a details update). */
  updateUser(user: TUser) {
    if (!state.session) return;
    sessionStore.setSession({ ...state.session, user }, state.remember);
  },
  clear() {
    clearStores();
    state = { session: null, remember: false };
    emit();
  },
  /** Re-reads the browser stores (tests, or another tab). */
  reload() {
    state = restore();
    emit();
  },
};
