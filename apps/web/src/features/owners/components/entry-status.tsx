import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { type FailedRead, LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { ownerPortalPath } from '../owner-paths';
import styles from './owners.module.css';

/** "Back to Owner Portal" */
export function BackToPortal() {
  return (
    <p className={styles.backLink}>
      <Link to={ownerPortalPath()}>Back to Owner Portal</Link>
    </p>
  );
}

/** Loading, not found (404, or not this owner's) and other failures of a ledger entry. */
export function EntryLoadState({ query }: { query: FailedRead & { isPending: boolean } }) {
  if (query.isPending) return <Spinner label="Loading the ledger entry…" />;
  if (!query.error) return null;
  if (query.error instanceof ApiError && query.error.status === 404) return <EntryNotFound />;
  return <LoadFailed title="We could not load this ledger entry" query={query} />;
}

export function EntryNotFound() {
  return (
    <Alert variant="error" title="Ledger entry not found">
      <p>
        There is no such entry on your owner account. Please choose one from the ledger on the{' '}
        <Link to={ownerPortalPath()}>Owner Portal</Link>.
      </p>
    </Alert>
  );
}
