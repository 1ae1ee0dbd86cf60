import { store } from '@/lib/config';
import type { CodePurpose } from '@/lib/auth/codes';

const reasons: Record<CodePurpose, string> = {
  phone_login: 'sign in',
  phone_change: 'confirm your new phone number',
  password_reset: 'reset your password',
  checkout: 'confirm your order',
  verify_phone: 'confirm your phone number',
  verify_email: 'confirm your e-mail address',
  staff_step: 'sign in to the staff side',
  track_order: 'see your order',
  fitting: 'confirm your fitting',
};

/** The text of a one-time code message, the same for SMS and e-mail. */
export function codeMessage(purpose: CodePurpose, code: string) {
  return {
    subject: `Your ${store.name} code: ${code}`,
    text: `${code} is your ${store.name} code to ${reasons[purpose]}. It expires in 5 minutes. Never share it with anyone.`,
  };
}
