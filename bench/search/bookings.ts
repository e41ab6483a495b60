/**
 * Bookings flowing through the API while searches are measured: a steady few a second, each a
 * `POST /api/bookings` for a stay some search showed free, as a signed-in guest. Every booking
 * that is made changes what searches see (the engine hears it through PostgreSQL's notifications).
 */

export type Stay = { grade_code: string; arrival_date: string; no_of_nights: number };

export type BookingFlowResult = {
  perSecond: number;
  sent: number;
  /** Answers by HTTP status ("201", "409"…; "error" when there was none). */
  statuses: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
};

/** Signs up `count` guests through the API (guest `i`'s account as `accountOf(i)` says); answers their bearer tokens. */
export async function signUpGuests(
  origin: string,
  count: number,
  accountOf: (i: number) => { email: string; password: string; last_name: string } = (i) => ({
    email: `bench.search.${i}.${Date.now()}@example.test`,
    password: 'Steady-Booking-Flow-26',
    last_name: 'Guest',
  }),
): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${origin}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...accountOf(i), first_name: 'Bench', country_code: 'GB' }),
    });
    if (response.status !== 201)
      throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
    tokens.push(((await response.json()) as { data: { bearer_token: string } }).data.bearer_token);
  }
  return tokens;
}

/**
 * Sends `perSecond` bookings a second, spread evenly, to `origin` (each on its own, never waiting
 * for the last), cycling through `stays` and `tokens`. `stop()` ends it once the bookings in
 * flight are answered and answers what happened.
 */
export function startBookingFlow(options: {
  origin: string;
  tokens: readonly string[];
  stays: readonly Stay[];
  perSecond: number;
}): { stop(): Promise<BookingFlowResult> } {
  const { origin, tokens, stays, perSecond } = options;
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  const send = () => {
    const stay = stays[sent % stays.length]!;
    const token = tokens[sent % tokens.length]!;
    sent += 1;
    const started = performance.now();
    const request = fetch(`${origin}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        ...stay,
        no_of_adults: 2,
        no_of_children: 0,
        first_name: 'Bench',
        last_name: 'Guest',
        email: 'bench.guest@example.test',
        phone_number: '07700900123',
        country_code: 'GB',
      }),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        latencies.push(performance.now() - started);
      })
      .catch(() => {
        statuses.error = (statuses.error ?? 0) + 1;
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };
  const timer = setInterval(send, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      const sorted = [...latencies].sort((a, b) => a - b);
      const at = (p: number) =>
        sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
      const round2 = (n: number | undefined) => (n === undefined ? Number.NaN : Math.round(n * 100) / 100);
      return { perSecond, sent, statuses, p50Ms: round2(at(0.5)), p99Ms: round2(at(0.99)) };
    },
  };
}
