import 'server-only';
import type { DomainError } from '@/lib/domain-error';
import { countCall } from '@/lib/metrics/outgoing-calls';
import type { OutgoingMessage, Transport } from '../types';
import { isSmsRefusal, smsUnavailable } from './failures';

const requestTimeoutMs = 10_000;

/** A provider's HTTP answer: its status and its JSON body (`{}` when it sent none). */
export type ProviderAnswer = { status: number; body: Record<string, unknown> };

/** What an answer means: the SMS was sent, or the failure to throw. */
export type Verdict = 'sent' | DomainError;

export type SmsProvider = {
  /** The provider's name in errors: "SSL Wireless". */
  name: string;
  /** The call that sends one SMS; throws smsRefused for a message it could never send. */
  request(message: OutgoingMessage): {
    url: string;
    headers?: Record<string, string>;
    body: unknown;
  };
  verdict(answer: ProviderAnswer): Verdict;
};

/**
 * HTTP statuses about the call rather than the message: the provider down or slow, being
 * asked too often, or credentials a person can fix before the next try.
 */
const retriedStatuses = new Set([401, 403, 408, 425, 429]);

/** An HTTP status that says nothing of the message was judged: a fault worth retrying. */
export const isProviderFault = (status: number) => status >= 500 || retriedStatuses.has(status);

async function readBody(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = text ? JSON.parse(text) : {};
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A provider as the outbox's SMS transport: it asks the provider and throws smsRefused or
 * smsUnavailable as the answer says (lib/messaging/deliver-job.ts retries only the latter),
 * counting each call by outcome.
 */
export function providerTransport(provider: SmsProvider): Transport {
  return async (message) => {
    const { url, headers, body } = provider.request(message);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(requestTimeoutMs),
        cache: 'no-store',
      });
    } catch (error) {
      countCall('sms', 'failed');
      const reason = error instanceof Error ? error.message : String(error);
      throw smsUnavailable(`${provider.name} could not be reached: ${reason}`);
    }
    const verdict = provider.verdict({ status: response.status, body: await readBody(response) });
    if (verdict === 'sent') {
      countCall('sms', 'ok');
      return;
    }
    countCall('sms', isSmsRefusal(verdict) ? 'refused' : 'failed');
    throw verdict;
  };
}
