import 'server-only';
import nodemailer from 'nodemailer';
import { countCall } from '@/lib/metrics/outgoing-calls';
import type { Transport } from './types';

// E-mail leaves through an SMTP server; SMS through a provider (lib/messaging/sms).

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
