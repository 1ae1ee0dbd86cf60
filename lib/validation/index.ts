export {
  changePasswordSchema,
  emailSchema,
  forgotPasswordSchema,
  googleLoginSchema,
  loginSchema,
  otpSchema,
  passwordSchema,
  phoneChangeSchema,
  phoneLoginBodySchema,
  profileSchema,
  resetPasswordSchema,
  signupSchema,
  verifyIdentifierSchema,
  type ProfileInput,
  type SignupInput,
} from './account';
export { addressSchema, type AddressInput } from './address';
export {
  photoAltBodySchema,
  photoUploadParamsSchema,
  productExportQuerySchema,
  productImportQuerySchema,
  productPhotoParamsSchema,
  productPhotosParamsSchema,
  reorderPhotosBodySchema,
} from './admin-product-api';
export { districtsByDivision } from './bangladesh-regions';
export {
  categoryTreeArgumentsSchema,
  listingRequestSchema,
  listingScopeSchema,
  listUrlSchema,
  productIdsSchema,
  productKeySchema,
  publicListArgumentsSchema,
  readerIdSchema,
  readerLocaleSchema,
  readerSlugSchema,
  sitemapIndexSchema,
} from './cached-readers';
export {
  cartBodySchema,
  wishlistBodySchema,
  wishlistParamsSchema,
  type CartLineInput,
} from './cart';
export {
  blankToUndefined,
  categoryTreeQuerySchema,
  contentLocaleQuerySchema,
  listQuerySchema,
  localisedIdListQuerySchema,
  localisedListQuerySchema,
  optional,
  productIdParamsSchema,
  productSlugQuerySchema,
  type CategoryTreeQuery,
  type ListQuery,
  type ProductOrdering,
} from './catalog';
export {
  bannerSlideIdSchema,
  bannerSlideMoveSchema,
  bannerSlideSchema,
  bannerSlideUpdateSchema,
  checkbox,
  dhakaDateTime,
  infoPageSchema,
  previewSchema,
  sizeGuideCategorySchema,
  sizeGuideSchema,
  slidePhotoParamsSchema,
  slidePhotoQuerySchema,
  type BannerSlideInput,
  type InfoPageInput,
  type SlidePhotoCrop,
} from './content';
export {
  customerNoteSchema,
  customerPageSize,
  customerSearchSchema,
  type CustomerSearch,
} from './customers';
export {
  clockMinutes,
  fittingSettingsDefaults,
  type FittingSettings,
  type Weekday,
} from './fitting-settings';
export {
  cancelTokenSchema,
  fittingBookingBodySchema,
  fittingCancelBodySchema,
  fittingCodeBodySchema,
  fittingDaySchema,
  fittingSlotsQuerySchema,
  fittingStatusChangeSchema,
  type FittingBookingInput,
  type FittingStatusChange,
} from './fitting';
export { flag, longText, numeric, whole } from './form-values';
export {
  failedJobsQuerySchema,
  failedJobStates,
  jobRefSchema,
  type FailedJobsQuery,
  type FailedJobState,
  type JobRef,
} from './jobs';
export { listingCountQuerySchema, type ListingCountQuery } from './listing-count';
export { localeSchema } from './locale';
export {
  convert,
  inMeasurementOrder,
  isMeasurementKey,
  kindsOf,
  type MeasurementUnit,
} from './measurement-kinds';
export {
  categoryMeasurementsSchema,
  measurementProblems,
  profileMeasurementsSchema,
  type LineMeasurements,
  type ProfileMeasurements,
  type SavedMeasurements,
} from './measurements';
export {
  createOccasionSchema,
  deleteOccasionSchema,
  moveOccasionSchema,
  updateOccasionSchema,
  type CreateOccasionInput,
  type UpdateOccasionInput,
} from './occasions';
export {
  deskOrderQuerySchema,
  deskOrderSorts,
  deskPageSize,
  moveOrderFormSchema,
  moveOrderOptionsSchema,
  orderNoteFormSchema,
  orderNoteSchema,
  refundFormSchema,
  refundSchema,
  type DeskOrderQuery,
  type DeskOrderQueryInput,
  type DeskOrderSort,
  type MoveOrderOptions,
  type MoveOrderOptionsInput,
  type RefundInput,
} from './order-desk';
export {
  checkoutCodeBodySchema,
  idempotencyKeySchema,
  orderBodySchema,
  orderNumberParamsSchema,
  type OrderInput,
} from './order';
export { normalizePhone, phoneSchema } from './phone';
export {
  adminProductPageSize,
  adminProductQuerySchema,
  adminProductSorts,
  productInputSchema,
  productStatusChangeSchema,
  productStatuses,
  productUpdateSchema,
  stockStates,
  type AdminProductQuery,
  type AdminProductSort,
  type ProductInput,
  type ProductStatusChange,
  type StockState,
  type VariantInput,
} from './product-editor';
export {
  addProductPhotosSchema,
  choosePhotoFile,
  photoUploadSchema,
  productPhotoSchema,
  productPhotosSchema,
  reorderProductPhotosSchema,
  setPhotoAltSchema,
  type AddProductPhotosInput,
  type PhotoUploadInput,
  type ProductPhotoInput,
  type ProductPhotosInput,
  type ReorderProductPhotosInput,
  type SetPhotoAltInput,
} from './product-photos';
export {
  orderPiecesQuerySchema,
  orderQuoteFormSchema,
  orderQuoteSchema,
  staffOrderFormSchema,
  staffOrderSchema,
  type OrderQuoteInput,
  type StaffCustomer,
  type StaffOrder,
  type StaffOrderInput,
  type StaffOrderSource,
} from './staff-order';
export {
  auditQuerySchema,
  changeRoleSchema,
  confirmAuthenticatorSchema,
  invitationIdSchema,
  inviteStaffSchema,
  secondStepSchema,
  staffMemberSchema,
  type AuditQuery,
  type InviteStaffInput,
} from './staff';
export {
  lowStockQuerySchema,
  lowStockThresholdSchema,
  stockAdjustmentFormSchema,
  stockAdjustmentSchema,
  stockHistoryQuerySchema,
  type AdjustmentReason,
  type LowStockQuery,
  type StockAdjustment,
  type StockAdjustmentInput,
  type StockHistoryQuery,
} from './stock';
export {
  settingsFormSchema,
  settingsSchemas,
  socialNetworks,
  type ContactSettings,
  type DeliveryRates,
  type SettingsSection,
  type ShowroomSettings,
  type StoreSettings,
} from './store-settings';
export {
  categoryVisibilitySchema,
  createAttributeValueSchema,
  createCategorySchema,
  createTagSchema,
  deleteAttributeValueSchema,
  deleteCategorySchema,
  deleteTagSchema,
  moveAttributeValueSchema,
  moveCategoryStepSchema,
  renameAttributeSchema,
  renameTagSchema,
  toSlug,
  updateAttributeValueSchema,
  updateCategorySchema,
  type CreateAttributeValueInput,
  type CreateCategoryInput,
  type CreateTagInput,
  type DeleteCategoryInput,
  type RenameAttributeInput,
  type RenameTagInput,
  type UpdateAttributeValueInput,
  type UpdateCategoryInput,
} from './taxonomy';
export {
  trackCodeBodySchema,
  trackedNumberSchema,
  trackOrderBodySchema,
  type TrackCodeInput,
  type TrackOrderInput,
} from './track-order';
export {
  emailParamsSchema,
  phoneParamsSchema,
  userAddressParamsSchema,
  userIdParamsSchema,
} from './user-api';
