import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';

/**
 * Why a booking could not be shown: not signed in (Log In calls `onSignIn`), not found (or someone
 * else's), or a failure.
 */
export function BookingLoadError({
  error,
  onRetry,
  onSignIn,
}: {
  error: unknown;
  onRetry?: () => void;
  onSignIn: () => void;
}) {
  if (error instanceof ApiError && error.status === 401) {
    return (
      <Alert variant="warning" title="Please log in">
        <p>Log in with the account you booked with to see this booking.</p>
        <Button variant="accent" onClick={onSignIn}>
          Log In
        </Button>
      </Alert>
    );
  }
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Alert variant="error" title="Booking not found">
        <p>We could not find this booking on your account.</p>
        <p>
          <Link to={paths.home}>Back to the search</Link>
        </p>
      </Alert>
    );
  }
  return (
    <Alert variant="error" title="We could not load this booking">
      <p>{errorMessage(error)}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert>
  );
}
