export {
  changePasswordSchema,
  emailSchema,
  loginSchema,
  otpBodySchema,
  otpSchema,
  passwordSchema,
  type ProfileInput,
  profileSchema,
  resetPasswordSchema,
  signupSchema,
} from './account';
export { type AddressInput, addressSchema } from './address';
export { districtsByDivision, type Division, divisions } from './bangladesh-regions';
export { customerNoteLength } from './customers';
export { type FittingSettings, weekdayLabels, weekdays } from './fitting-settings';
export {
  convert,
  inMeasurementOrder,
  isMeasurementKey,
  leadTimeWeeks,
  type MeasurementKey,
  measurementKeys,
  measurementKinds,
  type MeasurementUnit,
  measurementUnits,
  rangeIn,
} from './measurement-kinds';
export {
  type LineMeasurements,
  lineMeasurementsSchema,
  measurementProblems,
  type SavedMeasurements,
} from './measurements';
export { contactSchema, deliveryZoneFor, orderAddressSchema } from './order';
export { type AdvanceKind, type PaymentSettings } from './payment-settings';
export { normalizePhone, phoneSchema } from './phone';
export { type StaffOrderSource, staffOrderSources, type StaffPaymentChoice } from './staff-order';
export {
  type ContactSettings,
  type DeliveryRates,
  type ShowroomSettings,
  socialNetworks,
  type SocialSettings,
} from './store-settings';
export { trackCodeBodySchema, type TrackCodeInput } from './track-order';
