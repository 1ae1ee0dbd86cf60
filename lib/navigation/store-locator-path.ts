/** The showroom page, at the old store's address with its capital S. */
export const storeLocatorPath = '/Store-locator';
