export { listTemplates } from './message-templates/list-templates';
export { resetTemplate } from './message-templates/reset-template';
export { saveTemplate } from './message-templates/save-template';
export { templateKeySchema, templateSaveSchema } from './message-templates/schemas';
export { type TemplateView } from './message-templates/types';
export { createSlide, deleteSlide, moveSlide, updateSlide } from './pages/banner/edit-slides';
export { removeSlidePhoto, type SlidePhotos, uploadSlidePhoto } from './pages/banner/slide-photo';
export { type BannerSlideRow, isLive, listBannerSlides } from './pages/banner/slides';
export { getInfoPageSource, listInfoPagesForEditing } from './pages/get-info-page';
export { renderMarkdown } from './pages/markdown';
export { saveInfoPage } from './pages/save-info-page';
export { deleteSizeGuide, saveSizeGuide } from './pages/size-guides/edit';
export {
  getSizeGuideSource,
  listSizeGuideCategories,
  type SizeGuideListing,
} from './pages/size-guides/read';
export {
  bannerSlideIdSchema,
  bannerSlideMoveSchema,
  bannerSlideSchema,
  bannerSlideUpdateSchema,
  infoPageSchema,
  previewSchema,
  sizeGuideCategorySchema,
  sizeGuideSchema,
  slidePhotoParamsSchema,
  slidePhotoQuerySchema,
} from './schemas/content';
export { settingsFormSchema, type SettingsSection } from './schemas/store-settings';
export { currentSettings } from './settings/read-settings';
export { saveSettings } from './settings/save-settings';
