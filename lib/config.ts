/**
 * The store's identity, contacts, links and constants (docs/store-spec.md sections 1, 2 and 9).
 * Safe for client components: nothing secret lives here. Staff change the contacts, the
 * showroom, the social links and the delivery charges in the store's settings
 * (lib/content/settings); the e-mail, phone and address here are their defaults, and what messages
 * and the error page name, which must not wait on the database.
 */

import { storePhone } from './client-config';

export { clientLimits, storageKey, storePhone, timing } from './client-config';

export const store = {
  name: 'Noor-e-Jahan',
  tagline: 'Bridal, party and designer couture',
  about:
    'A Dhaka couture house dressing brides and their families since 2009: hand-embroidered lehengas, gowns, sharara and sarees, fitted to you in our Banani atelier and delivered across Bangladesh.',
  email: 'care@noorejahan.com.bd',
  phone: storePhone,
  address: 'House 42, Road 11, Banani, Dhaka 1213, Bangladesh',
  addressBn: 'বাড়ি ৪২, রোড ১১, বনানী, ঢাকা ১২১৩, বাংলাদেশ',
  currency: 'BDT',
  foundedYear: 2009,
} as const;

/** Header navigation (docs/store-spec.md section 2, Layout). */
export const topNavigation = [
  { label: 'BRIDAL', href: '/occasion/bridal' },
  { label: 'PARTY', href: '/occasion/party' },
  { label: 'DESIGNER WEAR', href: '/occasion/designer_wear' },
  { label: 'SHOP', href: '/shop' },
  { label: 'FIND US', href: '/Store-locator' },
] as const;

export const occasionLinks = [
  { label: 'Bridal', href: '/occasion/bridal' },
  { label: 'Party', href: '/occasion/party' },
  { label: 'Designer Wear', href: '/occasion/designer_wear' },
  { label: 'Accessories', href: '/occasion/accessories' },
] as const;

/** The customer-policy pages under /pages/. */
export const policyLinks = [
  { label: 'FAQ', href: '/pages/faq' },
  { label: 'About us', href: '/pages/about-us' },
  { label: 'Terms & conditions', href: '/pages/terms-and-conditions' },
  { label: 'Terms of use', href: '/pages/terms-of-use' },
  { label: 'Returns policy', href: '/pages/returns-policy' },
  { label: 'Privacy policy', href: '/pages/privacy-policy' },
] as const;

export const blogUrl = 'https://blog.noorejahan.com.bd';

export const catalogue = {
  pageSize: 12,
  firstPage: 1,
  maxPageSize: 100,
  searchPreviewSize: 12,
} as const;

/** Orders: the number's prefix, and how long an unpaid gateway order holds its stock. */
export const orderRules = {
  numberPrefix: 'NJ',
  paymentTimeoutMinutes: 30,
  /** The most orders GET /api/v1/orders answers with, newest first. */
  listLimit: 100,
} as const;

/**
 * Stock on the staff side: a variant is low at or below its own threshold, or this one when
 * it has none; how many rows a variant's history and the low-stock list show at a time.
 */
export const stockRules = {
  defaultLowStockThreshold: 2,
  historyPageSize: 50,
  lowStockPageSize: 25,
  maxPageSize: 100,
  /** The largest count, change or threshold a staff member may enter for one variant. */
  maxQuantity: 100_000,
  noteLength: 500,
} as const;

/**
 * Product photos staff upload (lib/catalogue/media/). A phone's photo is a few MB, so the limit
 * refuses only what is not one photo. Safe for the staff pages to show and check too.
 */
export const photoUploads = {
  maxFileBytes: 20 * 1024 * 1024,
  maxFiles: 20,
  /** One upload request at most: about as many phone photos as maxFiles. */
  maxRequestBytes: 100 * 1024 * 1024,
  altMaxLength: 300,
} as const;

/**
 * The product CSV staff import (lib/catalogue/products/editing/csv/): a catalogue of thousands of
 * variants fits; anything larger is split. Safe for the import page to show and check too.
 */
export const catalogueCsv = {
  maxImportBytes: 5 * 1024 * 1024,
} as const;

/**
 * How long a ready-to-wear parcel takes, in working days, as the product page tells shoppers
 * (messages/en/product.json, delivery.times): what the shopping feeds and the product
 * pages' structured data say of shipping. Handling is the day the order is packed.
 */
export const deliveryTimes = {
  handlingDays: { min: 0, max: 1 },
  insideDhaka: { min: 1, max: 3 },
  outsideDhaka: { min: 3, max: 7 },
} as const;
