export { adjustStock, type AppliedAdjustment } from './adjust-stock';
export { findStockVariants } from './find-stock-variants';
export { variantStockHistory, type StockHistoryPage, type StockMovementView } from './history';
export { lockProductsOf } from './lock-products';
export { lowStockList, type LowStockItem } from './low-stock-list';
export { setLowStockThreshold } from './low-stock-threshold';
export {
  containing,
  matchingSearch,
  stockVariantFields,
  type StockVariant,
} from './stock-variant-fields';
export { stockVariant, variantIdBySku } from './stock-variant';
