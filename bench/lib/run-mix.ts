import autocannon from 'autocannon';
import type { LoadKind } from './load-mix';
import { ResponseTally, type TallySummary } from './response-tally';

export type KindResult = TallySummary & { connections: number; connectionRate?: number };

export type MixResult = {
  seconds: number;
  overall: TallySummary;
  kinds: Record<string, KindResult>;
};

/**
 * Runs every kind of the mix at once for `seconds`, each as its own autocannon instance
 * (so each has its own connections and figures); the overall figures add them up.
 */
export async function runMix(
  baseUrl: string,
  kinds: LoadKind[],
  seconds: number,
): Promise<MixResult> {
  const runs = kinds.map(async (kind) => {
    const tally = new ResponseTally(new Set(kind.expected));
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const options: autocannon.Options = {
        url: baseUrl,
        connections: kind.connections,
        connectionRate: kind.connectionRate,
        duration: seconds,
        timeout: 10,
        // As browsers and apps ask: compressed answers cost the server their compression.
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        requests: kind.requests,
        setupClient: kind.setupClient,
      };
      autocannon(options, (error, done) => (error ? reject(error) : resolve(done))).on(
        'response',
        (_client, status, _bytes, milliseconds) => tally.record(status, milliseconds),
      );
    });
    tally.errors = result.errors;
    return { kind, tally };
  });
  const finished = await Promise.all(runs);
  const overall = new ResponseTally(new Set());
  const results: Record<string, KindResult> = {};
  for (const { kind, tally } of finished) {
    overall.absorb(tally);
    results[kind.name] = {
      connections: kind.connections,
      ...(kind.connectionRate ? { connectionRate: kind.connectionRate } : {}),
      ...tally.summary(seconds),
    };
  }
  return { seconds, overall: overall.summary(seconds), kinds: results };
}
