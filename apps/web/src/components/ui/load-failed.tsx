import { errorMessage } from '../../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';

/** A read that failed: its error, and how to ask again (a TanStack query's own fields). */
export type FailedRead = { error: unknown; refetch: () => unknown };

/**
 * Something the screen needed did not load: the title says what ("We could not load the menus"),
 * the error's words say why, and Try again asks once more. `inline` puts Try again as a link after
 * the words, for a small panel.
 */
export function LoadFailed({
  title,
  query,
  inline = false,
}: {
  title: string;
  query: FailedRead;
  inline?: boolean;
}) {
  const retry = () => void query.refetch();
  return (
    <Alert variant="error" title={title}>
      {inline ? (
        <>
          {errorMessage(query.error)}{' '}
          <Button variant="link" onClick={retry}>
            Try again
          </Button>
        </>
      ) : (
        <>
          <p>{errorMessage(query.error)}</p>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </>
      )}
    </Alert>
  );
}
