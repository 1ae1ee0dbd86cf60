export { defaultTemplate } from './default-template';
export {
  type OrderMessageEvent,
  orderMessageEvents,
  type TemplateField,
  templateFields,
} from './order-template-keys';
export { type OutboxEntry, readOutbox, sendMessage } from './outbox';
export { isOutboxPageEnabled } from './outbox-page';
export { renderTemplate } from './render-template';
export { localeSmsText } from './sms-text';
export { smsTranslator } from './sms-translator';
export {
  type Channel,
  type Message,
  smsFailureCode,
  smsFailureKinds,
  type SmsFailureKind,
} from './types';
