import type { ProcessSample } from './process-sampler';
import { median } from './median';

export type MemoryTrend = {
  /** RSS when the measured load began (the end of the warm-up). */
  afterWarmUpMb: number;
  endMb: number;
  peakMb: number;
  /** Least-squares slope of RSS over the measured load. */
  slopeMbPerMinute: number;
  /** The window the growth is judged over: the last `windowSeconds` of the measured load. */
  windowSeconds: number;
  /** RSS growth over that window, as a fraction of its start. */
  windowGrowth: number;
  /** Flat: grew less than `maxGrowth` over the window. */
  flat: boolean;
  maxGrowth: number;
};

/** The median RSS of the samples within 1.5 s of `second` (one sample can catch a GC's peak). */
function rssAround(samples: ProcessSample[], second: number): number {
  return median(samples.filter((s) => Math.abs(s.second - second) <= 1.5).map((s) => s.rssMb));
}

function slopePerSecond(samples: ProcessSample[]): number {
  const n = samples.length;
  if (n < 2) return 0;
  const meanX = samples.reduce((sum, s) => sum + s.second, 0) / n;
  const meanY = samples.reduce((sum, s) => sum + s.rssMb, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const s of samples) {
    covariance += (s.second - meanX) * (s.rssMb - meanY);
    variance += (s.second - meanX) ** 2;
  }
  return variance === 0 ? 0 : covariance / variance;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * Whether the server's memory stays flat under load: its growth over the last
 * `windowSeconds` of the measured run (from `measuredFrom` to the last sample).
 */
export function memoryTrend(
  samples: ProcessSample[],
  {
    measuredFrom,
    windowSeconds = 40,
    maxGrowth = 0.1,
  }: {
    measuredFrom: number;
    windowSeconds?: number;
    maxGrowth?: number;
  },
): MemoryTrend {
  const measured = samples.filter((s) => s.second >= measuredFrom);
  const end = measured.at(-1)?.second ?? measuredFrom;
  const windowStart = Math.max(measuredFrom, end - windowSeconds);
  const startMb = rssAround(measured, windowStart);
  const endMb = rssAround(measured, end);
  const windowGrowth = startMb === 0 ? 0 : (endMb - startMb) / startMb;
  return {
    afterWarmUpMb: rssAround(measured, measuredFrom),
    endMb,
    peakMb: Math.max(0, ...measured.map((s) => s.rssMb)),
    slopeMbPerMinute: round(slopePerSecond(measured) * 60, 2),
    windowSeconds: round(end - windowStart, 1),
    windowGrowth: round(windowGrowth, 4),
    flat: windowGrowth < maxGrowth,
    maxGrowth,
  };
}
