import type {
  TAdminGrade,
  TAdminGradeSummary,
  TAdminHolidayType,
  TAdminPark,
  TAdminUnit,
  TCreateGradeRequest,
  TCreateParkRequest,
  TFieldError,
  TGradeFields,
  TParkFields,
  TUpdateHolidayTypeRequest,
} from '@parkstays/contract';
import type { Database } from '../../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../../http/errors';
import { type AuditService, auditTrail } from '../../audit/audit.service';
import { Service } from '../../service';
import {
  type AdminGradeSummaryRow,
  type AdminParkRow,
  type CatalogueRepository,
  CodeTaken,
  type GradeSnapshot,
  type ParkRow,
  type UnitRow,
} from './catalogue.repository';

/** What the booking domain does for a unit being retired, inside the retirement's transaction. */
export type UnitVacating = {
  vacateUnit(tx: Database, unitId: number): Promise<{ staysToCome: string[]; liftedBlocks: string[] }>;
};

export type CatalogueOptions = {
  repository: CatalogueRepository;
  audit: Pick<AuditService, 'recordChange'>;
  /** The booking domain: a unit's stays to come, and lifting its blocks (BoardService). */
  bookings: UnitVacating;
  /** Stock or the catalogue changed through this process: its next searches must show it at once. */
  catalogueChanged: () => void;
  now?: () => Date;
};

/** 409 UNIT_HAS_STAYS: the stays to come that must move before the unit can be retired. */
export class UnitHasStays extends HttpError {
  constructor(
    unitCode: string,
    readonly bookingNos: string[],
  ) {
    const count = bookingNos.length;
    const named = count <= 5 ? bookingNos : [...bookingNos.slice(0, 4), `${count - 4} more`];
    const list = `${count === 1 ? 'booking' : 'bookings'} ${named.slice(0, -1).join(', ')}${count > 1 ? ' and ' : ''}${named.at(-1)}`;
    super(
      409,
      `Unit ${unitCode} has ${count === 1 ? 'a stay' : `${count} stays`} to come (${list}). Move ${count === 1 ? 'it' : 'them'} to another unit on the Allocation board, then retire the unit.`,
      undefined,
      'UNIT_HAS_STAYS',
    );
  }
}

/** 409 CONFLICT naming the field whose code another row has. */
const codeTaken = (field: string, message: string) => new HttpError(409, message, [{ field, message }]);

/** What an audit entry keeps of a park. */
const parkRecord = (row: ParkRow, facilityIds: number[]) => ({
  park_code: row.parkCode,
  title: row.title,
  description: row.description,
  park_url: row.parkUrl,
  map_url: row.mapUrl,
  image_url: row.imageUrl,
  has_owners: row.hasOwners,
  facility_ids: facilityIds,
});

const parkAnswer = (row: AdminParkRow): TAdminPark => ({
  id: row.id,
  ...parkRecord(row, row.facilityIds),
  grade_count: row.gradeCount,
});

const parkValues = (fields: TParkFields) => ({
  title: fields.title,
  description: fields.description,
  parkUrl: fields.park_url,
  mapUrl: fields.map_url,
  imageUrl: fields.image_url,
  hasOwners: fields.has_owners,
});

const gradeSummary = (row: AdminGradeSummaryRow): TAdminGradeSummary => ({
  id: row.id,
  grade_code: row.gradeCode,
  park_id: row.parkId,
  park_code: row.parkCode,
  park_title: row.parkTitle,
  holiday_type_id: row.holidayTypeId,
  holiday_type_title: row.holidayTypeTitle,
  accommodation_type_id: row.accommodationTypeId,
  title: row.title,
  capacity: row.capacity,
  pets_allowed: row.petsAllowed,
  position: row.position,
  photo_url: row.photoUrl,
  units_let: row.unitsLet,
  units_retired: row.unitsRetired,
});

const unitAnswer = (row: UnitRow): TAdminUnit => ({
  id: row.id,
  grade_id: row.gradeId,
  unit_code: row.unitCode,
  retired_at: row.retiredAt?.toISOString() ?? null,
});

/** What an audit entry keeps of a grade. */
const gradeRecord = (row: GradeSnapshot) => ({
  grade_code: row.gradeCode,
  park_id: row.parkId,
  holiday_type_id: row.holidayTypeId,
  accommodation_type_id: row.accommodationTypeId,
  title: row.title,
  subtitle: row.subtitle,
  excerpt: row.excerpt,
  description: row.description,
  features: row.features,
  capacity: row.capacity,
  pets_allowed: row.petsAllowed,
  position: row.position,
  photos: row.photos.map((photo) => ({ image_url: photo.imageUrl, alt: photo.alt })),
});

const gradeValues = (fields: TGradeFields) => ({
  parkId: fields.park_id,
  holidayTypeId: fields.holiday_type_id,
  accommodationTypeId: fields.accommodation_type_id,
  title: fields.title,
  subtitle: fields.subtitle,
  excerpt: fields.excerpt,
  description: fields.description,
  capacity: fields.capacity,
  petsAllowed: fields.pets_allowed,
  position: fields.position,
});

