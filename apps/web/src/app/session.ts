import type { TUser } from '@parkstays/contract';
import { ping } from '../features/account';
import { ApiError } from '../lib/api-client';
import { sessionStore } from '../lib/storage';

/** The query parameter that can carry a session into the site (links from e-mails, the owners' site). */
export const TOKEN_PARAM = 'token';

/** A verified session from a `token` link, waiting for the signed-in person to say whether to take it. */
export type OfferedSession = { user: TUser; token: string };

let offered: OfferedSession | null = null;
const listeners = new Set<() => void>();

/** The session a link offers while someone else is signed in: the layout asks before switching. */
export const offeredSession = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get(): OfferedSession | null {
    return offered;
  },
  set(next: OfferedSession | null) {
    offered = next;
    for (const listener of listeners) listener();
  },
};

/** Is this token still a live session? Only a 401 says no: a network failure keeps it. */
async function isLive(token: string, signal: AbortSignal) {
  try {
    await ping(token, signal);
    return true;
  } catch (error) {
    return !(error instanceof ApiError && error.status === 401);
  }
}

/**
 * Before an address with a `token` query parameter is shown (the router waits for it): the token
 * is verified with GET /api/ping using that token. With nobody signed in (or the same person), a
 * live one is adopted as the session (session storage: it is not "remembered"); while someone
 * else is signed in, it is only offered, and the layout asks them whether to switch. Undefined
 * when there is nothing to verify: no token, or the session's own.
 */
export function adoptTokenFromQuery(search: string, signal: AbortSignal): Promise<void> | undefined {
  const token = new URLSearchParams(search).get(TOKEN_PARAM);
  if (!token || token === sessionStore.getToken()) return undefined;
  return adopt(token, signal);
}

async function adopt(token: string, signal: AbortSignal) {
  try {
    const answer = await ping(token, signal);
    const current = sessionStore.getSession();
    if (current && current.user.id !== answer.user.id && (await isLive(current.token, signal))) {
      if (!signal.aborted) offeredSession.set({ user: answer.user, token });
      return;
    }
    sessionStore.setSession({ user: answer.user, token }, false);
  } catch {
    // A dead or forged token changes nothing: the visitor stays as they were.
  }
}
