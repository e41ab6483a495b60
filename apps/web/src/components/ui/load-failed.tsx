import { errorMessage } from '../../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';

/**
 * Something the screen needed did not load: the title says what, the error's words say why, and
 * Try again (when `onRetry` is given) asks once more.
 */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
}) {
  return (
    <Alert variant="error" title={title}>
      <p>{errorMessage(error)}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert>
  );
}
