import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../../db/client';
import { isUniqueViolation, retryingTransient } from '../../../db/errors';
import {
  accommodationType,
  facility,
  grade,
  gradeFeature,
  gradeImage,
  holidayType,
  park,
  parkFacility,
  unit,
} from '../../../db/schema';

export type ParkRow = typeof park.$inferSelect;
export type HolidayTypeRow = typeof holidayType.$inferSelect;
export type GradeRow = typeof grade.$inferSelect;
export type UnitRow = typeof unit.$inferSelect;

/** A park as the Catalogue screen edits it: the row, its facilities and how many grades it sells. */
export type AdminParkRow = ParkRow & { facilityIds: number[]; gradeCount: number };
export type ParkValues = Omit<typeof park.$inferInsert, 'id'>;
export type GradeValues = Omit<typeof grade.$inferInsert, 'id'>;
export type PhotoValues = { imageUrl: string; alt: string };

/** A grade with what the Catalogue screen lists beside it. */
export type AdminGradeSummaryRow = GradeRow & {
  parkCode: string;
  parkTitle: string;
  holidayTypeTitle: string;
  photoUrl: string;
  unitsLet: number;
  unitsRetired: number;
};
export type AdminGradeRow = AdminGradeSummaryRow & {
  features: string[];
  photos: PhotoValues[];
  units: UnitRow[];
};

/** A grade as an audit entry keeps it: its fields, features and photos. */
export type GradeSnapshot = GradeRow & { features: string[]; photos: PhotoValues[] };

/** A change refused by a unique index: the code is another's already. */
export class CodeTaken extends Error {}

/**
 * The catalogue as staff edit it (decision 037): parks, holiday types, grades with their
 * features and photos, and units. Each change is one transaction that locks the row, changes it
 * and runs `record` (the audit entry) before it commits. The triggers of migration 0016 tell every
 * availability engine to read the catalogue again when a park, grade or unit changes.
 */
export class CatalogueRepository {
  constructor(private readonly db: Database) {}

