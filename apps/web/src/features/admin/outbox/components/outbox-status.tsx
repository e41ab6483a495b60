import type { TOutboxSummary } from '@parkstays/contract';
import { formatTime } from '../../../../lib/format';
import styles from './outbox.module.css';

type Delivery = Pick<TOutboxSummary, 'status' | 'attempts' | 'next_attempt_at' | 'last_error'>;

const LABEL_CLASS: Record<Delivery['status'], string | undefined> = {
  sent: styles.statusSent,
  pending: styles.statusPending,
  failed: styles.statusFailed,
};

/**
 * Where an e-mail is in delivery, in words: "Sent"; "Waiting to send — attempt 2, next try 14:05"
 * (the attempt the next try will be); "Failed". The error comes with a failed one and with a retry,
 * so staff can tell a wrong address from a mail server that is down.
 */
export function describeDelivery(mail: Delivery): string {
  if (mail.status === 'sent') return 'Sent';
  if (mail.status === 'failed') return 'Failed';
  if (mail.next_attempt_at) {
    return `Waiting to send — attempt ${mail.attempts + 1}, next try ${formatTime(mail.next_attempt_at)}`;
  }
  return mail.attempts > 0 ? `Waiting to send — attempt ${mail.attempts}` : 'Waiting to send';
}

/** An e-mail's status with its last error; the words carry it, the colour only repeats them. */
export function OutboxStatus({ mail }: { mail: Delivery }) {
  return (
    <span className={styles.status}>
      <span className={`${styles.statusLabel} ${LABEL_CLASS[mail.status] ?? ''}`}>
        {describeDelivery(mail)}
      </span>
      {mail.last_error && mail.status !== 'sent' ? (
        <span className={styles.lastError}>
          {mail.status === 'failed' ? 'Error: ' : 'Last error: '}
          {mail.last_error}
        </span>
      ) : null}
    </span>
  );
}
