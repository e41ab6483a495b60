import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../features/account/auth-provider';
import { paths } from './paths';

/**
 * Screens for signed-in users only. The route table sends a visitor to / (the default); a screen
 * can pass the login page instead, and the visitor comes back through `?redirect=<route name>`.
 */
export function RequireSignedIn({
  redirectTo = paths.home,
  returnTo,
}: {
  redirectTo?: string;
  returnTo?: string;
}) {
  const { isSignedIn } = useAuth();
  const location = useLocation();
  if (isSignedIn) return <Outlet />;
  const target = returnTo ? `${redirectTo}?${new URLSearchParams({ redirect: returnTo })}` : redirectTo;
  return <Navigate to={target} replace state={{ from: location.pathname }} />;
}

/** Screens a signed-in user has no business on (reset password): they go to / instead. */
export function RedirectIfSignedIn({ to = paths.home }: { to?: string }) {
  const { isSignedIn } = useAuth();
  if (isSignedIn) return <Navigate to={to} replace />;
  return <Outlet />;
}
