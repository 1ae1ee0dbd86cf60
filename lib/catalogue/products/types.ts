/** The catalogue's answer shapes (docs/api-reference.md, Shapes and Catalogue). */

export type ProductImage = { photo: string; alt: string };

/**
 * One piece of a style group: the same style in another colour (docs/decisions.md 21).
 * `colour` is the piece's colour value, `swatch` its #rrggbb (null: none set yet).
 */
export type StyleColour = {
  id: number;
  slug: string;
  name: string;
  colour: string | null;
  swatch: string | null;
  /** The piece the list is shown on. */
  current: boolean;
};

export type ProductSummary = {
  id: number;
  slug: string;
  name: string;
  /** The SKU the storefront shows. */
  title: string;
  /** Never empty: a product without images gets the placeholder. */
  image: ProductImage[];
  main_category: string;
  main_category_slug: string;
  /** BDT; null only for a product that has no variants yet. */
  min_price: number | null;
  max_price: number | null;
  in_stock: boolean;
  created_at: string;
  /** The published pieces of its style group, itself marked; absent when it has none. */
  colours?: StyleColour[];
  /** Its customers' average rating (one decimal) and how many; absent without reviews. */
  rating?: { average: number; count: number };
};

export type ProductPage = {
  count: number;
  next: string | null;
  previous: string | null;
  results: ProductSummary[];
};

export type ProductDetail = ProductSummary & {
  description: string;
  /** How to look after the piece (not in the contract's list; extra fields are allowed). */
  care: string;
  main_category_id: number;
  /** Sewn to the shopper's measurements (extra fields, docs/api-reference.md). */
  made_to_measure: boolean;
  /** About how long a made-to-measure piece takes; null otherwise. */
  lead_time_days: number | null;
  /** The measurements it asks for (keys of lib/validation/measurement-kinds.ts); empty otherwise. */
  measurement_fields: string[];
  images: ProductImage[];
  variants: {
    id: number;
    sku: string;
    size: string;
    colour: string;
    price: number;
    stock: number;
    in_stock: boolean;
  }[];
  attributes: { name: string; slug: string; values: { name: string; slug: string }[] }[];
  tags: { id: number; name: string; slug: string }[];
  breadcrumbs: { name: string; slug: string }[];
  related: ProductSummary[];
  /** The published pieces of its style group, itself marked; [] when it has none. */
  colours: StyleColour[];
};

type CategoryFields = {
  id: number;
  name: string;
  slug: string;
  /** The storefront path, or null for a menu entry that is only a label. */
  url: string | null;
  online_visible: boolean;
};

export type Category = CategoryFields & { children: Category[] };

export type FlatCategory = CategoryFields & { parent: number | null };

export type FacetCount = {
  id: number;
  name: string;
  slug: string;
  count: number;
  /** The colour a value's swatch is drawn in (#rrggbb), where it has one (colours). */
  swatch?: string;
};

export type Facets = {
  categories: FacetCount[];
  attributes: { id: number; name: string; slug: string; values: FacetCount[] }[];
  tags: FacetCount[];
  /** Null when no product matches. */
  price: { min: number | null; max: number | null };
};

/**
 * One variant as GET /api/v1/product/variants answers it: what a cart line shows and the
 * price and stock to check it against. `active` is false only in answers to staff.
 */
export type VariantLookup = ProductDetail['variants'][number] & {
  product_id: number;
  slug: string;
  name: string;
  active: boolean;
  /** The product's first photo (or the placeholder). */
  image: string;
  /** A made-to-measure piece's lead time (cart lines show it); null for others. */
  lead_time_days?: number | null;
};

/** A product as GET /api/v1/product/summaries answers it: a card, and its variants to buy. */
export type ProductWithVariants = ProductSummary & { variants: ProductDetail['variants'] };

/** One step of a breadcrumb trail; a menu label has no page of its own (`path` null). */
export type Crumb = { name: string; path: string | null };
