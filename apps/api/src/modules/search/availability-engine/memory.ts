import type { CatalogueGrade, CatalogueRule, PriceRun, StayFacts } from '../search.repository';
import { GradeStays } from './grade-stays';
import { TypeColumns } from './type-columns';
import {
  type AnswerStamp,
  BITMAP_DAYS,
  type Catalogue,
  type Change,
  FOREVER,
  type Grade,
  NO_PRICE,
  type PriceList,
  ruleKey,
  untilOf,
} from './types';

const EMPTY_CATALOGUE: Catalogue = { byType: new Map(), byTypePark: new Map(), rules: new Map() };

/**
 * What the engine knows: the catalogue, each grade's price lists and stays, and each holiday type's
 * grades laid out side by side for the scan. Changed only by what the engine reads and hears;
 * answers are read from it (answers.ts).
 */
export class EngineMemory {
  catalogue: Catalogue = EMPTY_CATALOGUE;
  catalogueVersion = 0;
  prices = new Map<number, Map<number, PriceList>>();
  stays = new Map<number, GradeStays>();
  /** Bumped whenever state is replaced wholesale: every cached answer is then out of date. */
  epoch = 0;
  /** Each holiday type's grades side by side, laid out again when these layouts move on. */
  private columns = new Map<number, TypeColumns>();
  private pricesLayout = 0;
  private staysLayout = 0;

  /** `baseDay`: nights before this day are not kept; searches never start before today. */
  constructor(readonly baseDay: number) {}

  /** Whether a cached answer's stamp still holds: nothing it depended on has changed since. */
  isCurrent(stamp: AnswerStamp, now: Date): boolean {
    if (stamp.epoch !== this.epoch || stamp.catalogue !== this.catalogueVersion) return false;
    if (now.getTime() * 1000 >= stamp.validUntilUs) return false;
    const { grades, versions } = stamp;
    for (let i = 0; i < grades.length; i++) {
      const stays = this.stays.get(grades[i]!);
      const changed = stays ? stays.changedSince(versions[i]!, stamp.first, stamp.end) : versions[i] !== 0;
      if (changed !== false) return false;
    }
    return true;
  }

  /** Every grade of the catalogue, by id. */
  knownGradeIds(): number[] {
    return [...this.catalogue.byType.values()].flatMap((grades) => grades.map((g) => g.id));
  }

  /** The holiday type's grades side by side, laid out again if prices or stays were read again. */
  columnsOf(holidayTypeId: number): TypeColumns | undefined {
    let columns = this.columns.get(holidayTypeId);
    if (!columns) {
      const grades = this.catalogue.byType.get(holidayTypeId);
      if (!grades) return undefined;
      columns = new TypeColumns(grades);
      this.columns.set(holidayTypeId, columns);
    }
    if (columns.pricesLayout !== this.pricesLayout) {
      columns.layPrices(this.prices);
      columns.pricesLayout = this.pricesLayout;
    }
    if (columns.staysLayout !== this.staysLayout) {
      columns.layStays((id) => this.staysOf(id));
      columns.staysLayout = this.staysLayout;
    }
    return columns;
  }

  installCatalogue({ grades, rules }: { grades: CatalogueGrade[]; rules: CatalogueRule[] }) {
    const byType = new Map<number, Grade[]>();
    const byTypePark = new Map<string, Grade[]>();
    for (const g of grades) {
      const tail = `,"grade_code":${JSON.stringify(g.gradeCode)},"park_code":${JSON.stringify(g.parkCode)}}`;
      const grade: Grade = { ...g, tail: Buffer.from(tail) };
      const ofType = byType.get(g.holidayTypeId) ?? [];
      ofType.push(grade);
      byType.set(g.holidayTypeId, ofType);
      const key = `${g.holidayTypeId}|${g.parkCode}`;
      const ofPark = byTypePark.get(key) ?? [];
      ofPark.push(grade);
      byTypePark.set(key, ofPark);
    }
    const ruleMap = new Map<number, number>();
    for (const rule of rules) {
      let bits = 0;
      for (const day of rule.weekdays) {
        if (day === null) bits |= 128;
        else if (day >= 0 && day <= 6) bits |= 1 << day;
      }
      ruleMap.set(ruleKey(rule.parkId, rule.holidayTypeId, rule.nights), bits);
    }
    this.catalogue = { byType, byTypePark, rules: ruleMap };
    this.catalogueVersion += 1;
    // Grades that left the catalogue stop repeating their stays into columns nobody reads.
    for (const columns of this.columns.values())
      for (const grade of columns.grades) {
        const stays = this.stays.get(grade.id);
        if (stays?.mirror?.columns === columns) stays.mirror = undefined;
      }
    this.columns = new Map();
  }

