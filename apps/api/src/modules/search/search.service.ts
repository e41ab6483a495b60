import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import {
  arrivalDayAllowed,
  arrivalDayMessage,
  closedArrivalWeekdays,
  londonToday,
  photoSrcSet,
  type TAccommodation,
  type TFacility,
  type TFindAvailabilityQuery,
  type TPark,
} from '@parkstays/contract';
import { badRequest, HttpError, notFound } from '../../http/errors';
import type { CmsService } from '../cms/cms.service';
import type { AnswerStamp, AvailabilityEngine } from './availability-engine';
import type { SearchRepository } from './search.repository';

export const MAINTENANCE_MESSAGE = "Website Under Maintenance. We'll be back soon.";

type ParkRow = Awaited<ReturnType<SearchRepository['listParks']>>[number];
type GradeRow = Awaited<ReturnType<SearchRepository['listGrades']>>[number];

function toPark(row: ParkRow): TPark {
  return {
    id: row.id,
    title: row.title,
    park_code: row.parkCode,
    park_url: row.parkUrl,
    map_url: row.mapUrl,
    image_url: row.imageUrl,
    facilities: row.facilities satisfies TFacility[],
  };
}

/**
 * An availability answer ready to send: JSON bytes (or, when not kept, the JSON text itself),
 * compressed when `encoding` says so.
 */
export type AvailabilityAnswer = { body: Buffer; encoding?: 'br' | 'gzip' };

/** Smaller answers go as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to send an answer of `bytes` in, from the client's Accept-Encoding: br, else gzip. */
export function chooseEncoding(acceptEncoding: string | undefined, bytes: number): 'br' | 'gzip' | undefined {
  if (!acceptEncoding || bytes < COMPRESS_FROM_BYTES) return undefined;
  let br = false;
  let gz = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip' || name === '*') gz = true;
  }
  return br ? 'br' : gz ? 'gzip' : undefined;
}

function compress(encoding: 'br' | 'gzip', body: Buffer): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          // Quality 5: most of brotli's gain at a few milliseconds for the largest answers.
          [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 6 });
}

type StoredAnswer = {
  body: Buffer;
  /** Compressed copies, made the first time a client asks for each. */
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
  stamp: AnswerStamp;
  storedAt: number;
  bytes: number;
};

/**
 * Encoded answers of the availability engine, with what each depended on (`AnswerStamp`): an
 * answer is reused only while nothing it counted has changed, so a booking drops only the answers
 * it touches (its grade, and stays overlapping its nights), never the rest. Bounded by bytes,
 * least recently used out first; an answer older than the TTL is worked out again anyway.
 */
