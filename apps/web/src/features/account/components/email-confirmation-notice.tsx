import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { useSendEmailConfirmation } from '../api/send-email-confirmation';
import styles from './email-confirmation-notice.module.css';

/**
 * Shown to a signed-in user until they open the link e-mailed to their address: until then the
 * address is not counted as theirs (an owner account links only with the code sent to it).
 */
export function EmailConfirmationNotice() {
  const { user } = useSession();
  const send = useSendEmailConfirmation();
  if (!user || user.email_confirmed_at) return null;
  return (
    <section className={styles.notice} aria-labelledby="email-confirmation-notice-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <p id="email-confirmation-notice-title" className={styles.title}>
            Please confirm your e-mail address
          </p>
          <p>
            We have e-mailed a link to <strong>{user.email}</strong>: open it to confirm the address is yours.
          </p>
          <div aria-live="polite">
            {send.isSuccess ? <p className={styles.answer}>{send.data.message}</p> : null}
            {send.isError ? (
              <p className={`${styles.answer} ${styles.error}`}>{errorMessage(send.error)}</p>
            ) : null}
          </div>
        </div>
        <Button variant="secondary" busy={send.isPending} busyText="Sending…" onClick={() => send.mutate()}>
          Send the link again
        </Button>
      </div>
    </section>
  );
}
