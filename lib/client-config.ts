/**
 * The constants the shoppers' pages read in the browser: the store's telephone (the error
 * page names it), timings, the local-storage key and the browser's limits. Apart from
 * lib/config.ts, which re-exports them and holds the store's identity, so that the header's
 * and the cart's code does not load the staff's limits, the site's link lists and the
 * store's description with every page (docs/architecture.md, "Client islands"). Client
 * components import them from here.
 */
export const storePhone = '+880 1711-000000';

export const timing = {
  /** Long enough to read a slide; WCAG 2.2.2 also asks for the pause button it has. */
  bannerAutoplayMs: 7000,
  /** docs/decisions.md 6: the old store waited 3 s; our API answers fast. */
  searchPreviewDelayMs: 400,
  searchPreviewMinLength: 3,
  menuDelayMs: 100,
  /** A passing notice (a piece saved to the wishlist) stays this long unless pointed at or focused. */
  passingNoticeMs: 6000,
} as const;

/** Local-storage key of the persisted client state (docs/store-spec.md section 3). */
export const storageKey = 'root26';

/**
 * How much the browser keeps: a cart and a guest's wishlist of at most this many entries
 * (a stored value longer than that is treated as corrupted), and the most ids one lookup
 * (GET /api/v1/product/variants or /summaries) takes, so a whole cart is one request.
 */
export const clientLimits = {
  cartLines: 100,
  wishlist: 100,
  lookupIds: 100,
} as const;
