import type { ProductInput } from '@/lib/catalogue/schemas/product-editor';
import type { ProductState } from './product-state';

/** A product's current state as the form's values (and the base a CSV row changes). */
export function toProductInput(state: ProductState): ProductInput {
  return {
    name: state.name,
    nameBn: state.nameBn,
    descriptionBn: state.descriptionBn,
    sku: state.sku,
    slug: state.slug,
    description: state.description,
    care: state.care,
    careBn: state.careBn,
    categoryId: state.categoryId,
    status: state.status,
    isNewArrival: state.isNewArrival,
    isFeatured: state.isFeatured,
    madeToMeasure: state.madeToMeasure,
    leadTimeDays: state.leadTimeDays,
    attributeValueIds: [...state.attributeValueIds],
    tagIds: [...state.tagIds],
    styleCode: state.styleCode,
    gender: state.gender,
    ageGroup: state.ageGroup,
    material: state.material,
    googleCategory: state.googleCategory,
    variants: state.variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      size: variant.size,
      colour: variant.colour,
      price: variant.price,
      stock: variant.stock,
      stockWas: variant.stock,
      lowStockThreshold: variant.lowStockThreshold,
    })),
  };
}
