export {
  discountCategoryOptions,
  findStaffDiscountCode,
  listDiscountCodes,
  type StaffDiscountCode,
} from './admin/read-codes';
export { createDiscountCode, updateDiscountCode } from './admin/save-code';
export { setDiscountCodeActive } from './admin/switch-code';
export { linesSubtotal } from './amount';
export { checkCartDiscount } from './check-cart';
export { customerKeyOf } from './customer-key';
export { evaluateDiscount } from './evaluate';
export { orderDiscount } from './order-discount';
export { redeemDiscount, releaseDiscount } from './redeem';
export { refusalMessage } from './refusals';
export {
  cartDiscountBodySchema,
  discountCodeSchema,
  discountCodeSwitchSchema,
  discountCodeUpdateSchema,
} from './schemas';
export { codeStanding, type CodeStanding } from './standing';
export { countDiscountTry } from './tries';
export type { DiscountKind, DiscountScope } from './values';