const photoValues = (fields: TGradeFields) =>
  fields.photos.map((photo) => ({ imageUrl: photo.image_url, alt: photo.alt }));

/**
 * The catalogue as staff edit it (decision 037; admins): parks, holiday types, grades with
 * their features and photos, and units added, renamed, retired and brought back. Every change is
 * audited in its own transaction; guests see it at once (the grade and park answers are not
 * cached, and the availability engines hear grade, park and unit changes from the database).
 */
export class CatalogueService extends Service<CatalogueOptions> {
  private readonly recordGrade = auditTrail(this.options.audit, 'grade', gradeRecord);
  private readonly recordHolidayType = auditTrail(
    this.options.audit,
    'holiday_type',
    (row: { title: string; position: number }) => ({ title: row.title, position: row.position }),
  );
  private readonly recordUnit = auditTrail(this.options.audit, 'unit', (row: UnitRow) =>
    this.unitRecord(row),
  );

  // Parks.

  async parks(): Promise<TAdminPark[]> {
    return (await this.repository.listParks()).map(parkAnswer);
  }

  private async checkFacilities(ids: number[]) {
    const known = new Set(await this.repository.existingFacilities(ids));
    const errors: TFieldError[] = ids.flatMap((id, index) =>
      known.has(id) ? [] : [{ field: `facility_ids.${index}`, message: `There is no facility ${id}` }],
    );
    if (errors.length) throw badRequest(errors[0]!.message, errors);
  }

  async createPark(staffUserId: number, input: TCreateParkRequest): Promise<TAdminPark> {
    await this.checkFacilities(input.facility_ids);
    try {
      const created = await this.repository.createPark(
        { parkCode: input.park_code, ...parkValues(input) },
        input.facility_ids,
        (tx, row) =>
          this.options.audit.recordChange(tx, {
            staffUserId,
            action: 'park.create',
            entityType: 'park',
            entityId: row.id,
            before: null,
            after: parkRecord(row, input.facility_ids),
          }),
      );
      this.options.catalogueChanged();
      return parkAnswer((await this.repository.findPark(created.id))!);
    } catch (error) {
      if (error instanceof CodeTaken)
        throw codeTaken('park_code', `Another park has the code ${input.park_code}. Choose another code.`);
      throw error;
    }
  }

  async updatePark(staffUserId: number, id: number, input: TParkFields): Promise<TAdminPark> {
    await this.checkFacilities(input.facility_ids);
    const updated = await this.repository.updatePark(
      id,
      parkValues(input),
      input.facility_ids,
      (tx, before, after) =>
        this.options.audit.recordChange(tx, {
          staffUserId,
          action: 'park.edit',
          entityType: 'park',
          entityId: id,
          before: parkRecord(before, before.facilityIds),
          after: parkRecord(after, input.facility_ids),
        }),
    );
    if (!updated) throw notFound('No park has that id');
    this.options.catalogueChanged();
    return parkAnswer((await this.repository.findPark(id))!);
  }

  // Holiday types.

  async holidayTypes(): Promise<TAdminHolidayType[]> {
    return (await this.repository.listHolidayTypes()).map((row) => ({
      id: row.id,
      title: row.title,
      position: row.position,
      grade_count: Number(row.gradeCount),
    }));
  }

  async updateHolidayType(
    staffUserId: number,
    id: number,
    input: TUpdateHolidayTypeRequest,
  ): Promise<TAdminHolidayType> {
    const updated = await this.repository.updateHolidayType(id, input, (tx, before, after) =>
      this.recordHolidayType(tx, staffUserId, 'holiday_type.edit', id, before, after),
    );
    if (!updated) throw notFound('No holiday type has that id');
    return (await this.holidayTypes()).find((type) => type.id === id)!;
  }

  // Grades.

  async grades(): Promise<TAdminGradeSummary[]> {
    return (await this.repository.listGrades()).map(gradeSummary);
  }

  async grade(id: number): Promise<TAdminGrade> {
    const row = await this.repository.findGrade(id);
    if (!row) throw notFound('No grade has that id');
    return {
      ...gradeSummary(row),
      subtitle: row.subtitle,
      excerpt: row.excerpt,
      description: row.description,
      features: row.features,
      photos: row.photos.map((photo) => ({ image_url: photo.imageUrl, alt: photo.alt })),
      units: row.units.map(unitAnswer),
    };
  }

  /** 400 naming each reference (park, holiday type, accommodation type) that names nothing. */
  private async checkReferences(input: TGradeFields) {
    const found = await this.repository.referencesExist({
      parkId: input.park_id,
      holidayTypeId: input.holiday_type_id,
      accommodationTypeId: input.accommodation_type_id,
    });
    const errors: TFieldError[] = [
      ...(found.park ? [] : [{ field: 'park_id', message: 'Choose a park' }]),
      ...(found.holidayType ? [] : [{ field: 'holiday_type_id', message: 'Choose a holiday type' }]),
      ...(found.accommodationType
        ? []
        : [{ field: 'accommodation_type_id', message: 'Choose an accommodation type' }]),
    ];
    if (errors.length) throw badRequest(errors[0]!.message, errors);
  }

