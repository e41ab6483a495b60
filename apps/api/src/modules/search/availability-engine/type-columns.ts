import type { GradeStays } from './grade-stays';
import { BITMAP_DAYS, type Grade, NO_PRICE, type PriceList } from './types';

/**
 * One holiday type's grades side by side, in catalogue order (g = 0 … count − 1): what a search of
 * every park reads for each grade, one array per fact, so a scan walks memory in order instead of
 * chasing a grade's objects and maps (with 250 grades, those cache misses were most of its time).
 * Stays are repeated here as they change (GradeStays.mirror); prices are laid out once per layout.
 */
export class TypeColumns {
  readonly count: number;
  readonly capacity: Int32Array;
  readonly pets: Uint8Array;
  readonly parkIds: Int32Array;
  /** The grades of one park, by park code: their g, in catalogue order. */
  readonly byPark = new Map<string, Int32Array>();
  readonly all: Int32Array;
  /** Per stay length: the price of grade g for day first + d at pence[d * count + g] (NO_PRICE: none). */
  prices = new Map<number, { first: number; days: number; pence: Int32Array; odd: Map<number, PriceList> }>();
  /** Lane 0 of each grade's masks: night n (from baseDay) of grade g at masks[n * count + g]. */
  readonly masks: Uint32Array;
  /** 1: the grade has more than 32 units (its other lanes are only in its GradeStays). */
  readonly multiLane: Uint8Array;
  /** 1: the grade has intervals (holds that lapse, stays beyond the masks) to check. */
  readonly held: Uint8Array;
  readonly versions: Float64Array;
  pricesLayout = -1;
  staysLayout = -1;

  constructor(readonly grades: readonly Grade[]) {
    const count = grades.length;
    this.count = count;
    this.capacity = Int32Array.from(grades, (grade) => grade.capacity);
    this.pets = Uint8Array.from(grades, (grade) => (grade.petsAllowed ? 1 : 0));
    this.parkIds = Int32Array.from(grades, (grade) => grade.parkId);
    this.all = Int32Array.from(grades, (_, g) => g);
    const parks = new Map<string, number[]>();
    grades.forEach((grade, g) => {
      const of = parks.get(grade.parkCode) ?? [];
      of.push(g);
      parks.set(grade.parkCode, of);
    });
    for (const [code, list] of parks) this.byPark.set(code, Int32Array.from(list));
    this.masks = new Uint32Array(BITMAP_DAYS * count);
    this.multiLane = new Uint8Array(count);
    this.held = new Uint8Array(count);
    this.versions = new Float64Array(count);
  }

  /** Lays the grades' price lists out side by side. */
  layPrices(lists: Map<number, Map<number, PriceList>>) {
    const spans = new Map<number, { first: number; end: number }>();
    for (const grade of this.grades) {
      for (const [nights, list] of lists.get(grade.id) ?? []) {
        const span = spans.get(nights);
        const end = list.first + list.pence.length;
        if (!span) spans.set(nights, { first: list.first, end });
        else {
          span.first = Math.min(span.first, list.first);
          span.end = Math.max(span.end, end);
        }
      }
    }
    const count = this.count;
    this.prices = new Map();
    for (const [nights, { first, end }] of spans) {
      const days = end - first;
      const pence = new Int32Array(days * count).fill(NO_PRICE);
      const odd = new Map<number, PriceList>();
      this.grades.forEach((grade, g) => {
        const list = lists.get(grade.id)?.get(nights);
        if (!list) return;
        const offset = list.first - first;
        for (let d = 0; d < list.pence.length; d++) pence[(offset + d) * count + g] = list.pence[d]!;
        if (list.odd) odd.set(g, list);
      });
      this.prices.set(nights, { first, days, pence, odd });
    }
  }

  /** Repeats the grades' stays here, and has each grade keep them in step from now on. */
  layStays(staysOf: (gradeId: number) => GradeStays) {
    const count = this.count;
    this.masks.fill(0);
    this.grades.forEach((grade, g) => {
      const stays = staysOf(grade.id);
      stays.mirror = { columns: this, g };
      const lanes = stays.lanes;
      for (let n = 0, to = Math.min(stays.nights, BITMAP_DAYS); n < to; n++)
        this.masks[n * count + g] = stays.masks[n * lanes]!;
      this.multiLane[g] = lanes > 1 ? 1 : 0;
      this.held[g] = stays.intervals.size > 0 ? 1 : 0;
      this.versions[g] = stays.version;
    });
  }
}
