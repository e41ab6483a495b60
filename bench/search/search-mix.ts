/** The searches the benchmark sends: a fixed-seed mix, so runs on the same day send the same URLs. */

export const SEARCH_MIX_SEED = 20_260_101;

/** mulberry32: a small deterministic generator, uniform in [0, 1). */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

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
      booking_type: String(
        weighted(random, [
          [1, 6],
          [2, 2],
          [3, 1],
          [4, 1],
        ]),
      ),
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
