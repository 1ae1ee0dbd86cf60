import 'server-only';
import type { Transport } from '../types';
import { smsRefused, smsUnavailable } from './failures';
import { isProviderFault, providerTransport } from './provider-transport';

/** An HTTP SMS gateway that takes `{to, message}` as JSON with a bearer token. */
export function smsGateway(url: string, token: string | undefined): Transport {
  return providerTransport({
    name: 'SMS gateway',
    request: ({ to, text }) => ({
      url,
      headers: token ? { authorization: `Bearer ${token}` } : undefined,
      body: { to, message: text },
    }),
    verdict: ({ status }) => {
      if (status < 300) return 'sent';
      const message = `SMS gateway answered ${status}`;
      return isProviderFault(status) ? smsUnavailable(message) : smsRefused(message);
    },
  });
}
