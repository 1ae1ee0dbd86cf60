import { type FeedProduct, variantLink } from '@/lib/catalogue';
import { store } from '@/lib/config';
import { addDays, dhakaDayOf } from '@/lib/format/dhaka-day';
import type { DeliveryRates } from '@/lib/content/schemas/store-settings';
import { absoluteUrl } from '@/lib/content/seo/absolute-url';
import { shippingOptions, zoneNames } from './shipping';

/** Google's and Meta's word for whether a piece can be bought now. */
export type FeedAvailability = 'in_stock' | 'out_of_stock' | 'preorder';

export type FeedShipping = { country: string; service: string; price: string };

/**
 * One variant (a size in a colour) as both feeds list it: Google Merchant Center's product
 * data specification and Meta's catalogue fields, which share these names.
 */
export type FeedItem = {
  id: string;
  item_group_id: string;
  title: string;
  description: string;
  link: string;
  image_link: string;
  additional_image_link: string[];
  availability: FeedAvailability;
  /** When a made-to-measure piece ordered now is ready (ISO 8601, Dhaka time). */
  availability_date?: string;
  price: string;
  brand: string;
  condition: 'new';
  identifier_exists: 'no';
  gender?: string;
  age_group?: string;
  color: string;
  size: string;
  material?: string;
  google_product_category?: string;
  product_type: string;
  shipping: FeedShipping[];
};

/**
 * Merchant Center reads at most 10 additional images; titles may have 150 characters there,
 * 100 at Meta: the shorter, so both show the same.
 */
export const feedLimits = { additionalImages: 10, title: 100, description: 5000 } as const;

/** A price as both feeds write it: "452000.00 BDT". */
export const feedPrice = (amount: number) => `${amount.toFixed(2)} ${store.currency}`;

const clip = (text: string, length: number) =>
  text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;

/** The piece's name with its colour, unless the name says it already ("Maroon Zardozi Lehenga"). */
const titleOf = (name: string, colour: string) =>
  clip(
    name.toLowerCase().includes(colour.toLowerCase()) ? name : `${name} – ${colour}`,
    feedLimits.title,
  );

const availabilityOf = (product: FeedProduct, stock: number): FeedAvailability => {
  if (stock <= 0) return 'out_of_stock';
  return product.madeToMeasure && product.leadTimeDays ? 'preorder' : 'in_stock';
};

/**
 * Every variant of every product as a feed item. `now` dates a made-to-measure piece's
 * readiness: the day it would be ready if ordered today, at the start of that Dhaka day.
 */
export function feedItems(
  products: FeedProduct[],
  rates: DeliveryRates,
  siteUrl: string,
  now: Date,
): FeedItem[] {
  const today = dhakaDayOf(now);
  return products.flatMap((product) => {
    const [first, ...more] = product.images.map((photo) => absoluteUrl(siteUrl, photo));
    const productType = product.categoryPath.join(' > ');
    return product.variants.map((variant): FeedItem => {
      const availability = availabilityOf(product, variant.stock);
      return {
        id: variant.sku,
        item_group_id: product.sku,
        title: titleOf(product.name, variant.colour),
        description: clip(
          product.description || `${product.name}: ${productType}`,
          feedLimits.description,
        ),
        link: absoluteUrl(siteUrl, variantLink(product.slug, variant)),
        image_link: first!,
        additional_image_link: more.slice(0, feedLimits.additionalImages),
        availability,
        ...(availability === 'preorder' && {
          availability_date: `${addDays(today, product.leadTimeDays!)}T00:00+06:00`,
        }),
        price: feedPrice(variant.price),
        brand: store.name,
        condition: 'new',
        identifier_exists: 'no',
        ...(product.gender && { gender: product.gender }),
        ...(product.ageGroup && { age_group: product.ageGroup }),
        color: variant.colour,
        size: variant.size,
        ...(product.material && { material: product.material }),
        ...(product.googleCategory && { google_product_category: product.googleCategory }),
        product_type: productType,
        shipping: shippingOptions(variant.price, rates).map((option) => ({
          country: 'BD',
          service: zoneNames[option.zone],
          price: feedPrice(option.charge),
        })),
      };
    });
  });
}
