/** The responses of one kind of request (or of all), as the load test reports them. */
export type TallySummary = {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Responses slower than the load test's p99 target: where the overall tail comes from. */
  slowerThanTarget: number;
  /** Count of each status code. */
  statuses: Record<string, number>;
  /** Responses whose status the request should never get (a 5xx, a 400 the test did not mean). */
  unexpected: number;
  /** Socket errors and timeouts: requests with no response at all. */
  errors: number;
};

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Issue 9's target for the p99 of the whole mix, in ms. */
export const targetP99Ms = 500;

/** Collects response times and status codes; `expected` are the statuses that are not errors. */
export class ResponseTally {
  private readonly latencies: number[] = [];
  private readonly statuses = new Map<string, number>();
  private unexpectedCount = 0;
  errors = 0;

  constructor(private readonly expected: ReadonlySet<number>) {}

  /** autocannon reports a response without a status when it is cut off (its client timed out). */
  record(status: number | undefined, milliseconds: number): void {
    this.latencies.push(milliseconds);
    const key = status === undefined ? 'cut off' : String(status);
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    if (status === undefined || !this.expected.has(status)) this.unexpectedCount += 1;
  }

  /** Adds another tally's responses (the overall figures are the kinds' added up). */
  absorb(other: ResponseTally): void {
    for (const value of other.latencies) this.latencies.push(value);
    for (const [status, count] of other.statuses) {
      this.statuses.set(status, (this.statuses.get(status) ?? 0) + count);
    }
    this.unexpectedCount += other.unexpectedCount;
    this.errors += other.errors;
  }

  summary(seconds: number): TallySummary {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return {
      requests: sorted.length,
      requestsPerSecond: round(sorted.length / seconds),
      p50: round(percentile(sorted, 0.5)),
      p99: round(percentile(sorted, 0.99)),
      max: round(sorted.at(-1) ?? 0),
      slowerThanTarget: sorted.filter((value) => value > targetP99Ms).length,
      statuses: Object.fromEntries([...this.statuses].sort(([a], [b]) => a.localeCompare(b))),
      unexpected: this.unexpectedCount,
      errors: this.errors,
    };
  }
}
