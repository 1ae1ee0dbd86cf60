/** The vocabularies of discount codes, shared by the services and the pages (client-safe). */
export {
  discountKinds,
  discountScopes,
  type DiscountKind,
  type DiscountScope,
} from '@/lib/db/values/discounts';

/** How a code is spelled: letters, digits, dashes and underscores. */
export const discountCodePattern = /^[A-Za-z0-9_-]{3,32}$/;
