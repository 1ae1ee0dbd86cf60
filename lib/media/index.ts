export { mediaExtension, mediaKeyOfUrl, mediaUrlOf } from './media-key';
export { newOriginalKey, originalContentTypes } from './original-key';
export {
  photoNotFound,
  photoOriginalLost,
  photosChanged,
  photosRefused,
  photoUploadNotFound,
  printableFileName,
} from './photo-errors';
export {
  checkPhoto,
  processPhoto,
  processPhotoCrops,
  type CheckedPhoto,
  type PhotoCrop,
  type PhotoFile,
  type ProcessedPhoto,
} from './process-photo';
export { readPhotoForm } from './read-photo-form';
export { serveMedia } from './serve-media';
export { resolveMediaFile } from './storage';
export { mediaStorage } from './storage/configured';
export type { MediaStorage } from './storage/media-storage';
