import 'server-only';
import type { Locale } from '@/i18n/routing';
import { store } from '@/lib/config';
import type { CodePurpose } from './codes';
import { smsTranslator } from '@/lib/messaging';

/**
 * The text of a one-time code message, the same for SMS and e-mail, in the shopper's
 * language. The code stays in ASCII digits: it is typed back and must match.
 */
export function codeMessage(purpose: CodePurpose, code: string, locale: Locale = 'en') {
  const t = smsTranslator(locale);
  const reason = t(`code.reason.${purpose}`);
  return {
    subject: t('code.subject', { store: store.name, code }),
    text: t('code.text', { store: store.name, code, reason }),
  };
}
