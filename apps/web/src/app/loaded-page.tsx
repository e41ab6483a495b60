import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { type FailedRead, LoadFailed } from '../components/ui/load-failed';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { usePopup } from '../features/account';
import { ApiError } from '../lib/api-client';

/*
 * What the pages about one thing of the user's (a booking, a visit, an activity booking) share:
 * reading the address's parameters, the page while the thing loads, and why it could not be shown.
 * One module, so these screens share one small chunk.
 */

/**
 * A screen drawn from its address's parameters, read with the contract's schema; an address whose
 * parameters do not parse (/booking/abc) goes to Page not found.
 */
export function paramsRoute<T>(schema: z.ZodType<T>, screen: (params: T) => ReactNode) {
  return function ParamsRoute() {
    const params = schema.safeParse(useParams());
    return params.success ? screen(params.data) : <Navigate to={paths.notFound} replace />;
  };
}

export type LoadErrorProps = {
  /** The read that failed. */
  query: FailedRead;
  /** "activity booking", "visit", "booking"… */
  what: string;
  /** Why logging in shows it (by default: the session has ended). */
  signInHint?: string;
  onSignIn: () => void;
};

/**
 * Why something of the user's could not be shown: the session ran out (log in again: `onSignIn`),
 * it does not exist or is someone else's (the API answers both as not found), or the call failed
 * (try again).
 */
export function LoadError({ query, what, signInHint, onSignIn }: LoadErrorProps) {
  const { error } = query;
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
  return <LoadFailed title={`We could not load this ${what}`} query={query} />;
}

export type QueryPageProps<T> = {
  /** The page's <title> and its heading. */
  title: string;
  className?: string;
  /** The one thing the page shows. */
  query: UseQueryResult<T>;
  /** What it is, for the words while it loads ("Loading your visit…") and of a failure ("visit"). */
  what: string;
  signInHint?: string;
  /** The page's body, once it has loaded. */
  children: (data: T) => ReactNode;
};

/**
 * A page about one thing of the user's: its heading at once, a spinner while the thing loads, why
 * it did not (with Log In when the session ran out, Try again when the call failed), then the body.
 */
export function QueryPage<T>({ title, className, query, what, signInHint, children }: QueryPageProps<T>) {
  const { openPopup } = usePopup();
  return (
    <article className={className}>
      <title>{title}</title>
      <h1>{title}</h1>
      {query.isPending ? <Spinner label={`Loading your ${what}…`} /> : null}
      {query.isError ? (
        <LoadError query={query} what={what} signInHint={signInHint} onSignIn={() => openPopup('signIn')} />
      ) : null}
      {query.data ? children(query.data) : null}
    </article>
  );
}
