export { getLiveBannerSlides } from './banner/cached';
export { createSlide, deleteSlide, moveSlide, updateSlide } from './banner/edit-slides';
export { removeSlidePhoto, uploadSlidePhoto, type SlidePhotos } from './banner/slide-photo';
export { isLive, listBannerSlides, type BannerSlideRow, type LiveSlide } from './banner/slides';
export { getCachedInfoPage } from './cached';
export { getInfoPageSource, listInfoPagesForEditing, listInfoPageSlugs } from './get-info-page';
export { renderMarkdown } from './markdown';
export { saveInfoPage } from './save-info-page';
export { sizeGuideForCategory } from './size-guides/cached';
export { deleteSizeGuide, saveSizeGuide } from './size-guides/edit';
export {
  getSizeGuideSource,
  listSizeGuideCategories,
  type SizeGuide,
  type SizeGuideListing,
} from './size-guides/read';
