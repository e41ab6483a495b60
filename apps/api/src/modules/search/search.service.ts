import {
  availabilityColumns,
  formatPounds,
  londonToday,
  type TAccommodation,
  type TFacility,
  type TFindAvailabilityQuery,
  type TFindAvailabilityResponse,
  type TPark,
} from '@parkstays/contract';
import { badRequest, HttpError, notFound } from '../../http/errors';
import type { CmsService } from '../cms/cms.service';
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
 * Search answers, kept briefly: popular searches repeat, and an answer stays the same until stock
 * changes. For `ttlMs` an answer is fresh; for five times as long again it may still be served
 * while one refresh runs in the background, so no guest waits on a busy database for a popular
 * search. Bookings made through this process clear the cache at once (`clear`); other processes
 * see a change within a refresh. The database, not this cache, decides whether a unit is booked.
 */
class AnswerCache {
  private readonly entries = new Map<string, { json: string; freshUntil: number; staleUntil: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get(key: string, now: number): { json: string; fresh: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.staleUntil <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return { json: entry.json, fresh: entry.freshUntil > now };
  }

  set(key: string, json: string, now: number) {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { json, freshUntil: now + this.ttlMs, staleUntil: now + 6 * this.ttlMs });
  }

  clear() {
    this.entries.clear();
  }
}

export class SearchService {
  private readonly answers: AnswerCache;
  private readonly pending = new Map<string, Promise<string>>();

  constructor(
    private readonly repository: SearchRepository,
    private readonly cms: CmsService,
    options: { cacheSeconds: number; now?: () => Date; onRefreshError?: (error: unknown) => void },
  ) {
    this.answers = new AnswerCache(options.cacheSeconds * 1000);
    this.now = options.now ?? (() => new Date());
    this.onRefreshError = options.onRefreshError ?? (() => {});
  }

  private readonly now: () => Date;
  private readonly onRefreshError: (error: unknown) => void;

  /** Stock changed (a booking, a hold, a release): answers must be worked out again. */
  invalidate() {
    this.generation += 1;
    this.answers.clear();
  }

  /** Bumped by `invalidate`, so a refresh that started before a stock change is not cached. */
  private generation = 0;

  /** The availability answer as JSON text, ready to send. */
  async findAvailability(query: TFindAvailabilityQuery): Promise<string> {
    if ((await this.cms.siteSettings()).maintenance_mode)
      throw new HttpError(503, MAINTENANCE_MESSAGE, undefined, 'MAINTENANCE');
    const now = this.now();
    const today = londonToday(now);
    if (query.arrival_date < today) {
      const message = 'arrival_date must be today or later';
      throw badRequest(message, [{ field: 'arrival_date', message }]);
    }
    const key = `${today}|${query.booking_type}|${query.park_code}|${query.arrival_date}|${query.no_of_nights}|${query.no_of_adults + query.no_of_children}|${query.has_pets}`;
    const cached = this.answers.get(key, now.getTime());
    if (cached?.fresh) return cached.json;
    if (cached) {
      this.refresh(key, query, today, now).catch(this.onRefreshError);
      return cached.json;
    }
    return this.refresh(key, query, today, now);
  }

  /** Works an answer out and caches it; identical searches arriving together share one query. */
  private refresh(key: string, query: TFindAvailabilityQuery, today: string, now: Date): Promise<string> {
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const work = this.computeAvailability(query, today, now)
      .then((json) => {
        if (generation === this.generation) this.answers.set(key, json, this.now().getTime());
        return json;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, work);
    return work;
  }

  private async computeAvailability(query: TFindAvailabilityQuery, today: string, now: Date) {
    const { displayType, dates } = availabilityColumns(query.arrival_date, query.no_of_nights, today);
    const rows = await this.repository.findAvailability({
      bookingType: query.booking_type,
      parkCode: query.park_code,
      arrivalDates: dates,
      nights: query.no_of_nights,
      partySize: query.no_of_adults + query.no_of_children,
      withPets: query.has_pets === 1,
      now,
    });
    const answer: TFindAvailabilityResponse = {
      success: true,
      display_type: displayType,
      columns: dates,
      data: rows.map((row) => ({
        arrival_date: row.arrival_date,
        price: formatPounds(row.price_pence),
        price_pence: row.price_pence,
        no_of_nights: query.no_of_nights,
        available_count: Math.max(0, row.available_count),
        grade_code: row.grade_code,
        park_code: row.park_code,
      })),
    };
    return JSON.stringify(answer);
  }

  arrivalRules(parkCode: string, bookingType: number) {
    return this.repository.listArrivalRules(parkCode, bookingType);
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
      images: g.images.map((i) => ({ id: i.id, image_url: i.imageUrl })),
      features: g.features.map((f) => ({ id: f.id, feature: f.feature })),
      park: { ...parkById.get(g.parkId)!, accommodation_type_id: g.accommodationTypeId },
    }));
  }
}
