import { PRIVACY_REQUEST_KIND_LABELS, type TStaffPrivacyRequest } from '@parkstays/contract';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { type DataColumn, DataTable } from '../../../../components/ui/data-table';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { Select } from '../../../../components/ui/select';
import { Skeleton } from '../../../../components/ui/skeleton';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { usePrivacyRequests } from '../api/list-privacy-requests';
import { useMarkPrivacyRequestDone } from '../api/mark-privacy-request-done';
import styles from './privacy-requests.module.css';

type Status = '' | 'open' | 'done';
const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'done', label: 'Done' },
  { value: '', label: 'All' },
];

function MarkDone({ request }: { request: TStaffPrivacyRequest }) {
  const done = useMarkPrivacyRequestDone();
  if (request.status === 'done')
    return (
      <span>
        Done {request.handled_at ? formatDateTime(request.handled_at) : ''}
        {request.handled_by ? ` by ${request.handled_by}` : ''}
      </span>
    );
  return (
    <>
      {done.isError ? <Alert variant="error">{errorMessage(done.error)}</Alert> : null}
      <Button
        variant="secondary"
        busy={done.isPending}
        busyText="Marking…"
        onClick={() => done.mutate(request.id)}
      >
        Mark done<span className="visually-hidden"> (request {request.id})</span>
      </Button>
    </>
  );
}

const COLUMNS: DataColumn<TStaffPrivacyRequest>[] = [
  {
    key: 'requester',
    header: 'Made by',
    rowHeader: true,
    cell: (row) => (
      <>
        {row.requester}
        {row.requester_email ? <div className={styles.muted}>{row.requester_email}</div> : null}
      </>
    ),
  },
  { key: 'kind', header: 'Request', cell: (row) => PRIVACY_REQUEST_KIND_LABELS[row.kind] },
  { key: 'details', header: 'Details', cell: (row) => <span className={styles.details}>{row.details}</span> },
  { key: 'made', header: 'Made', cell: (row) => formatDateTime(row.made_at) },
  { key: 'due', header: 'Due by', cell: (row) => formatDate(row.due_on) },
  { key: 'status', header: 'Status', cell: (row) => <MarkDone request={row} /> },
];

/** The privacy requests guests and owners made, each to be answered within 30 days. */
export function PrivacyRequests() {
  const [status, setStatus] = useState<Status>('open');
  const requests = usePrivacyRequests(status);
  return (
    <div className={styles.list}>
      <Select
        id="privacy-requests-status"
        label="Show"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(event) => setStatus(event.target.value as Status)}
        className={styles.filter}
      />
      {requests.isError ? <LoadFailed title="We could not load the requests" query={requests} /> : null}
      {requests.isPending ? (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading the requests…
          </span>
          <Skeleton />
          <Skeleton short />
        </div>
      ) : null}
      {requests.data ? (
        <DataTable
          caption="Privacy requests, soonest due first"
          columns={COLUMNS}
          rows={requests.data.requests}
          rowKey={(row) => row.id}
          empty={<EmptyState>No requests here. Requests guests and owners make appear here.</EmptyState>}
        />
      ) : null}
    </div>
  );
}
