import 'server-only';
import type { Locale } from '@/i18n/routing';
import { sendCode } from '@/lib/identity';

/** The code that confirms a fitting, sent to the phone; throttled per address and per phone. */
export function requestFittingCode(
  phone: string,
  ip: string,
  locale: Locale = 'en',
): Promise<void> {
  return sendCode({ purpose: 'fitting', to: phone, channel: 'sms', ip, locale });
}
