import autocannon from 'autocannon';

/** Distinct URLs are numbered across every load of the process: none repeats an earlier one. */
let distinctUrls = 0;

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Mean latency (ms), to two places: finer than the percentiles' whole milliseconds. */
  mean: number;
  errors: number;
  non2xx: number;
};

/**
 * Loads one URL on loopback for a bounded time and returns latency (ms) and throughput.
 * `distinct` makes every request's URL unique (an ignored `bench` parameter), so that no
 * cache answers it and the database does the work each time.
 */
export async function load(
  url: string,
  {
    connections,
    seconds,
    distinct,
    headers,
  }: {
    connections: number;
    seconds: number;
    distinct: boolean;
    /** Sent with every request: `accept-encoding` to be answered as a browser is. */
    headers?: Record<string, string>;
  },
): Promise<LoadResult> {
  const { pathname, search } = new URL(url);
  const separator = search ? '&' : '?';
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    requests: distinct
      ? [
          {
            setupRequest: (request) => ({
              ...request,
              path: `${pathname}${search}${separator}bench=${(distinctUrls += 1)}`,
            }),
          },
        ]
      : undefined,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: Number(result.latency.average.toFixed(2)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
