export { catalogueCounts } from './catalogue-counts';
export { lowStockGlance, type LowStockGlance } from './low-stock-glance';
export { ordersByDay, ordersToday, type DayFigures } from './orders-by-day';
export { ordersWaiting } from './orders-waiting';
export { teamFigures } from './team-figures';