  /** Runs `work` in one transaction; a unique index's refusal comes out as CodeTaken. */
  private async change<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    try {
      return await retryingTransient(() => this.db.transaction((tx) => work(tx as unknown as Database)));
    } catch (error) {
      if (isUniqueViolation(error)) throw new CodeTaken();
      throw error;
    }
  }

  // Parks.

  async listParks(ids?: number[]): Promise<AdminParkRow[]> {
    const parks = await this.db
      .select()
      .from(park)
      .where(ids ? inArray(park.id, ids.length ? ids : [-1]) : undefined)
      .orderBy(asc(park.title), asc(park.id));
    if (parks.length === 0) return [];
    const parkIds = parks.map((p) => p.id);
    const [links, counts] = await Promise.all([
      this.db
        .select({ parkId: parkFacility.parkId, facilityId: parkFacility.facilityId })
        .from(parkFacility)
        .where(inArray(parkFacility.parkId, parkIds))
        .orderBy(asc(parkFacility.facilityId)),
      this.db
        .select({ parkId: grade.parkId, n: sql<number>`count(*)::int` })
        .from(grade)
        .where(inArray(grade.parkId, parkIds))
        .groupBy(grade.parkId),
    ]);
    return parks.map((p) => ({
      ...p,
      facilityIds: links.filter((l) => l.parkId === p.id).map((l) => l.facilityId),
      gradeCount: Number(counts.find((c) => c.parkId === p.id)?.n ?? 0),
    }));
  }

  async findPark(id: number): Promise<AdminParkRow | undefined> {
    return (await this.listParks([id]))[0];
  }

  /** The ids among `ids` that name a facility. */
  async existingFacilities(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select({ id: facility.id }).from(facility).where(inArray(facility.id, ids));
    return rows.map((row) => row.id);
  }

  async createPark(
    values: ParkValues,
    facilityIds: number[],
    record: (tx: Database, created: ParkRow) => Promise<void>,
  ): Promise<ParkRow> {
    return this.change(async (tx) => {
      const [created] = await tx.insert(park).values(values).returning();
      if (facilityIds.length)
        await tx
          .insert(parkFacility)
          .values(facilityIds.map((facilityId) => ({ parkId: created!.id, facilityId })));
      await record(tx, created!);
      return created!;
    });
  }

  /** Changes the park and its facilities; undefined when there is no such park. */
  async updatePark(
    id: number,
    values: Partial<ParkValues>,
    facilityIds: number[],
    record: (tx: Database, before: ParkRow & { facilityIds: number[] }, after: ParkRow) => Promise<void>,
  ): Promise<ParkRow | undefined> {
    return this.change(async (tx) => {
      const [before] = await tx.select().from(park).where(eq(park.id, id)).for('update');
      if (!before) return undefined;
      const links = await tx
        .select({ facilityId: parkFacility.facilityId })
        .from(parkFacility)
        .where(eq(parkFacility.parkId, id))
        .orderBy(asc(parkFacility.facilityId));
      const [after] = await tx.update(park).set(values).where(eq(park.id, id)).returning();
      await tx.delete(parkFacility).where(eq(parkFacility.parkId, id));
      if (facilityIds.length)
        await tx.insert(parkFacility).values(facilityIds.map((facilityId) => ({ parkId: id, facilityId })));
      await record(tx, { ...before, facilityIds: links.map((l) => l.facilityId) }, after!);
      return after!;
    });
  }

  // Holiday types.

  async listHolidayTypes() {
    return this.db
      .select({
        id: holidayType.id,
        title: holidayType.title,
        position: holidayType.position,
        gradeCount: sql<number>`(select count(*)::int from ${grade} where ${grade.holidayTypeId} = ${holidayType.id})`,
      })
      .from(holidayType)
      .orderBy(asc(holidayType.position), asc(holidayType.id));
  }

  async updateHolidayType(
    id: number,
    values: { title: string; position: number },
    record: (tx: Database, before: HolidayTypeRow, after: HolidayTypeRow) => Promise<void>,
  ): Promise<HolidayTypeRow | undefined> {
    return this.change(async (tx) => {
      const [before] = await tx.select().from(holidayType).where(eq(holidayType.id, id)).for('update');
      if (!before) return undefined;
      const [after] = await tx.update(holidayType).set(values).where(eq(holidayType.id, id)).returning();
      await record(tx, before, after!);
      return after!;
    });
  }

  /** Whether each of a grade's references names a row: park, holiday type, accommodation type. */
  async referencesExist(ids: { parkId: number; holidayTypeId: number; accommodationTypeId: number }) {
    const [row] = rowsOf<{ park: boolean; holiday_type: boolean; accommodation_type: boolean }>(
      await this.db.execute(sql`
        SELECT EXISTS (SELECT 1 FROM ${park} WHERE ${park.id} = ${ids.parkId}) AS park,
               EXISTS (SELECT 1 FROM ${holidayType} WHERE ${holidayType.id} = ${ids.holidayTypeId}) AS holiday_type,
               EXISTS (SELECT 1 FROM ${accommodationType} WHERE ${accommodationType.id} = ${ids.accommodationTypeId}) AS accommodation_type`),
    );
    return {
      park: Boolean(row?.park),
      holidayType: Boolean(row?.holiday_type),
      accommodationType: Boolean(row?.accommodation_type),
    };
  }

  // Grades.

  /** Every grade (or those of `ids`) in the order guests see them, with park, type, first photo and units. */
  async listGrades(ids?: number[]): Promise<AdminGradeSummaryRow[]> {
    const rows = await this.db
      .select({
        grade,
        parkCode: park.parkCode,
        parkTitle: park.title,
        holidayTypeTitle: holidayType.title,
        photoUrl: sql<string>`coalesce((select ${gradeImage.imageUrl} from ${gradeImage}
          where ${gradeImage.gradeId} = ${grade.id} order by ${gradeImage.position}, ${gradeImage.id} limit 1), '')`,
        unitsLet: sql<number>`(select count(*)::int from ${unit} where ${unit.gradeId} = ${grade.id} and ${unit.retiredAt} is null)`,
        unitsRetired: sql<number>`(select count(*)::int from ${unit} where ${unit.gradeId} = ${grade.id} and ${unit.retiredAt} is not null)`,
      })
      .from(grade)
      .innerJoin(park, eq(park.id, grade.parkId))
      .innerJoin(holidayType, eq(holidayType.id, grade.holidayTypeId))
      .where(ids ? inArray(grade.id, ids.length ? ids : [-1]) : undefined)
      .orderBy(asc(grade.position), asc(grade.gradeCode));
    return rows.map((row) => ({
      ...row.grade,
      parkCode: row.parkCode,
      parkTitle: row.parkTitle,
      holidayTypeTitle: row.holidayTypeTitle,
      photoUrl: row.photoUrl,
      unitsLet: Number(row.unitsLet),
      unitsRetired: Number(row.unitsRetired),
    }));
  }

  async findGrade(id: number): Promise<AdminGradeRow | undefined> {
    const [summary] = await this.listGrades([id]);
    if (!summary) return undefined;
    const [features, photos, units] = await Promise.all([
      this.featuresOf(this.db, id),
      this.photosOf(this.db, id),
      this.db.select().from(unit).where(eq(unit.gradeId, id)).orderBy(asc(unit.unitCode), asc(unit.id)),
    ]);
    return { ...summary, features, photos, units };
  }

  private async featuresOf(db: Database, gradeId: number) {
    const rows = await db
      .select({ feature: gradeFeature.feature })
      .from(gradeFeature)
      .where(eq(gradeFeature.gradeId, gradeId))
      .orderBy(asc(gradeFeature.id));
    return rows.map((row) => row.feature);
  }

  private async photosOf(db: Database, gradeId: number): Promise<PhotoValues[]> {
    return db
      .select({ imageUrl: gradeImage.imageUrl, alt: gradeImage.alt })
      .from(gradeImage)
      .where(eq(gradeImage.gradeId, gradeId))
      .orderBy(asc(gradeImage.position), asc(gradeImage.id));
  }

  private async replaceFeaturesAndPhotos(
    tx: Database,
    gradeId: number,
    features: string[],
    photos: PhotoValues[],
  ) {
    await tx.delete(gradeFeature).where(eq(gradeFeature.gradeId, gradeId));
    if (features.length)
      await tx.insert(gradeFeature).values(features.map((feature) => ({ gradeId, feature })));
    await tx.delete(gradeImage).where(eq(gradeImage.gradeId, gradeId));
    if (photos.length)
      await tx
        .insert(gradeImage)
        .values(
          photos.map((photo, position) => ({ gradeId, imageUrl: photo.imageUrl, alt: photo.alt, position })),
        );
  }

  async createGrade(
    values: GradeValues,
    features: string[],
    photos: PhotoValues[],
    record: (tx: Database, created: GradeSnapshot) => Promise<void>,
  ): Promise<GradeRow> {
    return this.change(async (tx) => {
      const [created] = await tx.insert(grade).values(values).returning();
      await this.replaceFeaturesAndPhotos(tx, created!.id, features, photos);
      await record(tx, { ...created!, features, photos });
      return created!;
    });
  }

  /** Changes the grade, its features and its photos (in the order given); undefined when there is none. */
  async updateGrade(
    id: number,
    values: Partial<GradeValues>,
    features: string[],
    photos: PhotoValues[],
    record: (tx: Database, before: GradeSnapshot, after: GradeSnapshot) => Promise<void>,
  ): Promise<GradeRow | undefined> {
    return this.change(async (tx) => {
      const [before] = await tx.select().from(grade).where(eq(grade.id, id)).for('update');
      if (!before) return undefined;
      const [beforeFeatures, beforePhotos] = [await this.featuresOf(tx, id), await this.photosOf(tx, id)];
      const [after] = await tx.update(grade).set(values).where(eq(grade.id, id)).returning();
      await this.replaceFeaturesAndPhotos(tx, id, features, photos);
      await record(
        tx,
        { ...before, features: beforeFeatures, photos: beforePhotos },
        { ...after!, features, photos },
      );
      return after!;
    });
  }

  // Units.

  async findUnit(id: number): Promise<UnitRow | undefined> {
    const [row] = await this.db.select().from(unit).where(eq(unit.id, id));
    return row;
  }

  async gradeExists(id: number) {
    const [row] = await this.db.select({ id: grade.id }).from(grade).where(eq(grade.id, id));
    return row !== undefined;
  }

  async addUnit(
    gradeId: number,
    unitCode: string,
    record: (tx: Database, created: UnitRow) => Promise<void>,
  ): Promise<UnitRow> {
    return this.change(async (tx) => {
      const [created] = await tx.insert(unit).values({ gradeId, unitCode }).returning();
      await record(tx, created!);
      return created!;
    });
  }

  /** A unit's new code; CodeTaken when another unit of its grade has it. */
  async renameUnit(
    id: number,
    unitCode: string,
    record: (tx: Database, before: UnitRow, after: UnitRow) => Promise<void>,
  ): Promise<UnitRow | undefined> {
    return this.change(async (tx) => {
      const [before] = await tx.select().from(unit).where(eq(unit.id, id)).for('no key update');
      if (!before) return undefined;
      const [clash] = await tx
        .select({ id: unit.id })
        .from(unit)
        .where(and(eq(unit.gradeId, before.gradeId), eq(unit.unitCode, unitCode), ne(unit.id, id)));
      if (clash) throw new CodeTaken();
      const [after] = await tx.update(unit).set({ unitCode }).where(eq(unit.id, id)).returning();
      await record(tx, before, after!);
      return after!;
    });
  }

  /**
   * Takes a unit out of letting, in one transaction. The unit is locked FOR UPDATE first: a guest's
   * booking claims units FOR NO KEY UPDATE SKIP LOCKED (so it passes this one by, and once this
   * commits its recheck sees retired_at), a move or block locks its unit FOR NO KEY UPDATE (so it
   * waits, then reads retired_at), and a desk change's new unit is locked the same way. Then
   * `vacate` (the booking domain, in this transaction) answers the stays to come, or lifts what
   * else is on the unit; with stays to come nothing changes and their references come back.
   */
  async retireUnit<V extends { staysToCome: string[] }>(
    id: number,
    now: Date,
    vacate: (tx: Database, unitId: number) => Promise<V>,
    record: (tx: Database, before: UnitRow, after: UnitRow, vacated: V) => Promise<void>,
  ): Promise<{ retired: UnitRow } | { staysToCome: string[] } | { alreadyRetired: UnitRow } | undefined> {
    try {
      return await this.change(async (tx) => {
        const [before] = await tx.select().from(unit).where(eq(unit.id, id)).for('update');
        if (!before) return undefined;
        if (before.retiredAt) return { alreadyRetired: before };
        const vacated = await vacate(tx, id);
        // Undone, whatever `vacate` did: nothing changes while stays are to come.
        if (vacated.staysToCome.length > 0) throw new StaysToCome(vacated.staysToCome);
        const [after] = await tx.update(unit).set({ retiredAt: now }).where(eq(unit.id, id)).returning();
        await record(tx, before, after!, vacated);
        return { retired: after! };
      });
    } catch (error) {
      if (error instanceof StaysToCome) return { staysToCome: error.bookingNos };
      throw error;
    }
  }

  /** Lets a retired unit again; undefined when there is no such unit. */
  async bringBackUnit(
    id: number,
    record: (tx: Database, before: UnitRow, after: UnitRow) => Promise<void>,
  ): Promise<{ back: UnitRow } | { notRetired: UnitRow } | undefined> {
    return this.change(async (tx) => {
      const [before] = await tx.select().from(unit).where(eq(unit.id, id)).for('no key update');
      if (!before) return undefined;
      if (!before.retiredAt) return { notRetired: before };
      const [after] = await tx.update(unit).set({ retiredAt: null }).where(eq(unit.id, id)).returning();
      await record(tx, before, after!);
      return { back: after! };
    });
  }
}

/** Rolls a retirement back when the unit has stays to come. */
class StaysToCome extends Error {
  constructor(readonly bookingNos: string[]) {
    super('The unit has stays to come');
  }
}
