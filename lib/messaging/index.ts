export { defaultTemplate } from './default-template';
export {
  type OrderMessageEvent,
  orderMessageEvents,
  type TemplateField,
  templateFields,
} from './order-template-keys';
export { type OutboxEntry, readOutbox, sendMessage } from './outbox';
export { isOutboxPageEnabled } from './outbox-page';
export { applyWhatsAppStatuses } from './whatsapp/statuses';
export { sendPhoneMessage, type PhoneMessage } from './whatsapp/send';
export { isWhatsAppEnabled } from './whatsapp/settings';
export { fittingTemplateNames, orderTemplate, type WhatsAppTemplate } from './whatsapp/templates';
export { readWhatsAppStatuses, whatsappHandshake } from './whatsapp/webhook';
export { renderTemplate } from './render-template';
export { localeSmsText } from './sms-text';
export { smsTranslator } from './sms-translator';
export {
  type Channel,
  type Message,
  type OutboxChannel,
  type WhatsAppDeliveryStatus,
  smsFailureCode,
  smsFailureKinds,
  type SmsFailureKind,
} from './types';
