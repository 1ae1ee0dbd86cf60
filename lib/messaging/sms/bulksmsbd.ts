import 'server-only';
import type { Transport } from '../types';
import { smsRefused, smsUnavailable } from './failures';
import { providerMsisdn } from './msisdn';
import { isProviderFault, providerTransport } from './provider-transport';

export type BulkSmsBdSettings = { apiUrl: string; apiKey: string; senderId: string };

const name = 'BulkSMSBD';

const sent = 202;

/**
 * BulkSMSBD's codes for a message it will never send as asked: the number, the sender id or
 * masking, missing fields, the account's key. Any other code (1005 internal error, 1006 and
 * 1007 balance) is the provider's or the balance's trouble, and retried.
 */
const refusedCodes = new Set([1001, 1002, 1003, 1011, 1012, 1013, 1014]);

/**
 * BulkSMSBD: POST /api/smsapi with `{api_key, type: "text", number, senderid, message}`; it
 * answers `response_code` 202 when the SMS is submitted, a 10xx code with an
 * `error_message` when not.
 */
export function bulkSmsBd({ apiUrl, apiKey, senderId }: BulkSmsBdSettings): Transport {
  return providerTransport({
    name,
    request: ({ to, text }) => ({
      url: `${apiUrl.replace(/\/+$/, '')}/api/smsapi`,
      body: {
        api_key: apiKey,
        type: 'text',
        number: providerMsisdn(name, to),
        senderid: senderId,
        message: text,
      },
    }),
    verdict: ({ status, body }) => {
      if (isProviderFault(status)) return smsUnavailable(`${name} answered HTTP ${status}`);
      const code = Number(body.response_code);
      if (code === sent) return 'sent';
      const message = `${name} did not send the SMS: ${String(body.error_message ?? 'no reason given')} (response_code ${String(body.response_code)})`;
      return refusedCodes.has(code) ? smsRefused(message) : smsUnavailable(message);
    },
  });
}
