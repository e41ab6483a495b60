import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/account';

/** Log out on the server, clear both stores, go home. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  return () => logout.mutate(undefined, { onSettled: () => navigate(paths.home) });
}
