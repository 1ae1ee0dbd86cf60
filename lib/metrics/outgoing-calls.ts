import 'server-only';
import { storeMetrics } from './registry';

export type CallOutcome = 'ok' | 'refused' | 'failed';

/** A partner's answer as an outcome: 2xx ok, another 4xx refused, anything else failed. */
export const outcomeOfStatus = (status: number): CallOutcome =>
  status < 300 ? 'ok' : status < 500 && status !== 408 && status !== 429 ? 'refused' : 'failed';

/** Counts one call to a partner's service (sms, email, a courier's name). */
export function countCall(service: string, outcome: CallOutcome): void {
  storeMetrics().outgoingCalls.inc({ service, outcome });
}
