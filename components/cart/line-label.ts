import { useTranslations } from 'next-intl';
import type { CartItem } from '@/stores/cart-reducers';

type Labelled = Pick<CartItem, 'name' | 'size' | 'colour'>;

/** "Maroon Zardozi Lehenga (M, Maroon)": a line as notices and labels name it, in the page's language. */
export function useLineLabel(): (line: Labelled) => string {
  const t = useTranslations('cart');
  return (line) => t('lineLabel', { name: line.name, size: line.size, colour: line.colour });
}

export const productPath = (line: Pick<CartItem, 'slug'>) =>
  `/product/${encodeURIComponent(line.slug)}`;
