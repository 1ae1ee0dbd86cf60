import 'server-only';
import { sendCode } from '@/lib/auth/send-code';

/** The code that confirms a fitting, sent to the phone; throttled per address and per phone. */
export function requestFittingCode(phone: string, ip: string): Promise<void> {
  return sendCode({ purpose: 'fitting', to: phone, channel: 'sms', ip });
}
