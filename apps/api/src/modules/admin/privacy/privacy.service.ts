import { PRIVACY_REQUEST_DONE_MESSAGE, type TStaffPrivacyRequest } from '@parkstays/contract';
import { conflict, notFound } from '../../../http/errors';
import type { AuditService } from '../../audit/audit.service';
import { Service } from '../../service';
import type { PrivacyAdminRepository, StaffPrivacyRequestRow } from './privacy.repository';

export type PrivacyAdminOptions = {
  repository: PrivacyAdminRepository;
  audit: Pick<AuditService, 'recordChange'>;
  now?: () => Date;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

function toStaffRequest(row: StaffPrivacyRequestRow): TStaffPrivacyRequest {
  const erased = row.erased_at !== null || row.email === null;
  return {
    id: row.id,
    kind: row.kind,
    details: row.details,
    status: row.status,
    requester: erased ? 'Deleted account' : nameOf(row.first_name, row.last_name),
    requester_email: erased ? '' : (row.email ?? ''),
    made_at: iso(row.created_at)!,
    due_on: row.due_on,
    handled_at: iso(row.handled_at),
    handled_by:
      row.handled_first_name === null ? null : nameOf(row.handled_first_name, row.handled_last_name),
  };
}

/** The back office's Privacy requests: what guests and owners asked, due within 30 days (decision 055). */
export class PrivacyAdminService extends Service<PrivacyAdminOptions> {
  async list(status: '' | 'open' | 'done') {
    return { requests: (await this.repository.list(status)).map(toStaffRequest) };
  }

  async markDone(id: number, staffUserId: number) {
    const [found] = await this.repository.list('', id);
    if (!found) throw notFound('No privacy request has that number.');
    const done = await this.repository.inTransaction(async (tx) => {
      const row = await this.repository.markDone(tx, id, staffUserId, this.now());
      if (row)
        await this.options.audit.recordChange(tx, {
          staffUserId,
          action: 'privacy_request.done',
          entityType: 'privacy_request',
          entityId: id,
          before: { status: 'open' },
          after: { status: 'done' },
        });
      return row;
    });
    if (!done) throw conflict('This request is marked done already.');
    const [after] = await this.repository.list('', id);
    return { request: toStaffRequest(after!), message: PRIVACY_REQUEST_DONE_MESSAGE };
  }
}
