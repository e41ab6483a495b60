import { availabilityColumns, formatPounds, type TDisplayType } from '@parkstays/contract';
import { ByteWriter, COMMA } from './byte-writer';
import type { GradeStays } from './grade-stays';
import type { EngineMemory } from './memory';
import {
  type AnswerStamp,
  BITMAP_DAYS,
  dayOf,
  type EngineSearch,
  FOREVER,
  type Grade,
  NO_GRADES,
  NO_PRICE,
  popcount,
  ruleKey,
} from './types';

/** Answers written from what the engine knows: the scan of a search's grades and its JSON bytes. */
export class AnswerWriter {
  private readonly priceParts = new Map<number, Buffer>();
  /** Where answers are written (one at a time: writing one never waits). */
  private readonly out = new ByteWriter();

  constructor(private readonly memory: EngineMemory) {}

  /**
   * The answer as the UTF-8 bytes of exactly the JSON text `JSON.stringify` writes for the service's
   * answer, with what it depended on; undefined when the engine cannot answer it. Written straight
   * into bytes from pieces encoded once (a grade's codes, a price): building a string instead and
   * encoding it cost more than the scan itself.
   */
  answer(search: EngineSearch): { body: Buffer; stamp: AnswerStamp } | undefined {
    const { displayType, dates } = availabilityColumns(search.arrivalDate, search.nights, search.today);
    const heads = dates.map((date) => Buffer.from(`{"arrival_date":"${date}","price":"`));
    const nights = search.nights;
    const out = this.out;
    out.reset();
    out.text(
      `{"success":true,"display_type":"${displayType satisfies TDisplayType}","columns":["${dates[0]}","${dates[1]}","${dates[2]}"],"data":[`,
    );
    let first = true;
    const stamp = this.scan(
      search,
      (grade, column, _date, pence, count) => {
        if (first) first = false;
        else out.byte(COMMA);
        out.bytes(heads[column]!);
        out.bytes(this.pricePart(pence, nights));
        out.natural(count < 0 ? 0 : count);
        out.bytes(grade.tail);
      },
      dates,
    );
    if (!stamp) return undefined;
    out.text(']}');
    return { body: out.copy(), stamp };
  }

  /**
   * Walks the grades that fit the search in catalogue order and each column with a price and an
   * allowed arrival day, handing `row` the free units; answers the stamp, or undefined when the
   * engine cannot answer (a stay before baseDay).
   */
  private scan(
    search: EngineSearch,
    row: (grade: Grade, column: number, date: string, pence: number, count: number) => void,
    columnDates?: readonly string[],
  ): AnswerStamp | undefined {
    const dates = columnDates ?? availabilityColumns(search.arrivalDate, search.nights, search.today).dates;
    const nights = search.nights;
    const days = [dayOf(dates[0]!), dayOf(dates[1]!), dayOf(dates[2]!)];
    if (
      !(days[0]! >= this.memory.baseDay && days[1]! >= this.memory.baseDay && days[2]! >= this.memory.baseDay)
    )
      return undefined;
    const weekdays = days.map((day) => (day + 4) % 7);
    // Each column's nights as offsets from baseDay, [start, end), cut to the masks' reach.
    const start = days.map((day) => Math.min(day - this.memory.baseDay, BITMAP_DAYS));
    const end = days.map((day) => Math.min(day - this.memory.baseDay + nights, BITMAP_DAYS));
    const nowUs = search.now.getTime() * 1000;
    const columns = this.memory.columnsOf(search.bookingType);
    const candidates =
      (search.parkCode === '' ? columns?.all : columns?.byPark.get(search.parkCode)) ?? NO_GRADES;
    const rules = this.memory.catalogue.rules;
    const gradeIds: number[] = [];
    const versions: number[] = [];
    this.validUntilUs = FOREVER;
    const pence = [0, 0, 0];
    const on = [false, false, false];
    const busy = [0, 0, 0];
    const count = columns?.count ?? 0;
    const slab = columns?.prices.get(nights);
    // Each column's row in the price slab (−1: outside it).
    const priceRow = days.map((day) =>
      slab && day >= slab.first && day < slab.first + slab.days ? (day - slab.first) * count : -1,
    );
    const partySize = search.partySize;
    const withPets = search.withPets;
    const heldBits = [0, 0, 0];

    for (let i = 0; i < candidates.length; i++) {
      const g = candidates[i]!;
      const cols = columns!;
      if (cols.capacity[g]! < partySize || (withPets && !cols.pets[g])) continue;
      const grade = cols.grades[g]!;
      gradeIds.push(grade.id);
      versions.push(cols.versions[g]!);
      if (!slab) continue;
      const rule = rules.size ? rules.get(ruleKey(cols.parkIds[g]!, search.bookingType, nights)) : undefined;
      let any = false;
      for (let c = 0; c < 3; c++) {
        on[c] = false;
        busy[c] = 0;
        const at = priceRow[c]!;
        if (at < 0) continue;
        let price = slab.pence[at + g]!;
        if (price === NO_PRICE) {
          const odd = slab.odd.size ? slab.odd.get(g)?.odd?.get(days[c]!) : undefined;
          if (odd === undefined) continue;
          price = odd;
        }
        if (rule !== undefined && !((rule >>> weekdays[c]!) & 1) && !(rule & 128)) continue;
        pence[c] = price;
        on[c] = any = true;
      }
      if (!any) continue;
      if (cols.multiLane[g]) {
        const stays = this.memory.stays.get(grade.id)!;
        for (let c = 0; c < 3; c++) {
          if (on[c])
            busy[c] = this.busyInLanes(
              stays,
              start[c]!,
              Math.min(end[c]!, stays.nights),
              days[c]!,
              nights,
              nowUs,
            );
        }
      } else {
        const masks = cols.masks;
        // Holds of the grade, for the three columns in one pass over them.
        if (cols.held[g]) this.heldInColumns(this.memory.stays.get(grade.id)!, days, nights, nowUs, heldBits);
        else heldBits[0] = heldBits[1] = heldBits[2] = 0;
        for (let c = 0; c < 3; c++) {
          if (!on[c]) continue;
          // Up to 32 units: the units taken on any night of the stay, a few ORs and a popcount.
          let units = heldBits[c]!;
          for (let n = start[c]!, to = end[c]!; n < to; n++) units |= masks[n * count + g]!;
          busy[c] = popcount(units);
        }
      }
      for (let c = 0; c < 3; c++) if (on[c]) row(grade, c, dates[c]!, pence[c]!, grade.units - busy[c]!);
    }
    return {
      epoch: this.memory.epoch,
      catalogue: this.memory.catalogueVersion,
      grades: Int32Array.from(gradeIds),
      versions: Float64Array.from(versions),
      first: days[0]!,
      end: days[2]! + nights,
      validUntilUs: this.validUntilUs,
    };
  }

