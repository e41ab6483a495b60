import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ping } from '../../features/account';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth';
import { sessionStore } from '../../lib/storage';
import { TOKEN_PARAM } from '../session';

/**
 * After each navigation: a `token` query parameter leaves the address (replace), and a signed-in
 * user's session is re-checked with GET /api/ping; a 401 signs the user out locally.
 */
export function SessionWatcher() {
  const location = useLocation();
  const navigate = useNavigate();
  const { token } = useSession();
  const tokenRef = useRef(token);
  tokenRef.current = token;

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.has(TOKEN_PARAM)) {
      params.delete(TOKEN_PARAM);
      const search = params.toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
      return;
    }
    const current = tokenRef.current;
    if (!current) return;
    const controller = new AbortController();
    ping(current, controller.signal)
      .then((answer) => {
        const session = sessionStore.getSession();
        if (session?.token === current && JSON.stringify(session.user) !== JSON.stringify(answer.user)) {
          sessionStore.updateUser(answer.user);
        }
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401 && sessionStore.getToken() === current) {
          sessionStore.clear();
        }
      });
    return () => controller.abort();
  }, [location.pathname, location.search, location.hash, navigate]);

  return null;
}
