import { Navigate, useSearchParams } from 'react-router';
import { paths, pathTo, resolveRedirect } from '../../../config/paths';
import { SignInForm } from '../../../features/account/forms';
import { useSession } from '../../../lib/auth';
import styles from './account-routes.module.css';

/**
 * /login: "Please Login" and the sign-in form. `?redirect=<route name>` says where to go once
 * signed in (or straight away if already signed in); otherwise Owner Details when it exists, else /.
 */
export function LoginRoute() {
  const { isSignedIn } = useSession();
  const [params] = useSearchParams();
  if (isSignedIn) {
    const target = resolveRedirect(params.get('redirect')) ?? pathTo('OwnerDetails') ?? paths.home;
    return <Navigate to={target} replace />;
  }
  return (
    <section className={styles.card} aria-labelledby="login-heading">
      <title>Log in</title>
      <h1 id="login-heading">Please Login</h1>
      <SignInForm idPrefix="login-page" />
    </section>
  );
}
