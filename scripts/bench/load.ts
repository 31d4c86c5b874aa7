import autocannon from 'autocannon';

/** Requests per second against one URL with autocannon, after a short warm-up run. */

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  /** Measured seconds. */
  duration: number;
  connections: number;
  warmupSeconds: number;
  /** Each request's path and query instead of the URL's, when every request must differ. */
  nextPath?: () => string;
}

export interface LoadResult {
  url: string;
  requestsPerSecond: number;
  requests: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  /** Responses with a status outside 2xx, plus connection errors and timeouts. */
  failures: number;
  bytesPerResponse: number;
}

function run(options: LoadOptions, duration: number) {
  const { nextPath } = options;
  return autocannon({
    url: options.url,
    headers: { accept: 'text/html', ...options.headers },
    connections: options.connections,
    duration,
    ...(nextPath && { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] }),
  });
}

export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await run(options, options.warmupSeconds);
  const result = await run(options, options.duration);
  const responses = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    url: options.url,
    // Completed requests over the measured time (autocannon's per-second samples average the same).
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMeanMs: result.latency.average,
    failures: result.non2xx + result.errors,
    bytesPerResponse: responses > 0 ? Math.round(result.throughput.total / responses) : 0,
  };
}
