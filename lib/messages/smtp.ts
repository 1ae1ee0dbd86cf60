import 'server-only';
import nodemailer from 'nodemailer';
import type { Transport } from './types';

export function smtp(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return async ({ to, subject, text }) => {
    await transporter.sendMail({ from, to, subject: subject ?? '', text });
  };
}
