import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { extra, grade, gradeExtra, park, promotionalCode } from '../../../db/schema';
import type { PromotionRow } from '../../booking/booking-offers.repository';

export type ExtraRow = typeof extra.$inferSelect;
export type ExtraValues = Omit<ExtraRow, 'code'>;
export type PromotionValues = Omit<PromotionRow, 'code' | 'timesUsed'>;
/** An extra with the grades that offer it. */
export type ExtraWithGrades = ExtraRow & { gradeIds: number[] };

/**
 * The back office's Extras & codes (decision 039): the extras a stay can have and the grades that
 * offer them, and the promotional codes. Each change runs in one transaction with its audit entry
 * (`audit`), given the row before and after.
 */
export class ExtrasAndCodesRepository {
  constructor(private readonly db: Database) {}

  private async gradeIdsOf(tx: Database, codes: string[]) {
    if (codes.length === 0) return new Map<string, number[]>();
    const links = await tx
      .select({ code: gradeExtra.extraCode, gradeId: gradeExtra.gradeId })
      .from(gradeExtra)
      .where(inArray(gradeExtra.extraCode, codes))
      .orderBy(asc(gradeExtra.gradeId));
    const byCode = new Map<string, number[]>();
    for (const link of links) byCode.set(link.code, [...(byCode.get(link.code) ?? []), link.gradeId]);
    return byCode;
  }

  /** Every extra in the order guests see them, with the grades that offer each. */
  async listExtras(): Promise<ExtraWithGrades[]> {
    const rows = await this.db.select().from(extra).orderBy(asc(extra.position), asc(extra.code));
    const grades = await this.gradeIdsOf(
      this.db,
      rows.map((row) => row.code),
    );
    return rows.map((row) => ({ ...row, gradeIds: grades.get(row.code) ?? [] }));
  }

  /** Every grade an extra can be offered with, by park and the park's order. */
  offerGrades() {
    return this.db
      .select({
        id: grade.id,
        gradeCode: grade.gradeCode,
        title: grade.title,
        parkCode: park.parkCode,
        parkTitle: park.title,
      })
      .from(grade)
      .innerJoin(park, eq(park.id, grade.parkId))
      .orderBy(asc(park.title), asc(grade.position), asc(grade.id));
  }

  /** Every park, by name: what a code can be limited to. */
  parks() {
    return this.db.select({ parkCode: park.parkCode, title: park.title }).from(park).orderBy(asc(park.title));
  }

  /**
   * Makes an extra offered by the grades, with its audit entry; undefined when an extra has the
   * code already.
   */
  async createExtra(
    values: ExtraRow,
    gradeIds: number[],
    audit: (tx: Database, made: ExtraWithGrades) => Promise<void>,
  ): Promise<ExtraWithGrades | undefined> {
    return this.db.transaction(async (tx) => {
      const [made] = await tx.insert(extra).values(values).onConflictDoNothing().returning();
      if (!made) return undefined;
      if (gradeIds.length) {
        await tx.insert(gradeExtra).values(gradeIds.map((gradeId) => ({ gradeId, extraCode: made.code })));
      }
      const after = { ...made, gradeIds: [...gradeIds].sort((a, b) => a - b) };
      await audit(tx, after);
      return after;
    });
  }

  /**
   * Changes an extra and the grades that offer it, locking its row first (as a booking adding it
   * does), with its audit entry; undefined when there is no such extra. Stays that have it keep it
   * at the price they were sold it, whichever grades offer it from now on.
   */
  async updateExtra(
    code: string,
    values: ExtraValues,
    gradeIds: number[],
    audit: (tx: Database, before: ExtraWithGrades, after: ExtraWithGrades) => Promise<void>,
  ): Promise<ExtraWithGrades | undefined> {
    return this.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(extra).where(eq(extra.code, code)).for('no key update');
      if (!locked) return undefined;
      const before = { ...locked, gradeIds: (await this.gradeIdsOf(tx, [code])).get(code) ?? [] };
      const [changed] = await tx.update(extra).set(values).where(eq(extra.code, code)).returning();
      await tx
        .delete(gradeExtra)
        .where(
          and(
            eq(gradeExtra.extraCode, code),
            gradeIds.length ? notInArray(gradeExtra.gradeId, gradeIds) : undefined,
          ),
        );
      if (gradeIds.length) {
        await tx
          .insert(gradeExtra)
          .values(gradeIds.map((gradeId) => ({ gradeId, extraCode: code })))
          .onConflictDoNothing();
      }
      const after = { ...changed!, gradeIds: [...gradeIds].sort((a, b) => a - b) };
      await audit(tx, before, after);
      return after;
    });
  }

  /** Every promotional code, the latest to start first. */
  listCodes() {
    return this.db
      .select()
      .from(promotionalCode)
      .orderBy(desc(promotionalCode.validFrom), asc(promotionalCode.code));
  }

  /** Makes a code with its audit entry; undefined when a code has that name already. */
  async createCode(
    values: Omit<PromotionRow, 'timesUsed'>,
    audit: (tx: Database, made: PromotionRow) => Promise<void>,
  ): Promise<PromotionRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [made] = await tx.insert(promotionalCode).values(values).onConflictDoNothing().returning();
      if (made) await audit(tx, made);
      return made;
    });
  }

  /**
   * Changes a code, locking its row first: a booking taking a use waits, so the limit checked
   * against times_used here cannot be passed in between. `decide` sees the row as it is and
   * answers the new values, or a refusal to change nothing; the audit entry is in the same
   * transaction. Undefined when there is no such code.
   */
  async updateCode<Refusal>(
    code: string,
    decide: (before: PromotionRow) => { values: Partial<PromotionValues> } | { refused: Refusal },
    audit: (tx: Database, before: PromotionRow, after: PromotionRow) => Promise<void>,
  ): Promise<{ before: PromotionRow; after: PromotionRow } | { refused: Refusal } | undefined> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(promotionalCode)
        .where(eq(promotionalCode.code, code))
        .for('no key update');
      if (!before) return undefined;
      const decision = decide(before);
      if ('refused' in decision) return decision;
      const [after] = await tx
        .update(promotionalCode)
        .set(decision.values)
        .where(eq(promotionalCode.code, code))
        .returning();
      await audit(tx, before, after!);
      return { before, after: after! };
    });
  }

  /** The grade ids of these that exist. */
  async existingGrades(ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await this.db.select({ id: grade.id }).from(grade).where(inArray(grade.id, ids));
    return rows.map((row) => row.id);
  }

  /** The park codes of these that exist. */
  async existingParks(codes: string[]) {
    if (codes.length === 0) return [];
    const rows = await this.db
      .select({ code: park.parkCode })
      .from(park)
      .where(inArray(park.parkCode, codes));
    return rows.map((row) => row.code);
  }
}
