import type { Locale } from '@/i18n/routing';
import { defaultEmail, defaultSms, type TemplateText } from './order-template-defaults';
import { defaultEmailBn, defaultSmsBn } from './order-template-defaults-bn';
import type { OrderMessageEvent } from './order-template-keys';
import type { Channel } from './types';

const defaults = {
  en: { sms: defaultSms, email: defaultEmail },
  bn: { sms: defaultSmsBn, email: defaultEmailBn },
} as const;

/** The text a step's message has until the store writes its own (client-safe). */
export function defaultTemplate(
  event: OrderMessageEvent,
  channel: Channel,
  locale: Locale = 'en',
): TemplateText {
  const { sms, email } = defaults[locale];
  return channel === 'sms' ? { subject: '', body: sms[event] } : email[event];
}
