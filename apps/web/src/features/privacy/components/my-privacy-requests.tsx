import { PRIVACY_REQUEST_KIND_LABELS, type TMyPrivacyRequest } from '@parkstays/contract';
import { formatDate, formatDateTime } from '../../../lib/format';
import styles from './privacy-centre.module.css';

/** The requests the person has made, each with the day it is to be answered by. */
export function MyPrivacyRequests({ requests }: { requests: TMyPrivacyRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="my-requests-heading">
      <h2 id="my-requests-heading">Your requests</h2>
      <ul className={styles.requests}>
        {requests.map((request) => (
          <li key={request.id}>
            <strong>{PRIVACY_REQUEST_KIND_LABELS[request.kind]}</strong>
            <p className={styles.muted}>
              Made {formatDateTime(request.made_at)}.{' '}
              {request.status === 'done' ? 'Answered.' : `We will answer by ${formatDate(request.due_on)}.`}
            </p>
            <p>{request.details}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
