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
  type ProfileInput,
  profileSchema,
  resetPasswordSchema,
  type SignupInput,
  signupSchema,
  verifyIdentifierSchema,
} from './account';
export { type AddressInput, addressSchema } from './address';
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
  type CartLineInput,
  wishlistBodySchema,
  wishlistParamsSchema,
} from './cart';
export {
  blankToUndefined,
  type CategoryTreeQuery,
  categoryTreeQuerySchema,
  contentLocaleQuerySchema,
  type ListQuery,
  listQuerySchema,
  localisedIdListQuerySchema,
  localisedListQuerySchema,
  optional,
  productIdParamsSchema,
  type ProductOrdering,
  productSlugQuerySchema,
} from './catalog';
export {
  bannerSlideIdSchema,
  type BannerSlideInput,
  bannerSlideMoveSchema,
  bannerSlideSchema,
  bannerSlideUpdateSchema,
  checkbox,
  dhakaDateTime,
  type InfoPageInput,
  infoPageSchema,
  previewSchema,
  sizeGuideCategorySchema,
  sizeGuideSchema,
  type SlidePhotoCrop,
  slidePhotoParamsSchema,
  slidePhotoQuerySchema,
} from './content';
export {
  customerNoteSchema,
  customerPageSize,
  type CustomerSearch,
  customerSearchSchema,
} from './customers';
export {
  clockMinutes,
  type FittingSettings,
  fittingSettingsDefaults,
  type Weekday,
} from './fitting-settings';
export {
  cancelTokenSchema,
  fittingBookingBodySchema,
  type FittingBookingInput,
  fittingCancelBodySchema,
  fittingCodeBodySchema,
  fittingDaySchema,
  fittingSlotsQuerySchema,
  type FittingStatusChange,
  fittingStatusChangeSchema,
} from './fitting';
export { flag, longText, numeric, whole } from './form-values';
export {
  type FailedJobsQuery,
  failedJobsQuerySchema,
  type FailedJobState,
  failedJobStates,
  type JobRef,
  jobRefSchema,
} from './jobs';
export { type ListingCountQuery, listingCountQuerySchema } from './listing-count';
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
  type LineMeasurements,
  measurementProblems,
  type ProfileMeasurements,
  profileMeasurementsSchema,
  type SavedMeasurements,
} from './measurements';
export {
  type CreateOccasionInput,
  createOccasionSchema,
  deleteOccasionSchema,
  moveOccasionSchema,
  type UpdateOccasionInput,
  updateOccasionSchema,
} from './occasions';
export {
  type DeskOrderQuery,
  type DeskOrderQueryInput,
  deskOrderQuerySchema,
  type DeskOrderSort,
  deskOrderSorts,
  deskPageSize,
  moveOrderFormSchema,
  type MoveOrderOptions,
  type MoveOrderOptionsInput,
  moveOrderOptionsSchema,
  orderNoteFormSchema,
  orderNoteSchema,
  refundFormSchema,
  type RefundInput,
  refundSchema,
} from './order-desk';
export {
  checkoutCodeBodySchema,
  idempotencyKeySchema,
  orderBodySchema,
  type OrderInput,
  orderNumberParamsSchema,
} from './order';
export { normalizePhone, phoneSchema } from './phone';
export {
  adminProductPageSize,
  type AdminProductQuery,
  adminProductQuerySchema,
  type AdminProductSort,
  adminProductSorts,
  type ProductInput,
  productInputSchema,
  type ProductStatusChange,
  productStatusChangeSchema,
  productStatuses,
  productUpdateSchema,
  type StockState,
  stockStates,
  type VariantInput,
} from './product-editor';
export {
  type AddProductPhotosInput,
  addProductPhotosSchema,
  choosePhotoFile,
  type PhotoUploadInput,
  photoUploadSchema,
  type ProductPhotoInput,
  productPhotoSchema,
  type ProductPhotosInput,
  productPhotosSchema,
  type ReorderProductPhotosInput,
  reorderProductPhotosSchema,
  type SetPhotoAltInput,
  setPhotoAltSchema,
} from './product-photos';
export {
  orderPiecesQuerySchema,
  orderQuoteFormSchema,
  type OrderQuoteInput,
  orderQuoteSchema,
  type StaffCustomer,
  type StaffOrder,
  staffOrderFormSchema,
  type StaffOrderInput,
  staffOrderSchema,
  type StaffOrderSource,
} from './staff-order';
export {
  type AuditQuery,
  auditQuerySchema,
  changeRoleSchema,
  confirmAuthenticatorSchema,
  invitationIdSchema,
  type InviteStaffInput,
  inviteStaffSchema,
  secondStepSchema,
  staffMemberSchema,
} from './staff';
export {
  type AdjustmentReason,
  type LowStockQuery,
  lowStockQuerySchema,
  lowStockThresholdSchema,
  type StockAdjustment,
  stockAdjustmentFormSchema,
  type StockAdjustmentInput,
  stockAdjustmentSchema,
  type StockHistoryQuery,
  stockHistoryQuerySchema,
} from './stock';
export {
  type ContactSettings,
  type DeliveryRates,
  settingsFormSchema,
  settingsSchemas,
  type SettingsSection,
  type ShowroomSettings,
  socialNetworks,
  type StoreSettings,
} from './store-settings';
export {
  categoryVisibilitySchema,
  type CreateAttributeValueInput,
  createAttributeValueSchema,
  type CreateCategoryInput,
  createCategorySchema,
  type CreateTagInput,
  createTagSchema,
  deleteAttributeValueSchema,
  type DeleteCategoryInput,
  deleteCategorySchema,
  deleteTagSchema,
  moveAttributeValueSchema,
  moveCategoryStepSchema,
  type RenameAttributeInput,
  renameAttributeSchema,
  type RenameTagInput,
  renameTagSchema,
  toSlug,
  type UpdateAttributeValueInput,
  updateAttributeValueSchema,
  type UpdateCategoryInput,
  updateCategorySchema,
} from './taxonomy';
export {
  trackCodeBodySchema,
  type TrackCodeInput,
  trackedNumberSchema,
  trackOrderBodySchema,
  type TrackOrderInput,
} from './track-order';
export {
  emailParamsSchema,
  phoneParamsSchema,
  userAddressParamsSchema,
  userIdParamsSchema,
} from './user-api';
