import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useOutboxMessage } from '../api/get-outbox-message';
import { MailHtml } from './mail-html';
import styles from './outbox.module.css';

/** One e-mail: who it went to, when, and the message as the guest saw it (or its plain text). */
export function OutboxMessage({ id }: { id: number }) {
  const message = useOutboxMessage(id);
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
        <dt>Sent</dt>
        <dd>{formatDateTime(mail.sent_at)}</dd>
        {mail.attachments.length > 0 ? (
          <>
            <dt>Attached</dt>
            <dd>{mail.attachments.map((file) => file.filename).join(', ')}</dd>
          </>
        ) : null}
      </dl>
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
