/**
 * Google's product category of the demo catalogue's pieces, by their category's slug
 * (Google's taxonomy paths, which Merchant Center takes as well as ids); the rest are clothing.
 */
const accessories: Record<string, string> = {
  'jewellery-sets': 'Apparel & Accessories > Jewelry > Jewelry Sets',
  dupattas: 'Apparel & Accessories > Clothing Accessories > Scarves & Shawls',
  'winter-shawls': 'Apparel & Accessories > Clothing Accessories > Scarves & Shawls',
  'potli-bags': 'Apparel & Accessories > Handbags, Wallets & Cases > Handbags',
  clutches: 'Apparel & Accessories > Handbags, Wallets & Cases > Handbags',
};

export const googleCategoryOf = (categorySlug: string) =>
  accessories[categorySlug] ?? 'Apparel & Accessories > Clothing';
