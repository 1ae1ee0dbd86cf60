import 'server-only';
import type { Locale } from '@/i18n/routing';
import { sendCode } from '@/lib/identity';

/** The code that proves the phone to be told, sent to it; throttled per address and phone. */
export function requestStockAlertCode(phone: string, ip: string, locale: Locale = 'en') {
  return sendCode({ purpose: 'stock_alert', to: phone, channel: 'sms', ip, locale });
}
