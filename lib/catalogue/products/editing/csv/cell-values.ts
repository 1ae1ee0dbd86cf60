import type { ProductInput, VariantInput } from '@/lib/catalogue/schemas/product-editor';
import { flagCell, joinList, type ProductColumn, type VariantColumn } from './columns';
import type { SlugLookups, SlugMap } from './slug-lookups';

type ProductValues = Omit<ProductInput, 'variants'>;
type VariantValues = Pick<VariantInput, 'sku' | 'size' | 'colour' | 'price' | 'stock'> & {
  lowStockThreshold?: number | null;
};

const slugs = (ids: number[], map: SlugMap) =>
  joinList(ids.map((id) => map.slugOf.get(id) ?? String(id)));

/** A product's fields as the cells of its rows. */
export function productCellValues(
  product: ProductValues,
  lookups: SlugLookups,
): Record<ProductColumn, string> {
  return {
    product_sku: product.sku,
    name: product.name,
    slug: product.slug ?? '',
    category: lookups.categories.slugOf.get(product.categoryId) ?? String(product.categoryId),
    status: product.status,
    new_arrival: flagCell(product.isNewArrival),
    featured: flagCell(product.isFeatured),
    tags: slugs(product.tagIds, lookups.tags),
    attributes: slugs(product.attributeValueIds, lookups.values),
    description: product.description,
    care: product.care,
    name_bn: product.nameBn ?? '',
    description_bn: product.descriptionBn ?? '',
    care_bn: product.careBn ?? '',
    gender: product.gender ?? '',
    age_group: product.ageGroup ?? '',
    material: product.material ?? '',
    google_product_category: product.googleCategory ?? '',
  };
}

/** A variant's fields as the cells of its row. */
export function variantCellValues(variant: VariantValues): Record<VariantColumn, string> {
  const threshold = variant.lowStockThreshold;
  return {
    variant_sku: variant.sku,
    size: variant.size,
    colour: variant.colour,
    price: String(variant.price),
    stock: String(variant.stock),
    low_stock_threshold: threshold === null || threshold === undefined ? '' : String(threshold),
  };
}
