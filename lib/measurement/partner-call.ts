import 'server-only';
import { DomainError } from '@/lib/domain-error';
import { FinalJobFailure } from '@/lib/jobs/final-failure';
import { countCall, outcomeOfStatus } from '@/lib/metrics/outgoing-calls';

export type Partner = 'meta' | 'ga4';

/** A partner's answer we may not print whole: an error body is enough to read, no more. */
const excerpt = (text: string) => text.slice(0, 300);

/**
 * Posts `body` as JSON to a measurement partner. An answer of 5xx, 408 or 429, or no
 * answer, throws for the queue to try again later; any other 4xx refused what was sent and
 * would refuse it again, so it fails the job for good (it then waits in /admin/jobs).
 */
export async function postToPartner(partner: Partner, url: string, body: unknown): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    countCall(partner, 'failed');
    throw new Error(`${partner} did not answer: ${(error as Error).message}`, { cause: error });
  }
  const outcome = outcomeOfStatus(response.status);
  countCall(partner, outcome);
  if (outcome === 'ok') return;
  const message = `${partner} answered ${response.status}: ${excerpt(await response.text())}`;
  if (outcome === 'failed') throw new Error(message);
  throw new FinalJobFailure(
    new DomainError({ kind: 'invalid', code: `${partner}_refused`, message }),
  );
}