  installPrices(ids: number[] | 'all', runs: PriceRun[]) {
    const lists = new Map<number, Map<number, PriceList>>();
    for (const run of runs) {
      const length = run.days.length ? run.days[run.days.length - 1]! - run.days[0]! + 1 : 0;
      const list: PriceList = { first: run.days[0] ?? 0, pence: new Int32Array(length).fill(NO_PRICE) };
      for (let i = 0; i < run.days.length; i++) {
        const pence = run.pence[i]!;
        if (pence === NO_PRICE) {
          list.odd ??= new Map();
          list.odd.set(run.days[i]!, pence);
        } else list.pence[run.days[i]! - list.first] = pence;
      }
      const ofGrade = lists.get(run.gradeId) ?? new Map<number, PriceList>();
      ofGrade.set(run.nights, list);
      lists.set(run.gradeId, ofGrade);
    }
    this.pricesLayout += 1;
    if (ids === 'all') {
      this.prices = lists;
      this.epoch += 1;
      return;
    }
    for (const id of ids) {
      const list = lists.get(id);
      if (list) this.prices.set(id, list);
      else this.prices.delete(id);
      this.staysOf(id).touched(Number.NEGATIVE_INFINITY, FOREVER);
    }
  }

  installStays(ids: number[] | 'all', facts: StayFacts[]) {
    if (ids === 'all') this.stays = new Map();
    else for (const id of ids) this.stays.delete(id);
    this.epoch += 1;
    this.staysLayout += 1;
    for (const stay of facts)
      this.add(stay.id, stay.gradeId, stay.unitId, stay.first, stay.nights, stay.untilUs);
  }

  // Applying changes.

  staysOf(gradeId: number): GradeStays {
    let stays = this.stays.get(gradeId);
    if (!stays) {
      stays = new GradeStays();
      this.stays.set(gradeId, stays);
    }
    return stays;
  }

  apply(changes: Change[]) {
    // Every "before" first, then every "after": one statement may move stays between units.
    for (const [id, before] of changes) {
      if (before) this.remove(id, before[0], before[1], before[2], before[3], untilOf(before));
    }
    for (const [id, , after] of changes) {
      if (after) this.add(id, after[0], after[1], after[2], after[3], untilOf(after));
    }
  }

  /** Where a stay goes: its bitmap nights [a, b) from baseDay, or undefined for the interval list. */
  private bitmapSpan(first: number, nights: number, untilUs: number): [number, number] | undefined {
    if (untilUs !== FOREVER) return undefined;
    const a = Math.max(first - this.baseDay, 0);
    const b = first + nights - this.baseDay;
    return b <= BITMAP_DAYS ? [a, b] : undefined;
  }

  private add(id: number, gradeId: number, unitId: number, first: number, nights: number, untilUs: number) {
    const end = first + nights;
    if (end <= this.baseDay) return;
    const stays = this.staysOf(gradeId);
    const row = stays.row(unitId);
    const span = this.bitmapSpan(first, nights, untilUs);
    if (span) stays.paint(row, span[0], span[1], true);
    else stays.setInterval(id, { row, first, end, untilUs });
    stays.touched(first, end);
  }

  private remove(
    id: number,
    gradeId: number,
    unitId: number,
    first: number,
    nights: number,
    untilUs: number,
  ) {
    const end = first + nights;
    if (end <= this.baseDay) return;
    const stays = this.staysOf(gradeId);
    const span = this.bitmapSpan(first, nights, untilUs);
    if (span) stays.paint(stays.row(unitId), span[0], span[1], false);
    stays.deleteInterval(id);
    stays.touched(first, end);
  }
}
