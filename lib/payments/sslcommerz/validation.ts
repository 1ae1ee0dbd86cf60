import 'server-only';
import { sameAmount } from '@/lib/format/paisa';
import type { SslcommerzConfig } from './config';

/** The validation API's answer; only the fields the store checks are named. */
export type ValidationAnswer = {
  status?: unknown;
  tran_id?: unknown;
  val_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  currency_type?: unknown;
  currency_amount?: unknown;
  [field: string]: unknown;
};

export type Verdict = { paid: true } | { paid: false; reason: string };

const requestTimeoutMs = 15_000;

/** Asks the gateway about a payment (val_id); throws when it cannot be asked. */
export async function fetchValidation(
  config: SslcommerzConfig,
  valId: string,
): Promise<ValidationAnswer> {
  const url = new URL(`${config.apiUrl}/validator/api/validationserverAPI.php`);
  url.search = new URLSearchParams({
    val_id: valId,
    store_id: config.storeId,
    store_passwd: config.storePassword,
    v: '1',
    format: 'json',
  }).toString();
  const response = await fetch(url, { signal: AbortSignal.timeout(requestTimeoutMs) });
  if (!response.ok) throw new Error(`SSLCommerz validation answered HTTP ${response.status}`);
  const answer: unknown = await response.json();
  if (typeof answer !== 'object' || answer === null)
    throw new Error('SSLCommerz validation answered no object');
  return answer as ValidationAnswer;
}

const paidStatuses = new Set(['VALID', 'VALIDATED']);

const asAmount = (value: unknown): number | null => {
  const amount =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(amount) ? amount : null;
};

/**
 * Paid only when the gateway says VALID or VALIDATED for this very transaction, for the
 * order's amount to the paisa, in BDT. Anything else, including a missing field, is not paid.
 */
export function judgeValidation(
  answer: ValidationAnswer,
  order: { tranId: string; total: number },
): Verdict {
  if (typeof answer.status !== 'string' || !paidStatuses.has(answer.status)) {
    return { paid: false, reason: `status ${String(answer.status)}` };
  }
  if (answer.tran_id !== order.tranId) return { paid: false, reason: 'another transaction' };
  const amount = asAmount(answer.amount);
  if (amount === null || !sameAmount(amount, order.total)) {
    return { paid: false, reason: `amount ${String(answer.amount)} is not ${order.total}` };
  }
  if (answer.currency !== 'BDT')
    return { paid: false, reason: `currency ${String(answer.currency)}` };
  if (answer.currency_type !== undefined && answer.currency_type !== 'BDT') {
    return { paid: false, reason: `currency type ${String(answer.currency_type)}` };
  }
  if (answer.currency_amount !== undefined) {
    const requested = asAmount(answer.currency_amount);
    if (requested === null || !sameAmount(requested, order.total)) {
      return { paid: false, reason: `currency amount ${String(answer.currency_amount)}` };
    }
  }
  return { paid: true };
}
