import { store } from '@/lib/config';
import { escapeXml } from '@/lib/content/seo/sitemap-xml';
import type { FeedItem, FeedShipping } from './feed-items';

const element = (name: string, value: string) => `<g:${name}>${escapeXml(value)}</g:${name}>`;

const shippingXml = ({ country, service, price }: FeedShipping) =>
  `<g:shipping>${element('country', country)}${element('service', service)}${element('price', price)}</g:shipping>`;

/** An item's fields in Merchant Center's `g:` namespace, lists as repeated elements. */
function itemXml(item: FeedItem): string {
  const { shipping, additional_image_link: images, ...single } = item;
  const fields = [
    ...Object.entries(single).map(([name, value]) => element(name, value)),
    ...images.map((image) => element('additional_image_link', image)),
    ...shipping.map(shippingXml),
  ];
  return `<item>${fields.join('')}</item>`;
}

/**
 * The Google Merchant Center feed: RSS 2.0 with the product data specification's `g:`
 * fields, one <item> per variant.
 */
export function googleFeedXml(items: FeedItem[], siteUrl: string): string {
  const channel = [
    `<title>${escapeXml(store.name)}</title>`,
    `<link>${escapeXml(siteUrl)}</link>`,
    `<description>${escapeXml(`${store.name}: every piece in every size and colour`)}</description>`,
  ].join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>${channel}\n${items.map(itemXml).join('\n')}\n</channel>\n</rss>\n`;
}
