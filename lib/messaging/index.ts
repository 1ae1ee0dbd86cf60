export { defaultTemplate } from './default-template';
export {
  type OrderMessageEvent,
  orderMessageEventLabels,
  orderMessageEvents,
  type TemplateField,
  templateFields,
} from './order-template-keys';
export { isOutboxPageEnabled } from './outbox-page';
export { type OutboxEntry, readOutbox, sendMessage } from './outbox';
export { renderTemplate } from './render-template';
export { localeSmsText } from './sms-text';
export { smsTranslator } from './sms-translator';
export { type Channel, type Message } from './types';
