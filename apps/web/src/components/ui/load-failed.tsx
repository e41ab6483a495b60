import { errorMessage } from '../../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';

/** A read that failed: its error, and how to ask again (a TanStack query's own fields). */
export type FailedRead = { error: unknown; refetch: () => Promise<unknown> };

/**
 * Something the screen needed did not load: the title says what, the error's words say why, and
 * Try again asks once more.
 */
export function LoadFailed({ title, query }: { title: string; query: FailedRead }) {
  return (
    <Alert variant="error" title={title}>
      <p>{errorMessage(query.error)}</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </Alert>
  );
}
