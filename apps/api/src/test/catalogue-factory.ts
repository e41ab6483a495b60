import { addDays, STANDARD_TERMS } from '@parkstays/contract';
import type { Database } from '../db/client';
import {
  accommodationType,
  arrivalRule,
  booking,
  bookingTerms,
  extra,
  facility,
  grade,
  gradeExtra,
  gradeFeature,
  gradeImage,
  holidayType,
  park,
  parkFacility,
  price,
  promotionalCode,
  termsColumns,
  unit,
} from '../db/schema';
import { runToday } from './run-clock';

type GradeOptions = {
  parkId: number;
  holidayTypeId?: number;
  capacity?: number;
  petsAllowed?: boolean;
  units?: number;
  features?: string[];
  prices?: { from: number; to: number; nights: number[]; pricePence: number };
};

/** £100 a night for 3 or 7 nights, arriving any day of the next 90: what most test stays cost. */
export const BREAKS_AT_100_A_NIGHT = { from: 0, to: 90, nights: [3, 7], pricePence: 10_000 };
/** £100 a night for 7 nights, arriving any day of the next 90: the week the money tests pay for. */
export const WEEKS_AT_100_A_NIGHT = { from: 0, to: 90, nights: [7], pricePence: 10_000 };

/** Builds hand-made catalogue rows for a test: small, explicit, nothing random. */
export function catalogueFactory(db: Database) {
  let sequence = 0;
  const next = () => ++sequence;

  async function makePark(overrides: Partial<typeof park.$inferInsert> = {}, facilityIds: number[] = []) {
    const n = next();
    const [row] = await db
      .insert(park)
      .values({
        parkCode: `P${n}`,
        title: `Park ${n}`,
        parkUrl: `https://parks.example/${n}`,
        ...overrides,
      })
      .returning();
    if (facilityIds.length)
      await db
        .insert(parkFacility)
        .values(facilityIds.map((facilityId) => ({ parkId: row!.id, facilityId })));
    return row!;
  }

  /** A grade with `units` units, priced `pricePence` for every arrival date and night count given. */
  async function makeGrade(options: GradeOptions) {
    const n = next();
    const [row] = await db
      .insert(grade)
      .values({
        gradeCode: `G${n}`,
        parkId: options.parkId,
        holidayTypeId: options.holidayTypeId ?? 1,
        accommodationTypeId: 1,
        title: `Grade ${n}`,
        subtitle: `Subtitle ${n}`,
        excerpt: `Excerpt ${n}`,
        description: `Description ${n}`,
        capacity: options.capacity ?? 4,
        petsAllowed: options.petsAllowed ?? false,
        position: n,
      })
      .returning();
    const units = await db
      .insert(unit)
      .values(
        Array.from({ length: options.units ?? 1 }, (_, i) => ({ gradeId: row!.id, unitCode: `U${i + 1}` })),
      )
      .returning();
    await db.insert(gradeImage).values({ gradeId: row!.id, imageUrl: `/media/grades/G${n}.svg` });
    if (options.features?.length) {
      await db
        .insert(gradeFeature)
        .values(options.features.map((feature) => ({ gradeId: row!.id, feature })));
    }
    const p = options.prices ?? { from: 0, to: 60, nights: [1, 2, 3, 4, 7, 14, 21], pricePence: 10_000 };
    const rows = [];
    for (let d = p.from; d <= p.to; d++) {
      for (const nights of p.nights) {
        rows.push({
          gradeId: row!.id,
          arrivalDate: addDays(runToday(), d),
          noOfNights: nights,
          pricePence: p.pricePence * nights,
        });
      }
    }
    for (let i = 0; i < rows.length; i += 500) await db.insert(price).values(rows.slice(i, i + 500));
    return { ...row!, units };
  }

  return {
    today: runToday(),
    day: (offset: number) => addDays(runToday(), offset),

    async basics() {
      await db.insert(holidayType).values([
        { id: 1, title: 'Caravan & Lodge Holidays', position: 1 },
        { id: 2, title: 'Touring & Camping', position: 2 },
        { id: 5, title: 'Resort', position: 5 },
      ]);
      // The standard terms as a first version, as the demo data has; the resort (5) has none, so
      // its stays take the standard terms from the contract until someone pays for one.
      await db.insert(bookingTerms).values(
        [1, 2].map((holidayTypeId) => ({
          holidayTypeId,
          version: 1,
          ...termsColumns(STANDARD_TERMS),
        })),
      );
      await db.insert(accommodationType).values([
        { id: 1, title: 'Caravan' },
        { id: 3, title: 'Pitch' },
      ]);
      await db.insert(facility).values([
        { id: 1, title: 'Indoor Pool', icon: '/media/facilities/1.svg' },
        { id: 2, title: 'Restaurant', icon: '/media/facilities/2.svg' },
      ]);
    },

    park: makePark,
    grade: makeGrade,

    /** A new park with one grade (`options` as for `grade`): where most tests book their stays. */
    async parkWithGrade(options: Omit<GradeOptions, 'parkId'> = {}) {
      const madePark = await makePark();
      return { park: madePark, grade: await makeGrade({ parkId: madePark.id, ...options }) };
    },

    async booking(options: {
      gradeId: number;
      unitId: number;
      arrivalOffset: number;
      nights: number;
      status?: 'held' | 'confirmed' | 'cancelled' | 'expired';
      holdExpiresAt?: Date;
      email?: string;
      /** The party; 2 adults and no children unless given. */
      adults?: number;
      children?: number;
    }) {
      const [row] = await db
        .insert(booking)
        .values({
          bookingNo: `T${next()}`,
          gradeId: options.gradeId,
          unitId: options.unitId,
          arrivalDate: addDays(runToday(), options.arrivalOffset),
          noOfNights: options.nights,
          status: options.status ?? 'confirmed',
          holdExpiresAt: options.holdExpiresAt ?? null,
          email: options.email ?? '',
          noOfAdults: options.adults ?? 2,
          noOfChildren: options.children ?? 0,
        })
        .returning();
      return row!;
    },

    async extras(gradeId: number, codes: string[]) {
      await db
        .insert(extra)
        .values([
          {
            code: 'COT',
            description: 'Cot hire',
            unitPricePence: 1500,
            note: 'An additional £10 deposit for cot hire is payable on arrival.',
            position: 1,
          },
          { code: 'LIN', description: 'Bed linen', unitPricePence: 1200, note: '', position: 2 },
          { code: 'PET', description: 'Dog', unitPricePence: 2500, note: '', position: 3 },
        ])
        .onConflictDoNothing();
      await db.insert(gradeExtra).values(codes.map((extraCode) => ({ gradeId, extraCode })));
    },

    async promotionalCode(code: string, percentOff: number, fromOffset = -1, toOffset = 365) {
      await db.insert(promotionalCode).values({
        code,
        description: code,
        percentOff,
        validFrom: addDays(runToday(), fromOffset),
        validTo: addDays(runToday(), toOffset),
      });
    },

    /** A promotional code with any of its rules (10% off, valid from yesterday for a year unless given). */
    async promotion(values: Partial<typeof promotionalCode.$inferInsert> & { code: string }) {
      const [row] = await db
        .insert(promotionalCode)
        .values({
          description: values.code,
          percentOff: values.amountOffPence ? 0 : 10,
          validFrom: addDays(runToday(), -1),
          validTo: addDays(runToday(), 365),
          ...values,
        })
        .returning();
      return row!;
    },

    async arrivalRule(parkId: number, holidayTypeId: number, noOfNights: number, weekdays: number[]) {
      await db.insert(arrivalRule).values({ parkId, holidayTypeId, noOfNights, weekdays });
    },
  };
}
