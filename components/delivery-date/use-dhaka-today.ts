import { useSyncExternalStore } from 'react';
import { dhakaDayOf } from '@/lib/format/dhaka-day';

const noChange = () => () => {};
const today = () => dhakaDayOf(new Date());
const notYet = () => null;

/**
 * Today's Dhaka day (YYYY-MM-DD) on the shopper's clock, null on the server: a prerendered
 * page is built on another day than it is read, so the date is the browser's to know.
 */
export const useDhakaToday = () => useSyncExternalStore(noChange, today, notYet);
