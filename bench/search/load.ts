import autocannon from 'autocannon';

export type LoadResult = {
  connections: number;
  /** Seconds measured (after the warm-up). */
  durationS: number;
  requests: number;
  rps: number;
  /** Response bytes per second, headers included. */
  mbPerS: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

export type LoadOptions = {
  /** http://host:port */
  origin: string;
  /** The request paths, used round-robin. */
  paths: readonly string[];
  connections: number;
  warmupS: number;
  durationS: number;
};

function percentile(sorted: Float64Array, p: number) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * One autocannon run over keep-alive connections, each walking the paths round-robin from its own
 * starting point so the connections together spread over the whole mix. Latencies come from each
 * response (autocannon's own histogram rounds to whole milliseconds).
 */
async function runOnce(options: LoadOptions, durationS: number) {
  const { paths, connections } = options;
  const requests = paths.map((path) => ({ method: 'GET', path }));
  let clientIndex = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url: options.origin,
    connections,
    duration: durationS,
    pipelining: 1,
    timeout: 10,
    requests,
    setupClient: (client) => {
      const offset = Math.floor((clientIndex * paths.length) / connections) % paths.length;
      clientIndex += 1;
      client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
    },
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  return { result, latencies };
}

/** Warms up, then measures: p50/p99 latency of 2xx answers, requests per second, failures. */
export async function drive(options: LoadOptions): Promise<LoadResult> {
  if (options.warmupS > 0) await runOnce(options, options.warmupS);
  const { result, latencies } = await runOnce(options, options.durationS);
  const sorted = Float64Array.from(latencies).sort();
  return {
    connections: options.connections,
    durationS: result.duration,
    requests: result.requests.total,
    rps: Math.round(result.requests.total / result.duration),
    mbPerS: Math.round(result.throughput.total / result.duration / 10_000) / 100,
    p50Ms: round2(percentile(sorted, 50)),
    p99Ms: round2(percentile(sorted, 99)),
    maxMs: round2(percentile(sorted, 100)),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
