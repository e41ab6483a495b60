import type { CatalogueGrade, CatalogueRule, PriceRun, StayFacts } from '../search.repository';

// What the engine's parts share: the shapes of what it is told and keeps, and its constants.

/** What the engine needs from the database: SearchRepository provides it. */
export interface AvailabilitySource {
  /** LISTENs; `onMessage` hears each payload in commit order, `onLost` once if the connection goes. */
  watch(onMessage: (payload: string) => void, onLost: (error: unknown) => void): Promise<AvailabilityWatch>;
  loadCatalogue(): Promise<{ grades: CatalogueGrade[]; rules: CatalogueRule[] }>;
  loadPrices(gradeIds: readonly number[] | 'all', fromDay: number): Promise<PriceRun[]>;
  loadStays(gradeIds: readonly number[] | 'all', fromDay: number): Promise<StayFacts[]>;
}

export interface AvailabilityWatch {
  /** Resolves once every notification committed before the call has been handed to `onMessage`. */
  barrier(): Promise<void>;
  close(): Promise<void>;
}

export type EngineSearch = {
  bookingType: number;
  parkCode: string;
  arrivalDate: string;
  nights: number;
  partySize: number;
  withPets: boolean;
  today: string;
  now: Date;
};

/** What an answer depended on, so a cached copy can be checked against later changes. */
export type AnswerStamp = {
  epoch: number;
  catalogue: number;
  grades: Int32Array;
  versions: Float64Array;
  /** Nights [first, end) the answer looked at. */
  first: number;
  end: number;
  /** The answer changes by itself once a hold it counted lapses (µs since 1970). */
  validUntilUs: number;
};

/** A change of one booking: what it took before and after (null: nothing). */
export type Change = [id: number, before: StayTuple | null, after: StayTuple | null];
/** [grade, unit, first night (days since 1970-01-01), nights, kind (1 for good, 2 until), hold end µs] */
export type StayTuple = [number, number, number, number, number, number | null];

export type Interval = { row: number; first: number; end: number; untilUs: number };

export const DAY_MS = 86_400_000;
/** Stays ending further ahead than this (from baseDay) go to the grade's interval list, not its masks. */
export const BITMAP_DAYS = 4 * 366;
/** Changes remembered per grade, to tell whether a cached answer was touched. */
export const LOG_SIZE = 16;
/** The most a search waits for the database to be heard from before answering 503. */
export const CONNECT_WAIT_MS = 5_000;
export const BARRIER_TIMEOUT_MS = 5_000;
/** While searches come, a barrier at least this often (so one rarely has to wait for one). */
export const HEARTBEAT_MS = 100;
/** The most a search waits for the engine's first load (at start). */
export const START_WAIT_MS = 30_000;
export const FOREVER = Number.POSITIVE_INFINITY;
export const NO_GRADES = new Int32Array(0);

export const dayOf = (isoDate: string) => Date.parse(isoDate) / DAY_MS;

export type Grade = CatalogueGrade & {
  /** The end of each answer row for this grade: its codes, as JSON in UTF-8. */
  tail: Buffer;
};

export type Catalogue = {
  byType: Map<number, Grade[]>;
  byTypePark: Map<string, Grade[]>;
  /** park, holiday type, nights → allowed weekdays as bits (bit 7: the list holds a null). */
  rules: Map<number, number>;
};

export const ruleKey = (parkId: number, holidayTypeId: number, nights: number) =>
  parkId * 1_048_576 + holidayTypeId * 1024 + nights;

export type PriceList = { first: number; pence: Int32Array; odd?: Map<number, number> };
/** Int32 minimum: no price on that day (a real price of that many pence goes in `odd`). */
export const NO_PRICE = -2147483648;

export type Work = {
  catalogue: boolean;
  prices: Set<number> | 'all' | undefined;
  stays: Set<number> | 'all' | undefined;
};

export type EngineOptions = {
  now: () => Date;
  /** A search reflects every change committed at least this long before it arrived. */
  maxStalenessMs: number;
  onError: (error: unknown, what: string) => void;
};

export class DatabaseNotHeard extends Error {
  /** connection_failure: the API answers 503 (isDatabaseUnavailable). */
  readonly code = '08006';
}

/** The 1 bits of a 32-bit word. */
export function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** A stay's end of taking its nights, µs since 1970: for good, or its hold's end. */
export function untilOf(stay: StayTuple): number {
  return stay[4] === 1 ? FOREVER : (stay[5] ?? Number.NEGATIVE_INFINITY);
}

export function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());
}
