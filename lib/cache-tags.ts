/**
 * Cache tags, named once (docs/architecture.md, "Caching"). Cached readers tag what they
 * return with these; every write expires exactly the tags of what it changed
 * (lib/cache/expire.ts).
 */
export const cacheTags = {
  /** Everything read from the catalogue: a bulk change (an import, a seed) expires it all. */
  catalogue: 'catalogue',
  /** One product: its page, its card wherever it is shown, its stock and price. */
  product: (id: number) => `product:${id}`,
  /** A listing scoped to one category (and the categories beneath it). */
  categoryListing: (slug: string) => `listing:category:${slug}`,
  /** A listing scoped to one occasion. */
  occasionListing: (slug: string) => `listing:occasion:${slug}`,
  /** Listings that may show any product: the shop, search, the API's lists and facets. */
  allListings: 'listing:all',
  /** The Bangla names of the Size and Colour values a variant's size and colour are shown by. */
  variantWords: 'variant-words',
  /** The category tree: menus, breadcrumbs, category pages' names and descriptions. */
  categories: 'categories',
  /** Every information page: a bulk change (a seed) expires them all. */
  pages: 'pages',
  /** One information page: its page, its title and summary in link previews. */
  page: (slug: string) => `page:${slug}`,
  /** The home banner's slides. */
  banner: 'banner',
  /** One section of the store's settings (lib/content/settings): contacts, showroom, social, delivery. */
  settings: (section: string) => `settings:${section}`,
  /** The size guide of one category. */
  sizeGuide: (categoryId: number) => `size-guide:${categoryId}`,
  /** Which URLs exist: products added, published or archived; categories; pages. */
  sitemap: 'sitemap',
} as const;

/** Named lifetimes of next.config.mjs's `cacheLife`, for `cacheLife()` calls. */
export const cacheProfiles = {
  /** Catalogue reads: tags expire them on every change; the timer is a safety net. */
  catalogue: 'catalogue',
  /** The category tree, information pages and the sitemap: they change rarely. */
  structure: 'structure',
} as const;