  /** The scan's earliest end of a hold it counted (µs since 1970). */
  private validUntilUs = FOREVER;
  private lanesTaken = new Uint32Array(4);

  /**
   * The units of one 32-unit lane held, on any night of [day, day + nights), by a live hold (or a
   * stay beyond the masks), as bits; notes when the earliest of those holds lapses.
   */
  private heldBits(stays: GradeStays, lane: number, day: number, nights: number, nowUs: number): number {
    let bits = 0;
    for (const iv of stays.intervals.values()) {
      if (iv.row >>> 5 !== lane || iv.untilUs <= nowUs || iv.first >= day + nights || day >= iv.end) continue;
      if (iv.untilUs < this.validUntilUs) this.validUntilUs = iv.untilUs;
      bits |= 1 << (iv.row & 31);
    }
    return bits;
  }

  /** heldBits for lane 0 and each of the three columns' stays, in one pass over the holds. */
  private heldInColumns(
    stays: GradeStays,
    days: readonly number[],
    nights: number,
    nowUs: number,
    bits: number[],
  ) {
    bits[0] = bits[1] = bits[2] = 0;
    const d0 = days[0]!;
    const d1 = days[1]!;
    const d2 = days[2]!;
    for (const iv of stays.intervals.values()) {
      if (iv.row >>> 5 !== 0 || iv.untilUs <= nowUs) continue;
      let counted = false;
      if (iv.first < d0 + nights && d0 < iv.end) {
        bits[0] |= 1 << iv.row;
        counted = true;
      }
      if (iv.first < d1 + nights && d1 < iv.end) {
        bits[1] |= 1 << iv.row;
        counted = true;
      }
      if (iv.first < d2 + nights && d2 < iv.end) {
        bits[2] |= 1 << iv.row;
        counted = true;
      }
      if (counted && iv.untilUs < this.validUntilUs) this.validUntilUs = iv.untilUs;
    }
  }

  /** The units taken on any night of a stay, for a grade of more than 32 units. */
  private busyInLanes(
    stays: GradeStays,
    from: number,
    to: number,
    day: number,
    nights: number,
    nowUs: number,
  ) {
    const { lanes, masks } = stays;
    if (this.lanesTaken.length < lanes) this.lanesTaken = new Uint32Array(lanes);
    const taken = this.lanesTaken;
    taken.fill(0, 0, lanes);
    for (let n = from; n < to; n++)
      for (let lane = 0; lane < lanes; lane++) taken[lane]! |= masks[n * lanes + lane]!;
    let count = 0;
    for (let lane = 0; lane < lanes; lane++) {
      const held = stays.intervals.size > 0 ? this.heldBits(stays, lane, day, nights, nowUs) : 0;
      count += popcount(taken[lane]! | held);
    }
    return count;
  }

  /**
   * `1,049.00","price_pence":104900,"no_of_nights":7,"available_count":` for 104900 pence and 7
   * nights, as bytes: made once per price and stay length, kept (one piece instead of two a row).
   */
  private pricePart(pence: number, nights: number): Buffer {
    const key = pence * 1024 + nights;
    let part = this.priceParts.get(key);
    if (part === undefined) {
      part = Buffer.from(
        `${formatPounds(pence)}","price_pence":${pence},"no_of_nights":${nights},"available_count":`,
      );
      if (this.priceParts.size >= 200_000) this.priceParts.clear();
      this.priceParts.set(key, part);
    }
    return part;
  }
}
