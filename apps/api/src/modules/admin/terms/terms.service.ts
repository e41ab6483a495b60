import {
  describeTerms,
  STANDARD_TERMS,
  type THolidayTypeTerms,
  type TTermsRequest,
} from '@parkstays/contract';
import type { BookingTermsRow } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { type AuditService, auditTrail } from '../../audit/audit.service';
import { termsValuesOf } from '../../booking/booking.presenter';
import type { TermsAdminRepository } from './terms.repository';

export type TermsAdminOptions = {
  repository: TermsAdminRepository;
  audit: Pick<AuditService, 'recordChange'>;
};

/** A holiday type's terms as the back office shows them, the standard terms while it has none. */
function toHolidayTypeTerms(type: { id: number; title: string }, row: BookingTermsRow | undefined) {
  const values = row ? termsValuesOf(row) : STANDARD_TERMS;
  return {
    holiday_type_id: type.id,
    holiday_type: type.title,
    ...values,
    id: row?.id ?? null,
    version: row?.version ?? 0,
    created_at: row ? row.createdAt.toISOString() : null,
    sentences: describeTerms(values),
  } satisfies THolidayTypeTerms;
}

/**
 * The cancellation and change terms of each holiday type (admins; decision 056). Saving adds a new
 * version, audited with the one it follows: bookings already agreed keep the version they point at,
 * and new ones are sold under the new version from the moment it is saved.
 */
export class TermsAdminService {
  private readonly recordTerms;

  constructor(private readonly options: TermsAdminOptions) {
    this.recordTerms = auditTrail(options.audit, 'booking_terms', termsValuesOf);
  }

  async list(): Promise<THolidayTypeTerms[]> {
    const types = await this.options.repository.list();
    return types.map((type) => toHolidayTypeTerms(type, type.terms));
  }

  async save(staffUserId: number, holidayTypeId: number, input: TTermsRequest): Promise<THolidayTypeTerms> {
    const saved = await this.options.repository.addVersion(
      holidayTypeId,
      input,
      staffUserId,
      (tx, before, after) =>
        this.recordTerms(tx, staffUserId, 'booking_terms.change', holidayTypeId, before ?? null, after),
    );
    if (!saved) throw notFound('No holiday type has that number');
    return toHolidayTypeTerms({ id: holidayTypeId, title: saved.title }, saved.terms);
  }
}
