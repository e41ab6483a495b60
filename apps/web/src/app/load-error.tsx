import { Link } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { LoadFailed } from '../components/ui/load-failed';
import { paths } from '../config/paths';
import { ApiError } from '../lib/api-client';

export type LoadErrorProps = {
  error: unknown;
  /** "activity booking", "visit", "booking"… */
  what: string;
  /** Why logging in shows it (by default: the session has ended). */
  signInHint?: string;
  onRetry?: () => void;
  onSignIn: () => void;
};

/**
 * Why something of the user's could not be shown: the session ran out (log in again: `onSignIn`),
 * it does not exist or is someone else's (the API answers both as not found), or the call failed
 * (try again).
 */
export function LoadError({ error, what, signInHint, onRetry, onSignIn }: LoadErrorProps) {
  if (error instanceof ApiError && error.status === 401) {
    return (
      <Alert variant="warning" title="Please log in">
        <p>{signInHint ?? `Your session has ended. Log in again to see this ${what}.`}</p>
        <Button variant="accent" onClick={onSignIn}>
          Log In
        </Button>
      </Alert>
    );
  }
  if (error instanceof ApiError && error.status === 404) {
    const title = `${what.charAt(0).toUpperCase()}${what.slice(1)} not found`;
    return (
      <Alert variant="error" title={title}>
        <p>We could not find this {what} on your account.</p>
        <p>
          <Link to={paths.home}>Back to the search</Link>
        </p>
      </Alert>
    );
  }
  return <LoadFailed title={`We could not load this ${what}`} error={error} onRetry={onRetry} />;
}
