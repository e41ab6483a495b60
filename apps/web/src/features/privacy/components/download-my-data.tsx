import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useDownloadMyData } from '../api/download-my-data';
import styles from './privacy-centre.module.css';

/** Download my data: a JSON file of everything the park holds of the person, made at once. */
export function DownloadMyData() {
  const download = useDownloadMyData();
  return (
    <section className={styles.section} aria-labelledby="download-my-data-heading">
      <h2 id="download-my-data-heading">Download my data</h2>
      <p>
        A file of everything we hold about you: your account, bookings, payments, refunds, activity bookings,
        visits and invoices, the e-mails we sent you, your choices and our records about you.
      </p>
      {download.isError ? <Alert variant="error">{errorMessage(download.error)}</Alert> : null}
      {download.isSuccess ? (
        <Alert variant="success">Your file {download.data} has been downloaded.</Alert>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          busy={download.isPending}
          busyText="Preparing your file…"
          onClick={() => download.mutate()}
        >
          Download my data
        </Button>
      </div>
    </section>
  );
}
