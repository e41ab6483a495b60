import type {
  TActivityFormValues,
  TAdminActivity,
  TTicketTypeChange,
  TTicketTypeRequest,
} from '@parkstays/contract';
import type { Database } from '../../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../../db/errors';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import { sanitiseHtml } from '../../../lib/sanitise-html';
import type { Mailer } from '../../../mail/mail';
import type { SessionRefunds } from '../../activities/session-refunds';
import { type AuditService, auditTrail } from '../../audit/audit.service';
import { Service } from '../../service';
import type { ActivitiesAdminRepository, ActivityRow, ActivityValues } from './activities.repository';

export type ActivitiesAdminOptions = {
  repository: ActivitiesAdminRepository;
  audit: Pick<AuditService, 'recordChange'>;
  /** The money desk gives back what the bookings of a cancelled session paid. */
  refunds: SessionRefunds;
  mailer: Mailer;
  siteName: () => Promise<string>;
  publicUrl: string;
  onMailError?: (error: unknown, what: string) => void;
  now?: () => Date;
};

const ACTIVITY_NOT_FOUND = 'Activity not found';

/**
 * The back office's Activities screen (decision 040): activities with their ticket types. Their
 * sessions are activities-sessions.service.ts's. Every change is audited in its own transaction.
 */
export class ActivitiesAdminService extends Service<ActivitiesAdminOptions> {
  private readonly recordActivity = auditTrail(this.options.audit, 'activity', auditOf);
  // A ticket type's changes are its activity's history.
  private readonly recordTicketType = auditTrail(this.options.audit, 'activity', (row: TicketTypeFields) => ({
    ticket_type: ticketAudit(row),
  }));

  async list() {
    const [rows, parks] = await Promise.all([
      this.repository.activities(this.today()),
      this.repository.parks(),
    ]);
    return {
      activities: rows.map(toAdminActivity),
      parks: parks.map((p) => ({ id: p.id, park_code: p.parkCode, title: p.title })),
    };
  }

  async activity(id: number): Promise<TAdminActivity> {
    const [row] = await this.repository.activities(this.today(), id);
    if (!row) throw notFound(ACTIVITY_NOT_FOUND);
    return toAdminActivity(row);
  }

  /** The activity, or 404. */
  async found(id: number): Promise<ActivityRow> {
    const row = await this.repository.activityById(id);
    if (!row) throw notFound(ACTIVITY_NOT_FOUND);
    return row;
  }

  /** Adds an activity; its description is sanitised before it is saved. */
  async create(form: TActivityFormValues, staffUserId: number) {
    await this.checkPark(form.park_id);
    const values = toValues(form);
    const made = await this.write(() =>
      this.transaction(async (tx) => {
        const row = await this.repository.insertActivity(tx, values);
        await this.recordActivity(tx, staffUserId, 'activity.create', row.activityCode, null, row);
        return row;
      }),
    );
    return this.activity(made.id);
  }

  /** Changes an activity; the park only while no one has booked any of its sessions. */
  async update(id: number, form: TActivityFormValues, staffUserId: number) {
    const before = await this.found(id);
    await this.checkPark(form.park_id);
    const values = toValues(form);
    await this.write(() =>
      this.transaction(async (tx) => {
        if (values.parkId !== before.parkId && (await this.repository.hasBookings(id, tx))) {
          const message = 'Guests have booked its sessions, so the activity cannot move to another park';
          throw new HttpError(409, message, [{ field: 'park_id', message }], 'ACTIVITY_HAS_BOOKINGS');
        }
        const after = await this.repository.updateActivity(tx, id, values);
        await this.recordActivity(tx, staffUserId, 'activity.update', after!.activityCode, before, after!);
      }),
    );
    return this.activity(id);
  }

