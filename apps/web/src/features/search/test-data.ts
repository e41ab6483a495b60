import {
  addDays,
  availabilityColumns,
  londonToday,
  nextFriday,
  type TAccommodation,
  type TAvailability,
  type TFacility,
  type TPark,
} from '@parkstays/contract';
import { siteSettings } from '../../test/fixtures';
import { json } from '../../test/utils';

/** Test data for the search feature's component tests (not shipped: only tests import it). */
export const facilities: TFacility[] = [
  { id: 1, title: 'Swimming Pool', icon: '/icons/pool.svg' },
  { id: 2, title: 'Restaurant', icon: '/icons/restaurant.svg' },
  { id: 3, title: 'Spa', icon: '/icons/spa.svg' },
];

export function park(code: string, facilityIds: number[], extra: Partial<TPark> = {}): TPark {
  return {
    id: code.charCodeAt(0),
    title: `${code} Park`,
    park_code: code,
    park_url: `https://parks.example/${code.toLowerCase()}`,
    map_url: `https://maps.example/embed?q=${code}`,
    image_url: `/images/${code}.jpg`,
    facilities: facilities.filter((f) => facilityIds.includes(f.id)),
    ...extra,
  };
}

export const parks = [park('RH', [1, 2]), park('SB', [2, 3])];

let nextId = 100;
export function grade(title: string, options: { features?: string[]; park?: TPark } = {}): TAccommodation {
  const id = nextId++;
  const at = options.park ?? parks[0]!;
  return {
    id,
    grade_code: `G${id}`,
    park_id: at.id,
    park_code: at.park_code,
    holiday_type_id: 1,
    accommodation_type_id: 1,
    title,
    subtitle: `${title} subtitle`,
    excerpt: `${title} excerpt`,
    description: `${title} description.\n\nSecond paragraph.`,
    capacity: 6,
    pets_allowed: true,
    images: [
      { id: id * 10, image_url: `/images/${id}-1.jpg`, alt: '', srcset: '' },
      { id: id * 10 + 1, image_url: `/images/${id}-2.jpg`, alt: '', srcset: '' },
    ],
    features: (options.features ?? []).map((feature, i) => ({ id: id * 100 + i, feature })),
    park: { ...at, accommodation_type_id: 1, description: `${at.title} by the sea.` },
  };
}

export const today = () => londonToday();
/** A Friday at least two weeks away, so the columns are previous / chosen / next. */
export const futureFriday = () => nextFriday(addDays(londonToday(), 14));

export function row(accommodation: TAccommodation, arrival: string, overrides: Partial<TAvailability> = {}) {
  const pence = overrides.price_pence ?? 104900;
  return {
    arrival_date: arrival,
    price: (pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 }),
    price_pence: pence,
    no_of_nights: 7,
    available_count: 5,
    grade_code: accommodation.grade_code,
    park_code: accommodation.park_code,
    ...overrides,
  } satisfies TAvailability;
}

export function availabilityAnswer(arrival: string, nights: number, rows: TAvailability[]) {
  const { displayType, dates } = availabilityColumns(arrival, nights, londonToday());
  return json({ success: true, display_type: displayType, columns: dates, data: rows });
}

/** Every grade available on every column date. */
export function allAvailable(grades: TAccommodation[], arrival: string, nights = 7) {
  const { dates } = availabilityColumns(arrival, nights, londonToday());
  return grades.flatMap((g) => dates.map((date) => row(g, date, { no_of_nights: nights })));
}

export const holidayTypes = [
  { id: 1, title: 'Lodges' },
  { id: 2, title: 'Caravans' },
  { id: 5, title: 'Resort' },
];

export const settings = { ...siteSettings, maintenance_mode: false };

/** The catalogue calls every search makes, answered from the data above. */
export function catalogueRoutes(grades: TAccommodation[]) {
  return {
    'GET /api/site-settings': () => json({ success: true, data: settings }),
    'GET /api/holiday-types': () => json({ success: true, data: holidayTypes }),
    'GET /api/parks': () => json({ success: true, data: parks }),
    'GET /api/parks/grades': () => json({ success: true, data: grades }),
    'GET /api/facilities': () => json({ success: true, data: facilities }),
    'GET /api/arrival-days': () => json({ success: true, data: { closed_weekdays: [], message: '' } }),
  };
}
