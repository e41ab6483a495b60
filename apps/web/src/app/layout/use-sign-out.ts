import { useNavigate } from 'react-router';
import { useLogout } from '../../features/account/api/logout';
import { paths } from '../paths';

/** Log out on the server, clear both stores, go home. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  return () => logout.mutate(undefined, { onSettled: () => navigate(paths.home) });
}
