/** The vocabularies of customer reviews, stored by lib/db/schema-reviews.ts (client-safe). */

/** A review waits for staff, then is shown or not: published and rejected may swap. */
export const reviewStatuses = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** How the piece fitted her, as she says: the product page's fit bar counts these. */
export const reviewFits = ['small', 'true', 'large'] as const;
export type ReviewFit = (typeof reviewFits)[number];
