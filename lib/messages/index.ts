export { defaultTemplate } from './default-template';
export {
  orderMessageEventLabels,
  orderMessageEvents,
  templateFields,
  type OrderMessageEvent,
  type TemplateField,
} from './order-template-keys';
export { isOutboxPageEnabled } from './outbox-page';
export { readOutbox, sendMessage, type OutboxEntry } from './outbox';
export { renderTemplate } from './render-template';
export { localeSmsText } from './sms-text';
export { smsTranslator } from './sms-translator';
export type { Channel, Message } from './types';
