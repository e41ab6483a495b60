import type { TOutboxListQuery } from '@parkstays/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Select, TextField } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { Pagination } from '../../../../components/ui/pagination';
import { Skeleton } from '../../../../components/ui/skeleton';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { useOutbox } from '../api/list-outbox';
import styles from './outbox.module.css';
import { OutboxMessage } from './outbox-message';
import { OutboxStatus } from './outbox-status';

type Status = TOutboxListQuery['status'];

const STATUS_OPTIONS: { value: Status; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'failed', label: 'Failed' },
  { value: 'pending', label: 'Waiting to send' },
  { value: 'sent', label: 'Sent' },
];

const isStatus = (value: string): value is Status => STATUS_OPTIONS.some((option) => option.value === value);

export type OutboxBrowserProps = {
  /** Part of an address to start with (a booking's page may open the outbox for its guest). */
  initialTo?: string;
};

/**
 * Every e-mail to guests and owners, newest first, with where it is in delivery: filter by address,
 * subject and status, open one to read it in a dialog (focus kept inside, Escape closes) and send
 * a failed one again. Links and codes meant only for the addressee arrive hidden from the API.
 */
export function OutboxBrowser({ initialTo = '' }: OutboxBrowserProps) {
  const [draft, setDraft] = useState<{ to: string; q: string; status: Status }>({
    to: initialTo,
    q: '',
    status: '',
  });
  const [filter, setFilter] = useState(draft);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ id: number; subject: string } | null>(null);
  const outbox = useOutbox(filter.to, filter.q, filter.status, page);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ to: draft.to.trim(), q: draft.q.trim(), status: draft.status });
    setPage(1);
  };
  const filtered = Boolean(filter.to || filter.q || filter.status);

  return (
    <div className={styles.browser}>
      <search>
        <form className={styles.filters} onSubmit={apply} aria-label="Filter e-mails">
          <TextField
            id="outbox-to"
            label="To (part of the address)"
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
          <TextField
            id="outbox-q"
            label="Subject contains"
            type="search"
            autoComplete="off"
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
          <Select
            id="outbox-status"
            label="Status"
            options={STATUS_OPTIONS}
            value={draft.status}
            onChange={(event) => {
              const { value } = event.target;
              if (isStatus(value)) setDraft({ ...draft, status: value });
            }}
          />
          <div>
            <Button type="submit">Show e-mails</Button>
          </div>
        </form>
      </search>

      {outbox.isPending ? (
        <div className={styles.messages} aria-busy="true">
          <span className="visually-hidden">Loading e-mails</span>
          {[1, 2, 3, 4].map((n) => (
            <div key={n} className={styles.skeletonRow}>
              <Skeleton />
              <Skeleton short />
            </div>
          ))}
        </div>
      ) : outbox.isError ? (
        <Alert variant="error">{errorMessage(outbox.error)}</Alert>
      ) : outbox.data.messages.length === 0 ? (
        <EmptyState variant="box">
          {filtered
            ? 'No e-mail matches. Try part of the address only, clear the subject, or show every status.'
            : 'No e-mails have been sent yet.'}
        </EmptyState>
      ) : (
        <>
          <p className={styles.total} aria-live="polite">
            {outbox.data.total === 1 ? '1 e-mail' : `${outbox.data.total} e-mails`}
            {filtered ? ' match' : ''}, newest first
          </p>
          <ul className={styles.messages} aria-label="E-mails">
            {outbox.data.messages.map((message) => (
              <li key={message.id}>
                <button
                  type="button"
                  className={styles.message}
                  onClick={() => setOpen({ id: message.id, subject: message.subject })}
                >
                  <span className={styles.subject}>{message.subject}</span>
                  <span className={styles.to}>{message.to}</span>
                  <span className={styles.when}>
                    {/* When it left; one not sent yet says when it was written, so the two are not confused. */}
                    {message.sent_at
                      ? formatDateTime(message.sent_at)
                      : `Recorded ${formatDateTime(message.recorded_at)}`}
                  </span>
                  <OutboxStatus mail={message} />
                </button>
              </li>
            ))}
          </ul>
          {outbox.data.total > outbox.data.page_size ? (
            <Pagination
              label="E-mail pages"
              page={page}
              pageCount={Math.ceil(outbox.data.total / outbox.data.page_size)}
              onPageChange={setPage}
            />
          ) : null}
        </>
      )}

      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.subject ?? 'E-mail'} size="wide">
        {open ? <OutboxMessage id={open.id} /> : null}
      </Modal>
    </div>
  );
}
