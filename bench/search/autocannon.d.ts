/** The part of autocannon 8's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type Request = { method?: string; path: string; headers?: Record<string, string> };

  export type Client = { setRequests(requests: Request[]): void };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    requests?: Request[];
    setupClient?: (client: Client) => void;
  };

  export type Result = {
    duration: number;
    /** Completed requests in `total`, requests written in `sent`. */
    requests: { total: number; sent: number; average: number };
    /** Response bytes received, in `total`. */
    throughput: { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    statusCodeStats: Record<string, { count: number }>;
  };

  export type Instance = EventEmitter &
    PromiseLike<Result> & {
      stop(): void;
      on(
        event: 'response',
        listener: (client: Client, statusCode: number, resBytes: number, responseTime: number) => void,
      ): Instance;
    };

  function autocannon(options: Options): Instance;
  export default autocannon;
}
