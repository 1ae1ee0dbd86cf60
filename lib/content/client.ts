export { templateFieldHelp } from './message-templates/field-help';
export { previewTemplate } from './message-templates/preview-template';
export { smsParts } from './message-templates/sms-parts';
export { type FittingSettings, weekdays } from './schemas/fitting-settings';
export { type AdvanceKind, type PaymentSettings } from './schemas/payment-settings';
export { type CodRiskAction, type CodRiskSettings } from './schemas/cod-risk-settings';
export { type EmiPlan, type EmiSettings, emiTenures } from './schemas/emi-settings';
export {
  type EmiBank,
  type EmiTenure,
  emiFrom,
  emiPlansFor,
  emiTenuresFor,
  longestTenure,
  monthlyInstalment,
} from './settings/emi';
export { type ReturnFeeKind, returnFeeKinds, type ReturnSettings } from './schemas/return-settings';
export { type DeliveryDateSettings, type Holiday } from './schemas/delivery-date-settings';
export {
  type ContactSettings,
  type DeliveryRates,
  type ShowroomSettings,
  socialNetworks,
  type SocialSettings,
} from './schemas/store-settings';
