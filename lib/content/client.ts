export { templateFieldHelp } from './message-templates/field-help';
export { previewTemplate } from './message-templates/preview-template';
export { smsParts } from './message-templates/sms-parts';
export { type FittingSettings, weekdays } from './schemas/fitting-settings';
export { type AdvanceKind, type PaymentSettings } from './schemas/payment-settings';
export { type DeliveryDateSettings, type Holiday } from './schemas/delivery-date-settings';
export {
  type ContactSettings,
  type DeliveryRates,
  type ShowroomSettings,
  socialNetworks,
  type SocialSettings,
} from './schemas/store-settings';
