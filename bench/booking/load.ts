import http from 'node:http';

export type BookingRequest = { body: string; headers: Record<string, string> };

export type BookingLoadResult = {
  connections: number;
  /** Seconds measured. */
  durationS: number;
  requests: number;
  rps: number;
  /** Latency of every answer, whatever its status. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Latency of the bookings made (201). */
  p50MsCreated: number;
  p99MsCreated: number;
  /** Answers by status and error code, e.g. "201", "409 SOLD_OUT", "429 HOLD_LIMIT". */
  statuses: Record<string, number>;
  /** Answers 500 or above. */
  serverErrors: number;
  /** Requests that got no answer at all (connection refused or reset, timeout). */
  failed: number;
};

export type BookingLoadOptions = {
  /** http://host:port */
  origin: string;
  connections: number;
  durationS: number;
  /** The next booking connection `index` sends. */
  next: (index: number) => BookingRequest;
};

function percentile(sorted: Float64Array, p: number) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** One POST /api/bookings over a keep-alive connection: its status, error code and latency. */
function post(agent: http.Agent, origin: string, request: BookingRequest) {
  return new Promise<{ status: number; code?: string; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const outgoing = http.request(
      `${origin}/api/bookings`,
      {
        method: 'POST',
        agent,
        timeout: 10_000,
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(request.body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - started;
          const status = response.statusCode ?? 0;
          let code: string | undefined;
          if (status !== 201) {
            try {
              code = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code?: string }).code;
            } catch {
              code = undefined;
            }
          }
          resolve({ status, code, ms });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * `connections` clients, each on one keep-alive connection of its own, sending bookings one after
 * another (the next as soon as the last is answered) for `durationS` seconds.
 */
export async function driveBookings(options: BookingLoadOptions): Promise<BookingLoadResult> {
  const latencies: number[] = [];
  const created: number[] = [];
  const statuses: Record<string, number> = {};
  let failed = 0;
  const started = performance.now();
  const deadline = started + options.durationS * 1000;
  const agents: http.Agent[] = [];
  const client = async (index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    while (performance.now() < deadline) {
      try {
        const answer = await post(agent, options.origin, options.next(index));
        latencies.push(answer.ms);
        if (answer.status === 201) created.push(answer.ms);
        const key = answer.code ? `${answer.status} ${answer.code}` : String(answer.status);
        statuses[key] = (statuses[key] ?? 0) + 1;
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => client(i)));
  const durationS = (performance.now() - started) / 1000;
  for (const agent of agents) agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  const sortedCreated = Float64Array.from(created).sort();
  return {
    connections: options.connections,
    durationS: round2(durationS),
    requests: latencies.length,
    rps: Math.round(latencies.length / durationS),
    p50Ms: round2(percentile(sorted, 50)),
    p99Ms: round2(percentile(sorted, 99)),
    maxMs: round2(percentile(sorted, 100)),
    p50MsCreated: round2(percentile(sortedCreated, 50)),
    p99MsCreated: round2(percentile(sortedCreated, 99)),
    statuses,
    serverErrors: Object.entries(statuses)
      .filter(([key]) => Number(key.split(' ')[0]) >= 500)
      .reduce((sum, [, n]) => sum + n, 0),
    failed,
  };
}
