import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { ping } from '../features/account/api/ping';
import { sessionStore } from '../lib/storage';

/** The query parameter that can carry a session into the site (links from e-mails, the owners' site). */
export const TOKEN_PARAM = 'token';

/**
 * Before each navigation: a `token` query parameter is verified with GET /api/ping using that
 * token, and a live one is adopted as the session (session storage: it is not "remembered").
 */
export async function adoptTokenFromQuery({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get(TOKEN_PARAM);
  if (!token || token === sessionStore.getToken()) return null;
  try {
    const answer = await ping(token, request.signal);
    sessionStore.setSession({ user: answer.user, token }, false);
  } catch {
    // A dead or forged token changes nothing: the visitor stays as they were.
  }
  return null;
}

/** Run the root loader again only when the next address carries a token. */
export function shouldCheckToken({ nextUrl }: ShouldRevalidateFunctionArgs) {
  return nextUrl.searchParams.has(TOKEN_PARAM);
}
