import { Navigate, Outlet, type Params, useLocation, useParams } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/auth';

/**
 * Screens for signed-in users only. The route table sends a visitor to / (the default); a screen
 * can pass the login page instead, and the visitor comes back through `?redirect=<route name>`.
 */
export function RequireSignedIn({
  redirectTo = paths.home,
  returnTo,
}: {
  redirectTo?: string;
  /** A route name, or one built from the address's parameters ("ledgerEntryDetails/42"). */
  returnTo?: string | ((params: Params) => string);
}) {
  const { isSignedIn } = useSession();
  const location = useLocation();
  const params = useParams();
  if (isSignedIn) return <Outlet />;
  const back = typeof returnTo === 'function' ? returnTo(params) : returnTo;
  const target = back ? `${redirectTo}?${new URLSearchParams({ redirect: back })}` : redirectTo;
  return <Navigate to={target} replace state={{ from: location.pathname }} />;
}

/** Screens a signed-in user has no business on (reset password): they go to / instead. */
export function RedirectIfSignedIn({ to = paths.home }: { to?: string }) {
  const { isSignedIn } = useSession();
  if (isSignedIn) return <Navigate to={to} replace />;
  return <Outlet />;
}
