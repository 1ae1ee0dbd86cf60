/** The vocabularies of discount codes, stored by lib/db/schema-discounts.ts (client-safe). */

/** A percentage of the eligible pieces' subtotal, or a fixed amount in BDT off it. */
export const discountKinds = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof discountKinds)[number];

/**
 * Which pieces a code applies to: all of them, or those in its categories (and the
 * categories beneath them). Kept apart from the list of categories so that a code whose
 * last category is deleted applies to nothing, never to everything.
 */
export const discountScopes = ['all', 'categories'] as const;
export type DiscountScope = (typeof discountScopes)[number];
