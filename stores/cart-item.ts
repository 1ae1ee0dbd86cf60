import type { Locale } from '@/i18n/routing';
import type { ProductDetail } from '@/lib/catalogue';
import type { CartItem } from './cart-reducers';

type ProductPart = {
  id: number;
  slug: string;
  name: string;
  image: string;
  /** Set on a made-to-measure piece, so its line shows how long it takes. */
  lead_time_days?: number | null;
};
type VariantPart = Pick<
  ProductDetail['variants'][number],
  'id' | 'sku' | 'size' | 'colour' | 'price' | 'stock'
>;

/**
 * A cart line for `quantity` of a product's variant: the one place that shape is built.
 * `locale` is the language the product's name was read in.
 */
export function toCartItem(
  product: ProductPart,
  variant: VariantPart,
  quantity = 1,
  locale: Locale = 'en',
): CartItem {
  return {
    id: variant.id,
    quantity,
    price: variant.price,
    stock: variant.stock,
    productId: product.id,
    slug: product.slug,
    name: product.name,
    sku: variant.sku,
    size: variant.size,
    colour: variant.colour,
    image: product.image,
    ...(product.lead_time_days ? { leadTimeDays: product.lead_time_days } : {}),
    ...(locale === 'bn' ? { lang: 'bn' as const } : {}),
  };
}
