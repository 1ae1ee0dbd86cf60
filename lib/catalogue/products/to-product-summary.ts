import 'server-only';
import type { Locale } from '@/i18n/routing';
import { localized } from './localized-text';
import { photoAlt } from './photo-alts';
import type { ImageRow, SummaryRow } from './summary-fields';
import type { ProductImage, ProductSummary } from './types';

/** public/images/placeholder-product.webp: shown for a product that has no photos yet. */
export const placeholderImagePath = '/images/placeholder-product.webp';

/**
 * The photos with their alt texts: as stored, or the product's name when none was typed.
 * `bangla` is the piece's Bangla name on a Bangla page: every photo is then named by it
 * (photoAlt), since the stored alts are English.
 */
export function toProductImages(
  images: ImageRow[],
  productName: string,
  bangla?: { locale: Locale; name: string },
): ProductImage[] {
  if (images.length === 0) return [{ photo: placeholderImagePath, alt: productName }];
  if (bangla) {
    return images.map(({ photo }, index) => ({
      photo,
      alt: photoAlt(bangla.locale, bangla.name, index),
    }));
  }
  return images.map(({ photo, alt }) => ({ photo, alt: alt || productName }));
}

export function toProductSummary(
  row: SummaryRow,
  images: ImageRow[],
  locale: Locale = 'en',
): ProductSummary {
  const name = localized(locale, row.name, row.nameBn);
  const bangla = name === row.name ? undefined : { locale, name };
  return {
    id: row.id,
    slug: row.slug,
    name,
    title: row.title,
    image: toProductImages(images, name, bangla),
    main_category: localized(locale, row.categoryName, row.categoryNameBn),
    main_category_slug: row.categorySlug,
    min_price: row.minPrice,
    max_price: row.maxPrice,
    in_stock: row.inStock,
    created_at: row.createdAt.toISOString(),
    ...(row.reviewCount
      ? {
          rating: {
            average: Math.round(((row.ratingSum ?? 0) / row.reviewCount) * 10) / 10,
            count: row.reviewCount,
          },
        }
      : {}),
  };
}
