export {
  changePasswordSchema,
  emailSchema,
  loginSchema,
  otpBodySchema,
  otpSchema,
  passwordSchema,
  profileSchema,
  resetPasswordSchema,
  signupSchema,
  type ProfileInput,
} from './account';
export { addressSchema, type AddressInput } from './address';
export { districtsByDivision, divisions, type Division } from './bangladesh-regions';
export { customerNoteLength } from './customers';
export { weekdayLabels, weekdays, type FittingSettings } from './fitting-settings';
export {
  convert,
  inMeasurementOrder,
  isMeasurementKey,
  leadTimeWeeks,
  measurementKeys,
  measurementKinds,
  measurementUnits,
  rangeIn,
  type MeasurementKey,
  type MeasurementUnit,
} from './measurement-kinds';
export {
  lineMeasurementsSchema,
  measurementProblems,
  type LineMeasurements,
  type SavedMeasurements,
} from './measurements';
export { contactSchema, deliveryZoneFor, orderAddressSchema } from './order';
export type { AdvanceKind, PaymentSettings } from './payment-settings';
export { normalizePhone, phoneSchema } from './phone';
export { staffOrderSources, type StaffOrderSource, type StaffPaymentChoice } from './staff-order';
export {
  socialNetworks,
  type ContactSettings,
  type DeliveryRates,
  type ShowroomSettings,
  type SocialSettings,
} from './store-settings';
export { trackCodeBodySchema, type TrackCodeInput } from './track-order';
