import { formatPriceRange } from '@/lib/format/money';

const dhakaTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Dhaka',
});

/** 12 Nov 2026, 14:05 (Dhaka time): staff work in the shop's own time zone. */
export const formatUpdated = (date: Date) => dhakaTime.format(date);

/** The range of its variants' prices; a product without variants has none yet. */
export const priceText = (min: number | null, max: number | null) =>
  min === null || max === null ? 'No variants yet' : formatPriceRange(min, max);

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

export const piecesText = (count: number) => plural(count, 'piece', 'pieces');

export const variantsText = (count: number) => plural(count, 'variant', 'variants');

export const productsText = (count: number) => plural(count, 'product', 'products');
