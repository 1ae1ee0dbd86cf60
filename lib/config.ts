/**
 * The store's identity, contacts and constants (store-spec.md sections 1 and 9).
 * Safe for client components: nothing secret lives here.
 */
export const store = {
  name: 'Noor-e-Jahan',
  tagline: 'Bridal, party and designer couture',
  email: 'care@noorejahan.com.bd',
  phone: '+880 1711-000000',
  address: 'House 42, Road 11, Banani, Dhaka 1213, Bangladesh',
  currency: 'BDT',
} as const;

export const catalogue = {
  pageSize: 12,
  firstPage: 1,
  maxPageSize: 100,
  searchPreviewSize: 12,
} as const;

/** Local-storage key of the persisted client state (store-spec.md section 3). */
export const storageKey = 'root26';
