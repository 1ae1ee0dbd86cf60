import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/lib/db/connect';
import { bannerSlides, productImages, products } from '@/lib/db/schema';

/**
 * The demo banner's slides (seeded by migration 0013 without photographs, which a slide now
 * needs to be shown) get a photograph of the demo catalogue each, once, as the catalogue is
 * first seeded: a slide whose photograph staff take away later stays without one.
 */
export async function seedBannerPhotos(db: Pick<Database, 'select' | 'update'>): Promise<void> {
  const slides = await db
    .select({ id: bannerSlides.id })
    .from(bannerSlides)
    .where(and(isNull(bannerSlides.image), isNull(bannerSlides.imagePhone)))
    .orderBy(asc(bannerSlides.position), asc(bannerSlides.id));
  if (slides.length === 0) return;
  const photos = await db
    .select({ path: productImages.path, alt: products.name })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(and(eq(productImages.position, 0), eq(products.isActive, true)))
    .orderBy(asc(products.id))
    .limit(slides.length);
  for (const [index, photo] of photos.entries()) {
    await db
      .update(bannerSlides)
      .set({ image: photo.path, imageAlt: photo.alt })
      .where(eq(bannerSlides.id, slides[index]!.id));
  }
}
