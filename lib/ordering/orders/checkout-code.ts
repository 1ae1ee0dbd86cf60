import 'server-only';
import type { Locale } from '@/i18n/routing';
import { sendCode } from '@/lib/identity';

export const checkoutCodeMessage = 'We have sent a 6-digit code by SMS. It expires in 5 minutes.';

/** A guest's checkout code for the contact phone, throttled like every other code request. */
export function requestCheckoutCode(
  phone: string,
  ip: string,
  locale: Locale = 'en',
): Promise<void> {
  return sendCode({ purpose: 'checkout', to: phone, channel: 'sms', ip, locale });
}