class AnswerStore {
  private readonly entries = new Map<string, StoredAnswer>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): StoredAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: StoredAnswer) {
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.trim();
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** A compressed copy of a kept answer was made: count its bytes too. */
  grew(key: string, entry: StoredAnswer, bytes: number) {
    if (this.entries.get(key) !== entry) return;
    entry.bytes += bytes;
    this.bytes += bytes;
    this.trim();
  }

  private trim() {
    for (const [key, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      this.entries.delete(key);
      this.bytes -= oldest.bytes;
    }
  }
}

export type SearchServiceOptions = {
  /** How long an answer is kept while nothing it counted has changed (0: never). */
  cacheSeconds: number;
  now?: () => Date;
  /** Answers from memory (decision 029), kept current by the database's notifications. */
  engine: AvailabilityEngine;
  /** The most bytes of answers kept (64 MiB unless told). */
  cacheBytes?: number;
};

export class SearchService {
  private readonly engine: AvailabilityEngine;
  private readonly store: AnswerStore | undefined;
  private readonly ttlMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly repository: SearchRepository,
    private readonly cms: CmsService,
    options: SearchServiceOptions,
  ) {
    this.ttlMs = options.cacheSeconds * 1000;
    this.now = options.now ?? (() => new Date());
    this.engine = options.engine;
    this.store = this.ttlMs > 0 ? new AnswerStore(options.cacheBytes ?? 64 * 1024 * 1024) : undefined;
  }

  /**
   * Loads the availability engine and starts hearing changes. Waits at most
   * `waitMs` (Fastify gives a ready hook 10 s): a large price list may take longer on a busy
   * machine, and searches that come before the engine is loaded wait for it.
   */
  async start(waitMs = 8_000) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.engine.start(),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
      }),
    ]).finally(() => clearTimeout(timer));
  }

  async close() {
    await this.engine.close();
  }

  /**
   * Stock changed through this process (a booking, a hold, a release): this process's next
   * searches wait until the engine has heard the change (it hears every process's changes
   * anyway); kept answers the change touched are dropped when next asked for, the rest kept.
   */
  invalidate() {
    this.engine.localChange();
  }

  /** 503 in maintenance mode, 400 for an arrival before today; answers the moment and its day. */
  private async admit(query: TFindAvailabilityQuery) {
    if ((await this.cms.siteSettings()).maintenance_mode)
      throw new HttpError(503, MAINTENANCE_MESSAGE, undefined, 'MAINTENANCE');
    const now = this.now();
    const today = this.todayAt(now);
    if (query.arrival_date < today) {
      const message = 'arrival_date must be today or later';
      throw badRequest(message, [{ field: 'arrival_date', message }]);
    }
    const key = `${today}|${query.booking_type}|${query.park_code}|${query.arrival_date}|${query.no_of_nights}|${query.no_of_adults + query.no_of_children}|${query.has_pets}`;
    return { now, today, key };
  }

  /**
   * The parks' date at `now`, worked out once a minute (a time-zone format costs more than the rest
   * of a kept answer): London's midnight always falls on a whole minute.
   */
  private todayAt(now: Date): string {
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== this.today.minute) this.today = { minute, date: londonToday(now) };
    return this.today.date;
  }
  private today = { minute: Number.NaN, date: '' };

  /** The availability answer as JSON text. */
  async findAvailability(query: TFindAvailabilityQuery): Promise<string> {
    return (await this.availabilityAnswer(query)).body.toString();
  }

  /**
   * The availability answer as bytes to send, compressed (brotli, else gzip) when the client's
   * Accept-Encoding allows and the answer is large enough. Kept answers are reused, compressed
   * copies included, while nothing they counted has changed.
   */
  async availabilityAnswer(
    query: TFindAvailabilityQuery,
    acceptEncoding?: string,
  ): Promise<AvailabilityAnswer> {
    const engine = this.engine;
    const { now, today, key } = await this.admit(query);
    await engine.ready();
    const kept = this.store?.get(key);
    let answer: StoredAnswer | undefined;
    if (kept && now.getTime() - kept.storedAt < this.ttlMs && engine.isCurrent(kept.stamp, now))
      answer = kept;
    else {
      const found = engine.answer({
        bookingType: query.booking_type,
        parkCode: query.park_code,
        arrivalDate: query.arrival_date,
        nights: query.no_of_nights,
        partySize: query.no_of_adults + query.no_of_children,
        withPets: query.has_pets === 1,
        today,
        now,
      });
      // Columns start today at the earliest, and the engine keeps a week before its first day.
      if (!found)
        throw new Error(`The availability engine keeps no nights as early as ${query.arrival_date}`);
      const body = found.body;
      answer = { body, stamp: found.stamp, storedAt: now.getTime(), bytes: body.length };
      this.store?.set(key, answer);
    }
    const encoding = chooseEncoding(acceptEncoding, answer.body.length);
    if (!encoding) return { body: answer.body };
    let compressed = answer[encoding];
    if (!compressed) {
      const made = compress(encoding, answer.body);
      if (this.store) {
        answer[encoding] = made;
        const entry = answer;
        made.then(
          (bytes) => this.store?.grew(key, entry, bytes.length),
          () => {
            if (entry[encoding] === made) entry[encoding] = undefined;
          },
        );
      }
      compressed = made;
    }
    try {
      return { body: await compressed, encoding };
    } catch {
      return { body: answer.body };
    }
  }

  /** The arrival-day rules of a holiday type at one park, or at every park (''). */
  arrivalRules(parkCode: string, bookingType: number) {
    return this.repository.listArrivalRules(parkCode, bookingType);
  }

  /**
   * The weekdays on which no park searched (one, or every park selling the holiday type) lets a stay
   * of `nights` start, and the sentence a guest reads ('' when every day is open).
   */
  async arrivalDays(parkCode: string, bookingType: number, nights: number) {
    const [rules, parks] = await Promise.all([
      this.repository.listArrivalRules(parkCode, bookingType),
      parkCode ? Promise.resolve([]) : this.repository.listParks({ bookingType }),
    ]);
    const parkCodes = parkCode ? [parkCode] : parks.map((p) => p.parkCode);
    const closed = closedArrivalWeekdays(
      rules.map((r) => ({ ...r, weekdays: r.weekdays.filter((d): d is number => d !== null) })),
      parkCodes,
      nights,
    );
    const open = [0, 1, 2, 3, 4, 5, 6].filter((day) => !closed.includes(day));
    return { closed_weekdays: closed, message: closed.length ? arrivalDayMessage(open, nights) : '' };
  }

  /**
   * Why a stay of a grade cannot start on `arrivalDate` under its park's arrival-day rules (the
   * words a guest is told), or undefined when it can.
   */
  async arrivalDayRefusal(
    gradeCode: string,
    arrivalDate: string,
    nights: number,
  ): Promise<string | undefined> {
    const weekdays = await this.repository.arrivalWeekdaysOfGrade(gradeCode, nights);
    return arrivalDayAllowed(weekdays, arrivalDate) ? undefined : arrivalDayMessage(weekdays ?? [], nights);
  }

  holidayTypes() {
    return this.repository.listHolidayTypes();
  }

  accommodationTypes() {
    return this.repository.listAccommodationTypes();
  }

  facilities() {
    return this.repository.listFacilities();
  }

  async parks(filter: { bookingType?: number; ownersOnly?: boolean; parkIds?: number[] }): Promise<TPark[]> {
    return (await this.repository.listParks(filter)).map(toPark);
  }

  async accommodations(filter: { bookingType?: number; parkCode?: string }): Promise<TAccommodation[]> {
    return this.withParks(await this.repository.listGrades(filter));
  }

  async accommodation(idOrCode: string): Promise<TAccommodation> {
    const [found] = await this.withParks(await this.repository.listGrades({ idOrCode }));
    if (!found) throw notFound('Accommodation not found');
    return found;
  }

  private async withParks(grades: GradeRow[]): Promise<TAccommodation[]> {
    const parks = await this.repository.listParks({ parkIds: [...new Set(grades.map((g) => g.parkId))] });
    const parkById = new Map(parks.map((p) => [p.id, toPark(p)]));
    const parkDescriptions = new Map(parks.map((p) => [p.id, p.description]));
    return grades.map((g) => ({
      id: g.id,
      grade_code: g.gradeCode,
      park_id: g.parkId,
      park_code: g.parkCode,
      holiday_type_id: g.holidayTypeId,
      accommodation_type_id: g.accommodationTypeId,
      title: g.title,
      subtitle: g.subtitle,
      excerpt: g.excerpt,
      description: g.description,
      capacity: g.capacity,
      pets_allowed: g.petsAllowed,
      images: g.images.map((i) => ({
        id: i.id,
        image_url: i.imageUrl,
        alt: i.alt,
        srcset: photoSrcSet(i.imageUrl),
      })),
      features: g.features.map((f) => ({ id: f.id, feature: f.feature })),
      park: {
        ...parkById.get(g.parkId)!,
        accommodation_type_id: g.accommodationTypeId,
        description: parkDescriptions.get(g.parkId) ?? '',
      },
    }));
  }
}
