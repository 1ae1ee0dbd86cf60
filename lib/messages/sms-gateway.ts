import 'server-only';
import type { Transport } from './types';

/** An HTTP SMS gateway that takes `{to, message}` as JSON with a bearer token. */
export function smsGateway(url: string, token: string | undefined): Transport {
  return async ({ to, text }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ to, message: text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  };
}
