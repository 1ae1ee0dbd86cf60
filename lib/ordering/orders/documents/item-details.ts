import { inMeasurementOrder, isMeasurementKey, type MeasurementKey } from '@/lib/catalogue/client';
import { vocabularyWord } from '@/lib/i18n/vocabulary';
import type { DocumentItem } from './order-document';

/** A kind's English name, as the invoice (an English document) says it. */
const englishName = (key: MeasurementKey) => vocabularyWord('en', 'measurement', key);

/**
 * A measurement's name: its kind's words (`nameOf`: the vocabulary's `measurement` list in
 * the reader's language), or the key made readable (older or staff keys).
 */
export const measurementLabel = (
  name: string,
  nameOf: (key: MeasurementKey) => string = englishName,
) => {
  if (isMeasurementKey(name)) return nameOf(name);
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** One measurement as read: 34, "34 in", or { value: 34, unit: 'in' } (what orders store). */
export function measurementValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  const { value: amount, unit } = value as { value?: unknown; unit?: unknown };
  if (amount !== undefined) return [amount, unit].filter((part) => part != null).join(' ');
  return JSON.stringify(value);
}

/** "Bust 34 in · Waist 28 in": a made-to-measure line's measurements on one line. */
export function measurementsText(measurements: DocumentItem['measurements']): string {
  return inMeasurementOrder(measurements ?? {})
    .map(([name, value]) => `${measurementLabel(name)} ${measurementValue(value)}`.trim())
    .join(' · ');
}

/** "Size M · Colour Maroon" */
export const variantText = (item: Pick<DocumentItem, 'size' | 'colour'>) =>
  [item.size && `Size ${item.size}`, item.colour && `Colour ${item.colour}`]
    .filter(Boolean)
    .join(' · ');
