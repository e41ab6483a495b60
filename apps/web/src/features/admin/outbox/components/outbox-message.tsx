import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Tabs } from '../../../../components/ui/tabs';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { useOutboxMessage } from '../api/get-outbox-message';
import { useResendOutboxMessage } from '../api/resend-outbox-message';
import { MailHtml } from './mail-html';
import styles from './outbox.module.css';
import { OutboxStatus } from './outbox-status';

/**
 * One e-mail: who it went to, when, where it is in delivery, and the message as the guest saw it
 * (or its plain text); a failed one can be sent again from here.
 */
export function OutboxMessage({ id }: { id: number }) {
  const message = useOutboxMessage(id);
  const resend = useResendOutboxMessage(id);
  const [view, setView] = useState<'html' | 'text'>('html');
  if (message.isPending) {
    return (
      <div className={styles.skeletonRow} aria-busy="true">
        <span className="visually-hidden">Loading the e-mail</span>
        <Skeleton />
        <Skeleton shape="block" />
      </div>
    );
  }
  if (message.isError) return <Alert variant="error">{errorMessage(message.error)}</Alert>;
  const mail = message.data;
  return (
    <div className={styles.reading}>
      <dl className={styles.meta}>
        <dt>To</dt>
        <dd>{mail.to}</dd>
        <dt>Recorded</dt>
        <dd>{formatDateTime(mail.recorded_at)}</dd>
        {mail.sent_at ? (
          <>
            <dt>Sent</dt>
            <dd>{formatDateTime(mail.sent_at)}</dd>
          </>
        ) : null}
        <dt>Status</dt>
        <dd>
          <OutboxStatus mail={mail} />
        </dd>
        {mail.attachments.length > 0 ? (
          <>
            <dt>Attached</dt>
            <dd>{mail.attachments.map((file) => file.filename).join(', ')}</dd>
          </>
        ) : null}
      </dl>
      {mail.status === 'failed' ? (
        <div className={styles.resend}>
          <Button
            variant="secondary"
            busy={resend.isPending}
            busyText="Sending"
            onClick={() => resend.mutate()}
          >
            Send again
          </Button>
        </div>
      ) : null}
      {/* Outside the failed branch: once sent again the status changes, and the answer stays in view. */}
      {resend.isSuccess ? <Alert variant="success">{resend.data.message}</Alert> : null}
      {resend.isError ? <Alert variant="error">{errorMessage(resend.error)}</Alert> : null}
      <Tabs
        label="How to show the e-mail"
        idPrefix={`outbox-${mail.id}`}
        tabs={[
          { key: 'html', label: 'As sent' },
          { key: 'text', label: 'Plain text' },
        ]}
        selected={view}
        onSelect={setView}
      >
        {view === 'html' ? <MailHtml html={mail.html} /> : <pre className={styles.text}>{mail.text}</pre>}
      </Tabs>
    </div>
  );
}