  async addTicketType(activityId: number, body: TTicketTypeRequest, staffUserId: number) {
    const owner = await this.found(activityId);
    const code = body.code.trim().toUpperCase();
    try {
      await this.transaction(async (tx) => {
        const row = await this.repository.insertTicketType(tx, {
          activityId,
          code,
          name: body.name.trim(),
          type: body.type,
          pricePence: body.price_pence,
        });
        await this.recordTicketType(tx, staffUserId, 'ticket_type.create', owner.activityCode, null, row);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const message = `This activity already has a ticket with the code ${code}`;
      throw new HttpError(409, message, [{ field: 'code', message }], 'TICKET_TYPE_CODE_TAKEN');
    }
    return this.activity(activityId);
  }

  /** A new name or price applies to tickets sold from now on; tickets sold keep theirs. */
  async changeTicketType(activityId: number, id: number, body: TTicketTypeChange, staffUserId: number) {
    const owner = await this.found(activityId);
    const before = await this.repository.ticketTypeById(activityId, id);
    if (!before) throw notFound('Ticket type not found');
    await this.transaction(async (tx) => {
      const after = await this.repository.updateTicketType(tx, id, {
        name: body.name,
        pricePence: body.price_pence,
      });
      await this.recordTicketType(tx, staffUserId, 'ticket_type.update', owner.activityCode, before, after!);
    });
    return this.activity(activityId);
  }

  /** Removes a ticket type no ticket was ever sold of (409 TICKET_TYPE_SOLD otherwise). */
  async removeTicketType(activityId: number, id: number, staffUserId: number) {
    const owner = await this.found(activityId);
    const before = await this.repository.ticketTypeById(activityId, id);
    if (!before) throw notFound('Ticket type not found');
    const sold = () =>
      new HttpError(
        409,
        `Tickets of the type ${before.name} have been sold, so it cannot be removed. Change its name or price instead.`,
        undefined,
        'TICKET_TYPE_SOLD',
      );
    try {
      await this.transaction(async (tx) => {
        if (!(await this.repository.deleteUnsoldTicketType(tx, id))) throw sold();
        await this.recordTicketType(tx, staffUserId, 'ticket_type.remove', owner.activityCode, before, null);
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw sold();
      throw error;
    }
    return this.activity(activityId);
  }

  private async checkPark(parkId: number) {
    if (!(await this.repository.parkExists(parkId))) {
      throw badRequest('Choose a park', [{ field: 'park_id', message: 'Choose a park' }]);
    }
  }

  /** A code another activity has answers 409 ACTIVITY_CODE_TAKEN naming the field. */
  private async write<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const message = 'Another activity has this code';
      throw new HttpError(409, message, [{ field: 'activity_code', message }], 'ACTIVITY_CODE_TAKEN');
    }
  }

  private transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return this.repository.transaction(work);
  }
}

function toValues(form: TActivityFormValues): ActivityValues {
  return {
    activityCode: form.activity_code,
    parkId: form.park_id,
    name: form.name,
    description: sanitiseHtml(form.description),
    imageUrl: form.image_url,
    ownerOnly: form.owner_only,
    minimumHoursBeforeBooking: form.minimum_hours_before_booking,
    maximumHoursBeforeBooking: form.maximum_hours_before_booking,
    position: form.position,
  };
}

function auditOf(row: ActivityRow) {
  return {
    activity_code: row.activityCode,
    park_id: row.parkId,
    name: row.name,
    description: row.description,
    image_url: row.imageUrl,
    owner_only: row.ownerOnly,
    minimum_hours_before_booking: row.minimumHoursBeforeBooking,
    maximum_hours_before_booking: row.maximumHoursBeforeBooking,
    position: row.position,
  };
}

type TicketTypeFields = { id: number; code: string; name: string; type: string; pricePence: number };

function ticketAudit(row: TicketTypeFields) {
  return { id: row.id, code: row.code, name: row.name, type: row.type, price_pence: row.pricePence };
}

function toAdminActivity(
  row: Awaited<ReturnType<ActivitiesAdminRepository['activities']>>[number],
): TAdminActivity {
  const a = row.activity;
  return {
    id: a.id,
    activity_code: a.activityCode,
    park: { id: a.parkId, park_code: row.parkCode, title: row.parkTitle },
    name: a.name,
    description: a.description,
    image_url: a.imageUrl,
    owner_only: a.ownerOnly,
    minimum_hours_before_booking: a.minimumHoursBeforeBooking,
    maximum_hours_before_booking: a.maximumHoursBeforeBooking,
    position: a.position,
    ticket_types: row.types.map((t) => ({
      id: t.type.id,
      code: t.type.code,
      name: t.type.name,
      type: t.type.type,
      price_pence: t.type.pricePence,
      tickets_sold: t.sold,
    })),
    upcoming_sessions: row.upcoming,
    activity_bookings: row.bookings,
  };
}
