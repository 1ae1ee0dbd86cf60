import { defaultEmail, defaultSms, type TemplateText } from '../order-template-defaults';
import type { OrderMessageEvent } from '../order-template-keys';
import type { Channel } from '../types';

/** The text a step's message has until the store writes its own (client-safe). */
export function defaultTemplate(event: OrderMessageEvent, channel: Channel): TemplateText {
  return channel === 'sms' ? { subject: '', body: defaultSms[event] } : defaultEmail[event];
}
