import 'server-only';
import type { Env } from '@/lib/env';
import type { Transport } from '../types';
import { bulkSmsBd } from './bulksmsbd';
import { smsGateway } from './generic';
import { sslWireless } from './sslwireless';

/** The SMS transport SMS_PROVIDER names, or none (messages stored only) for `generic` without a URL. */
export function configuredSmsTransport(env: Env): Transport | undefined {
  switch (env.SMS_PROVIDER) {
    case 'sslwireless':
      return sslWireless({
        apiUrl: env.SSLWIRELESS_API_URL,
        apiToken: env.SSLWIRELESS_API_TOKEN!,
        sid: env.SSLWIRELESS_SID!,
      });
    case 'bulksmsbd':
      return bulkSmsBd({
        apiUrl: env.BULKSMSBD_API_URL,
        apiKey: env.BULKSMSBD_API_KEY!,
        senderId: env.BULKSMSBD_SENDER_ID!,
      });
    case 'generic':
      return env.SMS_GATEWAY_URL
        ? smsGateway(env.SMS_GATEWAY_URL, env.SMS_GATEWAY_TOKEN)
        : undefined;
  }
}
