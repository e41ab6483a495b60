import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';

/**
 * Why something could not be shown: the session ran out (log in again: `onSignIn`), it does not
 * exist or is someone else's (the API answers both as not found), or the call failed (try again).
 */
export function LoadError({
  error,
  what,
  onRetry,
  onSignIn,
}: {
  error: unknown;
  /** "activity booking", "visit", "booking"… */
  what: string;
  onRetry?: () => void;
  onSignIn: () => void;
}) {
  if (error instanceof ApiError && error.status === 401) {
    return (
      <Alert variant="warning" title="Please log in">
        <p>Your session has ended. Log in again to see this {what}.</p>
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
  return (
    <Alert variant="error" title={`We could not load this ${what}`}>
      <p>{errorMessage(error)}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert>
  );
}