  async createGrade(staffUserId: number, input: TCreateGradeRequest): Promise<TAdminGrade> {
    await this.checkReferences(input);
    try {
      const created = await this.repository.createGrade(
        { gradeCode: input.grade_code, ...gradeValues(input) },
        input.features,
        photoValues(input),
        (tx, row) => this.recordGrade(tx, staffUserId, 'grade.create', row.id, null, row),
      );
      this.options.catalogueChanged();
      return this.grade(created.id);
    } catch (error) {
      if (error instanceof CodeTaken)
        throw codeTaken('grade_code', `Another grade has the code ${input.grade_code}. Choose another code.`);
      throw error;
    }
  }

  async updateGrade(staffUserId: number, id: number, input: TGradeFields): Promise<TAdminGrade> {
    await this.checkReferences(input);
    const updated = await this.repository.updateGrade(
      id,
      gradeValues(input),
      input.features,
      photoValues(input),
      (tx, before, after) => this.recordGrade(tx, staffUserId, 'grade.edit', id, before, after),
    );
    if (!updated) throw notFound('No grade has that id');
    this.options.catalogueChanged();
    return this.grade(id);
  }

  // Units.

  private unitRecord(row: UnitRow) {
    return {
      grade_id: row.gradeId,
      unit_code: row.unitCode,
      retired_at: row.retiredAt?.toISOString() ?? null,
    };
  }

  async addUnit(staffUserId: number, gradeId: number, unitCode: string): Promise<TAdminUnit> {
    if (!(await this.repository.gradeExists(gradeId))) throw notFound('No grade has that id');
    try {
      const created = await this.repository.addUnit(gradeId, unitCode, (tx, row) =>
        this.recordUnit(tx, staffUserId, 'unit.add', row.id, null, row),
      );
      this.options.catalogueChanged();
      return unitAnswer(created);
    } catch (error) {
      if (error instanceof CodeTaken)
        throw codeTaken('unit_code', `This grade has a unit ${unitCode} already. Choose another code.`);
      throw error;
    }
  }

  async renameUnit(staffUserId: number, id: number, unitCode: string): Promise<TAdminUnit> {
    try {
      const renamed = await this.repository.renameUnit(id, unitCode, (tx, before, after) =>
        this.recordUnit(tx, staffUserId, 'unit.rename', id, before, after),
      );
      if (!renamed) throw notFound('No unit has that id');
      return unitAnswer(renamed);
    } catch (error) {
      if (error instanceof CodeTaken)
        throw codeTaken('unit_code', `This grade has a unit ${unitCode} already. Choose another code.`);
      throw error;
    }
  }

  /**
   * Takes a unit out of letting: refused (409 UNIT_HAS_STAYS, naming them) while it has stays to
   * come; its blocks to come are lifted with it. From the commit on it is offered to no search, no
   * booking and no move.
   */
  async retireUnit(staffUserId: number, id: number): Promise<{ unit: TAdminUnit; message: string }> {
    const now = this.now();
    const outcome = await this.repository.retireUnit(
      id,
      now,
      (tx, unitId) => this.options.bookings.vacateUnit(tx, unitId),
      (tx, before, after, vacated) =>
        this.options.audit.recordChange(tx, {
          staffUserId,
          action: 'unit.retire',
          entityType: 'unit',
          entityId: id,
          before: this.unitRecord(before),
          after: { ...this.unitRecord(after), blocks_lifted: vacated.liftedBlocks },
        }),
    );
    if (!outcome) throw notFound('No unit has that id');
    if ('alreadyRetired' in outcome)
      throw conflict(`Unit ${outcome.alreadyRetired.unitCode} is retired already.`);
    if ('staysToCome' in outcome) {
      const unit = await this.repository.findUnit(id);
      throw new UnitHasStays(unit?.unitCode ?? String(id), outcome.staysToCome);
    }
    this.options.catalogueChanged();
    return {
      unit: unitAnswer(outcome.retired),
      message: `Unit ${outcome.retired.unitCode} is retired: it is offered to no one from now on.`,
    };
  }

  async bringBackUnit(staffUserId: number, id: number): Promise<{ unit: TAdminUnit; message: string }> {
    const outcome = await this.repository.bringBackUnit(id, (tx, before, after) =>
      this.recordUnit(tx, staffUserId, 'unit.bring_back', id, before, after),
    );
    if (!outcome) throw notFound('No unit has that id');
    if ('notRetired' in outcome) throw conflict(`Unit ${outcome.notRetired.unitCode} is let already.`);
    this.options.catalogueChanged();
    return {
      unit: unitAnswer(outcome.back),
      message: `Unit ${outcome.back.unitCode} is back: guests can book it again.`,
    };
  }
}
