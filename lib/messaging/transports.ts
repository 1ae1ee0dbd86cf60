import 'server-only';
import nodemailer from 'nodemailer';
import { countCall, outcomeOfStatus } from '@/lib/metrics/outgoing-calls';
import type { Transport } from './types';

// The two ways a message leaves the store: an SMS gateway and an SMTP server.

/** An HTTP SMS gateway that takes `{to, message}` as JSON with a bearer token. */
export function smsGateway(url: string, token: string | undefined): Transport {
  return async ({ to, text }) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to, message: text }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      countCall('sms', 'failed');
      throw error;
    }
    countCall('sms', outcomeOfStatus(response.status));
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  };
}

export function smtp(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return async ({ to, subject, text }) => {
    try {
      await transporter.sendMail({ from, to, subject: subject ?? '', text });
    } catch (error) {
      countCall('email', 'failed');
      throw error;
    }
    countCall('email', 'ok');
  };
}
