import 'server-only';
import type { ImageRow, SummaryRow } from './summary-fields';
import type { ProductImage, ProductSummary } from './types';

/** public/images/placeholder-product.webp: shown for a product that has no photos yet. */
export const placeholderImagePath = '/images/placeholder-product.webp';

export function toProductImages(images: ImageRow[], productName: string): ProductImage[] {
  if (images.length === 0) return [{ photo: placeholderImagePath, alt: productName }];
  return images.map(({ photo, alt }) => ({ photo, alt: alt || productName }));
}

export function toProductSummary(row: SummaryRow, images: ImageRow[]): ProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    image: toProductImages(images, row.name),
    main_category: row.categoryName,
    main_category_slug: row.categorySlug,
    min_price: row.minPrice,
    max_price: row.maxPrice,
    in_stock: row.inStock,
    created_at: row.createdAt.toISOString(),
  };
}
