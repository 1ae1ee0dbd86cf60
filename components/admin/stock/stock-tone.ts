import type { createTranslator } from 'next-intl';
import type { Messages } from '@/i18n/namespaces';
import type { StockVariant } from '@/lib/catalogue/admin';

/** The colour of a stock figure: red when none is left, the accent when low. */
export const stockTone = ({ stock, threshold }: Pick<StockVariant, 'stock' | 'threshold'>) =>
  stock === 0 ? 'text-red-800' : stock <= threshold ? 'text-primary-800' : 'text-ink';

/** A threshold's words: its number, and whether it is the store's default. */
export const thresholdText = (
  item: Pick<StockVariant, 'threshold' | 'usesDefault'>,
  t: ReturnType<typeof createTranslator<Messages, 'admin.stock.columns'>>,
) => {
  const threshold = String(item.threshold);
  return item.usesDefault ? t('defaultThreshold', { threshold }) : threshold;
};
