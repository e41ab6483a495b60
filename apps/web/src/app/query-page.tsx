import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '../components/ui/spinner';
import { usePopup } from '../features/account';
import { LoadError } from './load-error';

export type QueryPageProps<T> = {
  /** The page's <title> and its heading. */
  title: string;
  className?: string;
  /** The one thing the page shows. */
  query: UseQueryResult<T>;
  /** The spinner's words while it loads ("Loading your visit…"). */
  loading: string;
  /** What it is, for the words of a failure ("visit"). */
  what: string;
  signInHint?: string;
  /** The page's body, once it has loaded. */
  children: (data: T) => ReactNode;
};

/**
 * A page about one thing of the user's: its heading at once, a spinner while the thing loads, why
 * it did not (with Log In when the session ran out, Try again when the call failed), then the body.
 */
export function QueryPage<T>({
  title,
  className,
  query,
  loading,
  what,
  signInHint,
  children,
}: QueryPageProps<T>) {
  const { openPopup } = usePopup();
  return (
    <article className={className}>
      <title>{title}</title>
      <h1>{title}</h1>
      {query.isPending ? <Spinner label={loading} /> : null}
      {query.isError ? (
        <LoadError
          error={query.error}
          what={what}
          signInHint={signInHint}
          onRetry={() => void query.refetch()}
          onSignIn={() => openPopup('signIn')}
        />
      ) : null}
      {query.data ? children(query.data) : null}
    </article>
  );
}
