import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useConfirmEmail } from '../../../features/account';
import { errorMessage } from '../../../lib/api-client';
import styles from './account-routes.module.css';

/**
 * /confirm-email/:token, the link e-mailed at sign-up or after a change of address. The address is
 * confirmed when the person chooses to, not on opening the page: mail scanners open links too.
 */
export function ConfirmEmailRoute() {
  const { token = '' } = useParams();
  const confirm = useConfirmEmail();

  return (
    <section className={styles.card} aria-labelledby="confirm-email-heading">
      <title>Confirm your e-mail address</title>
      <h1 id="confirm-email-heading">Confirm your e-mail address</h1>
      {confirm.isSuccess ? (
        <>
          <Alert variant="success" title={confirm.data.message} takeFocus>
            <p>
              <strong>{confirm.data.data.email}</strong> is confirmed as your e-mail address.
            </p>
          </Alert>
          <p>
            <Link to={paths.home}>Go to the home page</Link> or the{' '}
            <Link to={paths.OwnerDetails}>Owner Portal</Link>.
          </p>
        </>
      ) : (
        <>
          {confirm.isError ? <Alert variant="error">{errorMessage(confirm.error)}</Alert> : null}
          <p>You opened the link from our e-mail. Confirm that the address it was sent to is yours.</p>
          <Button
            block
            busy={confirm.isPending}
            busyText="Confirming…"
            onClick={() => confirm.mutate({ token })}
          >
            Confirm my e-mail address
          </Button>
        </>
      )}
    </section>
  );
}
