import { photoAttributes, type PhotoAttributes } from '@/components/ui/photo';
import type { ProductImage } from '@/lib/catalogue';

/** A product photo with its gallery sources worked out on the server (components/ui/photo.tsx). */
export type GalleryPhoto = ProductImage & { slide: PhotoAttributes; thumbnail: PhotoAttributes };

const slideSizes = '(min-width: 1280px) 700px, (min-width: 1024px) 55vw, 100vw';
const thumbnailSize = { width: 72, height: 90 };

export function galleryPhotos(images: ProductImage[]): GalleryPhoto[] {
  return images.map((image, index) => ({
    ...image,
    slide: photoAttributes({
      src: image.photo,
      alt: image.alt,
      fill: true,
      sizes: slideSizes,
      largest: index === 0,
      // The later photos are lazy, but beside the first in a scrolling row Chrome fetches
      // them at once: low priority keeps them from sharing the line with the first.
      ...(index > 0 && { fetchPriority: 'low' as const }),
      className: 'object-cover',
    }),
    // A fixed size: a 1x and a 2x source, not every width the optimiser makes.
    thumbnail: photoAttributes({
      src: image.photo,
      alt: '',
      ...thumbnailSize,
      className: 'h-full w-full object-cover',
    }),
  }));
}
