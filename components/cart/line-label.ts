import { useTranslations } from '#intl';
import type { CartItem } from '@/stores/cart-reducers';
import { useShownLine } from './use-shown-line';

type Labelled = Pick<CartItem, 'id' | 'name' | 'size' | 'colour' | 'lang' | 'measurements'>;

/** "Maroon Zardozi Lehenga (M, Maroon)": a line as notices and labels name it, in the page's language. */
export function useLineLabel(): (line: Labelled) => string {
  const t = useTranslations('cart');
  const shown = useShownLine();
  return (line) => {
    const { name, size, colour } = shown(line);
    return t(line.measurements ? 'lineLabelMeasured' : 'lineLabel', { name, size, colour });
  };
}

export const productPath = (line: Pick<CartItem, 'slug'>) =>
  `/product/${encodeURIComponent(line.slug)}`;
