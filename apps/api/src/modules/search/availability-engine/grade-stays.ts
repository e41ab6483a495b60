import type { TypeColumns } from './type-columns';
import { BITMAP_DAYS, type Interval, LOG_SIZE } from './types';

/**
 * The stays on one grade's units (booking.grade_id, unit_id), sliced by night: for each night from
 * baseDay, which units are taken, one bit per unit (32 units a lane). The units taken on any night
 * of a stay are then the OR of its nights' masks, and the free count one popcount away.
 */
export class GradeStays {
  /** unit id → row: its bit (row & 31) in lane row >>> 5. */
  rows = new Map<number, number>();
  rowCount = 0;
  /** 32-unit lanes per night. */
  lanes = 1;
  /** Nights room is made for. */
  nights = 0;
  /** masks[night * lanes + lane]: the lane's units taken that night. */
  masks = new Uint32Array(0);
  /** Holds that lapse, and stays beyond the masks, by booking id. */
  intervals = new Map<number, Interval>();
  version = 0;
  /** The last LOG_SIZE changes: version, first night, end night. */
  log = new Float64Array(LOG_SIZE * 3);
  /** Where this grade sits in its holiday type's columns, which repeat lane 0, the version and flags. */
  mirror: { columns: TypeColumns; g: number } | undefined;

  row(unitId: number): number {
    let row = this.rows.get(unitId);
    if (row !== undefined) return row;
    row = this.rowCount++;
    this.rows.set(unitId, row);
    if (row >>> 5 >= this.lanes) this.resize(this.lanes * 2, this.nights);
    return row;
  }

  private resize(lanes: number, nights: number) {
    const masks = new Uint32Array(lanes * nights);
    for (let n = 0; n < this.nights; n++)
      masks.set(this.masks.subarray(n * this.lanes, (n + 1) * this.lanes), n * lanes);
    this.masks = masks;
    this.lanes = lanes;
    this.nights = nights;
    if (this.mirror) this.mirror.columns.multiLane[this.mirror.g] = lanes > 1 ? 1 : 0;
  }

  /** Marks the nights [a, b) (offsets from baseDay) of a row taken, or free. */
  paint(row: number, a: number, b: number, on: boolean) {
    if (b > this.nights) this.resize(this.lanes, Math.max(b, Math.ceil(this.nights * 1.5), 64));
    const lanes = this.lanes;
    const bit = 1 << (row & 31);
    for (let i = a * lanes + (row >>> 5), end = b * lanes; i < end; i += lanes) {
      if (on) this.masks[i]! |= bit;
      else this.masks[i]! &= ~bit;
    }
    const mirror = this.mirror;
    if (mirror && row >>> 5 === 0) {
      const { masks, count } = mirror.columns;
      for (let i = a * count + mirror.g, end = Math.min(b, BITMAP_DAYS) * count; i < end; i += count) {
        if (on) masks[i]! |= bit;
        else masks[i]! &= ~bit;
      }
    }
  }

  setInterval(id: number, interval: Interval) {
    this.intervals.set(id, interval);
    if (this.mirror) this.mirror.columns.held[this.mirror.g] = 1;
  }

  deleteInterval(id: number) {
    if (!this.intervals.delete(id)) return;
    if (this.mirror) this.mirror.columns.held[this.mirror.g] = this.intervals.size > 0 ? 1 : 0;
  }

  touched(first: number, end: number) {
    this.version += 1;
    if (this.mirror) this.mirror.columns.versions[this.mirror.g] = this.version;
    const at = (this.version % LOG_SIZE) * 3;
    this.log[at] = this.version;
    this.log[at + 1] = first;
    this.log[at + 2] = end;
  }

  /** Whether a change since `version` overlaps the nights [first, end); undefined if forgotten. */
  changedSince(version: number, first: number, end: number): boolean | undefined {
    if (this.version === version) return false;
    if (this.version - version > LOG_SIZE) return undefined;
    for (let v = version + 1; v <= this.version; v++) {
      const at = (v % LOG_SIZE) * 3;
      if (this.log[at + 1]! < end && first < this.log[at + 2]!) return true;
    }
    return false;
  }
}
