import { actorOfViewer, api } from '@/lib/api';
import { uploadSlidePhoto } from '@/lib/content/admin';
import { validationFailed } from '@/lib/domain-error';
import { readPhotoForm, choosePhotoFile } from '@/lib/catalogue/admin';
import { contract } from './contract';

// POST /api/v1/admin/banner/{id}/photo[?crop=phone] multipart/form-data (photo)
// → {image, imagePhone}: the slide's desktop and phone crops made from the photo (or its
// phone crop alone). A form, not a server action: a phone's photo is larger than an
// action's body may be.
export const POST = api(contract.POST, async ({ params, query, viewer, request }) => {
  const actor = await actorOfViewer(viewer);
  const { photos } = await readPhotoForm(request);
  if (photos.length !== 1) throw validationFailed({ photo: choosePhotoFile });
  return uploadSlidePhoto(actor, { slideId: params.id, file: photos[0]!.file, crop: query.crop });
});
