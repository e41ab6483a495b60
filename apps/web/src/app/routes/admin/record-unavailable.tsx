import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { LoadingSkeleton } from '../../../components/ui/read-states';
import { ApiError, errorMessage } from '../../../lib/api-client';

/**
 * A record's page (a booking, an owner) before it can be shown: its heading over grey blocks while
 * it loads; or, when it could not be read, whether no record has that reference or why the read
 * failed, and the way to find another.
 */
export function RecordUnavailable({
  query,
  heading,
  loading,
  missing,
  failedTitle,
  find,
  className,
  titleClassName,
}: {
  query: { isPending: boolean; error: unknown };
  heading: string;
  /** "Loading the booking…". */
  loading: string;
  /** What a 404 means, and what to do. */
  missing: { title: string; text: string };
  failedTitle: string;
  /** The search that finds another record. */
  find: { to: string; label: string };
  className?: string;
  titleClassName?: string;
}) {
  const title = <h1 className={titleClassName}>{heading}</h1>;
  if (query.isPending) {
    return (
      <LoadingSkeleton className={className} label={loading} shapes={['block', 'block']}>
        {title}
      </LoadingSkeleton>
    );
  }
  const absent = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div className={className}>
      {title}
      <Alert variant="error" title={absent ? missing.title : failedTitle}>
        {absent ? missing.text : errorMessage(query.error)}
      </Alert>
      <p>
        <Link to={find.to}>{find.label}</Link>
      </p>
    </div>
  );
}
