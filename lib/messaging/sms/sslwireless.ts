import 'server-only';
import type { Transport } from '../types';
import { smsRefused, smsUnavailable } from './failures';
import { providerMsisdn } from './msisdn';
import { isProviderFault, providerTransport } from './provider-transport';

export type SslWirelessSettings = { apiUrl: string; apiToken: string; sid: string };

const name = 'SSL Wireless';

/**
 * SSL Wireless's numeric codes are not a list the store relies on: a failure whose message
 * speaks of balance, credit, credentials or the provider's own trouble is retried, any
 * other (invalid MSISDN, masking, a missing field) is a refusal of this message.
 */
const notTheMessage = /balance|credit|unauthori[sz]ed|token|internal|server|try again|timeout/i;

/**
 * SSL Wireless SMS Plus, API v3: POST /api/v3/send-sms with JSON `{api_token, sid, msisdn,
 * sms, csms_id}`; it answers `status: "SUCCESS"` (status_code 200) or `status: "FAILED"`
 * with a status_code and an error_message.
 */
export function sslWireless({ apiUrl, apiToken, sid }: SslWirelessSettings): Transport {
  return providerTransport({
    name,
    request: ({ to, text, reference }) => ({
      url: `${apiUrl.replace(/\/+$/, '')}/api/v3/send-sms`,
      body: {
        api_token: apiToken,
        sid,
        msisdn: providerMsisdn(name, to),
        sms: text,
        csms_id: reference,
      },
    }),
    verdict: ({ status, body }) => {
      if (isProviderFault(status)) return smsUnavailable(`${name} answered HTTP ${status}`);
      if (body.status === 'SUCCESS') return 'sent';
      if (body.status !== 'FAILED')
        return smsUnavailable(`${name} gave no status (HTTP ${status})`);
      const reason = String(body.error_message ?? 'no reason given');
      const message = `${name} failed the SMS: ${reason} (status_code ${String(body.status_code)})`;
      return notTheMessage.test(reason) ? smsUnavailable(message) : smsRefused(message);
    },
  });
}
