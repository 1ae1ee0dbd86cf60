import { stringify } from 'csv-stringify/sync';
import type { FeedAvailability, FeedItem, FeedShipping } from './feed-items';

/** The Commerce Manager columns the Meta feed fills, in its template's order. */
export const metaColumns = [
  'id',
  'item_group_id',
  'title',
  'description',
  'availability',
  'availability_date',
  'condition',
  'price',
  'link',
  'image_link',
  'additional_image_link',
  'brand',
  'google_product_category',
  'product_type',
  'gender',
  'age_group',
  'color',
  'size',
  'material',
  'shipping',
] as const;

/** Meta writes availability in words ("in stock"), Google with underscores. */
const metaAvailability: Record<FeedAvailability, string> = {
  in_stock: 'in stock',
  out_of_stock: 'out of stock',
  preorder: 'preorder',
};

/** Meta's shipping cell: COUNTRY:REGION:SERVICE:PRICE, one per service, separated by commas. */
const shippingCell = (options: FeedShipping[]) =>
  options.map(({ country, service, price }) => `${country}::${service}:${price}`).join(',');

/**
 * The Meta (Facebook and Instagram) catalogue feed: a CSV with a header of Commerce
 * Manager's column names, one row per variant.
 */
export function metaFeedCsv(items: FeedItem[]): string {
  const rows = items.map((item) => ({
    ...item,
    availability: metaAvailability[item.availability],
    additional_image_link: item.additional_image_link.join(','),
    shipping: shippingCell(item.shipping),
  }));
  return stringify(rows, { header: true, columns: [...metaColumns] });
}
