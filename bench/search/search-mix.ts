import { generator } from '../common';

/** The searches the benchmark sends: a fixed-seed mix, so runs on the same day send the same URLs. */

export const SEARCH_MIX_SEED = 20_260_101;

/** Holiday types 1–4, mostly caravans and lodges (1), as guests search them. */
const HOLIDAY_TYPES = [
  [1, 6],
  [2, 2],
  [3, 1],
  [4, 1],
] as const;

function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let pick = random() * total;
  for (const [value, weight] of choices) {
    pick -= weight;
    if (pick < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

/** Today's date in the UK, as the API counts days. */
export function londonDate(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const weekday = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/** The arrival dates searched: Fridays and Mondays over the next six months, and a few other days. */
function arrivalDates(random: () => number, today: string): string[] {
  const dates = new Set<string>();
  while (dates.size < 24) {
    const day = addDays(today, 1 + Math.floor(random() * 180));
    const kind = weighted(random, [
      ['friday', 4],
      ['monday', 3],
      ['any', 3],
    ] as const);
    const target = kind === 'friday' ? 5 : kind === 'monday' ? 1 : weekday(day);
    dates.add(addDays(day, (target - weekday(day) + 7) % 7));
  }
  return [...dates].sort();
}

export type SearchMixOptions = { count?: number; parks?: number; today?: string; seed?: number };

/** ~`count` distinct find-availability paths: all parks or one park, several dates, stays, parties. */
export function buildSearchMix(options: SearchMixOptions = {}): string[] {
  const { count = 200, parks = 50, today = londonDate(), seed = SEARCH_MIX_SEED } = options;
  const random = generator(seed);
  const dates = arrivalDates(random, today);
  const paths = new Set<string>();
  while (paths.size < count) {
    const park = random() < 0.5 ? '' : `P${String(1 + Math.floor(random() * parks)).padStart(2, '0')}`;
    const query = new URLSearchParams({
      booking_type: String(weighted(random, HOLIDAY_TYPES)),
      park_code: park,
      arrival_date: dates[Math.floor(random() * dates.length)]!,
      no_of_nights: String(
        weighted(random, [
          [3, 3],
          [4, 2],
          [7, 4],
          [14, 1],
        ]),
      ),
      no_of_adults: String(
        weighted(random, [
          [1, 1],
          [2, 6],
          [3, 1],
          [4, 2],
          [5, 1],
          [6, 1],
          [8, 1],
        ]),
      ),
      no_of_children: String(
        weighted(random, [
          [0, 5],
          [1, 2],
          [2, 3],
          [3, 1],
          [4, 1],
        ]),
      ),
      has_pets: random() < 0.25 ? '1' : '0',
    });
    paths.add(`/api/find-availability?${query}`);
  }
  return [...paths];
}

export type VariedMixOptions = {
  count?: number;
  parks?: number;
  today?: string;
  seed?: number;
  days?: number;
};

/**
 * `count` distinct searches spread over everything a guest can ask: every arrival day from
 * tomorrow to `days` ahead (each at least once), all parks or one of `parks`, every holiday type,
 * 1–21 nights, parties of 1–10 with or without pets. Few repeat, so an answer cache hardly helps:
 * this is what measures the engine itself.
 */
export function buildVariedMix(options: VariedMixOptions = {}): string[] {
  const { count = 3000, parks = 50, today = londonDate(), seed = SEARCH_MIX_SEED + 1, days = 180 } = options;
  const random = generator(seed);
  const paths = new Set<string>();
  for (let i = 0; paths.size < count; i++) {
    // Day by day first, so every arrival day is searched; then anywhere in the range.
    const offset = i < days ? 1 + i : 1 + Math.floor(random() * days);
    const park = random() < 0.3 ? '' : `P${String(1 + Math.floor(random() * parks)).padStart(2, '0')}`;
    const adults = weighted(random, [
      [1, 2],
      [2, 8],
      [3, 2],
      [4, 3],
      [5, 1],
      [6, 1],
      [8, 1],
      [10, 1],
    ] as const);
    const query = new URLSearchParams({
      booking_type: String(weighted(random, HOLIDAY_TYPES)),
      park_code: park,
      arrival_date: addDays(today, offset),
      no_of_nights: String(
        weighted(random, [
          [1, 1],
          [2, 1],
          [3, 4],
          [4, 3],
          [7, 5],
          [14, 2],
          [21, 1],
        ]),
      ),
      no_of_adults: String(adults),
      no_of_children: String(
        weighted(random, [
          [0, 6],
          [1, 2],
          [2, 3],
          [3, 1],
        ] as const),
      ),
      has_pets: random() < 0.25 ? '1' : '0',
    });
    paths.add(`/api/find-availability?${query}`);
  }
  // Shuffled, so the connections do not walk the days in order.
  const list = [...paths];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}
