export { type TemplateField, templateFields } from './order-template-keys';
export { renderTemplate } from './render-template';
export { smsText } from './sms-text';
export { whatsappDeliveryStatuses } from '@/lib/db/values/messages';
