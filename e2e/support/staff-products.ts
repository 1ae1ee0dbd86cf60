/**
 * The category the staff specs make their products in (e2e/admin, e2e/api-contract/*.staff.ts):
 * the demo's Potli Bags, which no shopper spec counts or lists. The shopper specs choose
 * their pieces from the other categories (e2e/catalog/support.ts, findProduct), so a piece a
 * staff spec publishes, archives or gives photos to is never the one a shopper spec reads.
 */
export const staffCategory = { slug: 'potli-bags', name: 'Potli Bags' } as const;

/** True for a product in the staff specs' category, read from its breadcrumbs. */
export const inStaffCategory = (product: { breadcrumbs: { slug: string }[] }) =>
  product.breadcrumbs.some((crumb) => crumb.slug === staffCategory.slug);
