import { useTranslations } from '#intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import type { ProductWithVariants } from '@/lib/catalogue';

type Variant = ProductWithVariants['variants'][number];

type MoveToCartProps = {
  product: ProductWithVariants;
  onMove: (product: ProductWithVariants, variant: Variant) => void;
};

const buttonClass =
  'bg-ink hover:bg-primary-800 block w-full px-4 py-3 text-center text-[11px] tracking-[0.2em] text-white uppercase transition-colors';
const quietClass =
  'border-ink text-ink hover:bg-ink block w-full border px-4 py-3 text-center text-[11px] tracking-[0.2em] uppercase transition-colors hover:text-white';

/**
 * A piece with one variant moves to the cart from here; one with several sizes or colours
 * needs a choice, made on its page. Sold out: nothing to move.
 */
export function MoveToCart({ product, onMove }: MoveToCartProps) {
  const t = useTranslations('wishlist');
  const [only] = product.variants;
  const name = <span className="sr-only">{t('itemName', { name: product.name })}</span>;
  if (!product.in_stock) {
    return (
      <p className="text-ink-muted border border-stone-200 px-4 py-3 text-center text-[11px] tracking-[0.2em] uppercase">
        {t('soldOut')}
      </p>
    );
  }
  if (product.variants.length === 1 && only) {
    return (
      <button type="button" onClick={() => onMove(product, only)} className={buttonClass}>
        {t('moveToCart')}
        {name}
      </button>
    );
  }
  return (
    <LocalisedLink href={`/product/${product.slug}`} className={quietClass}>
      {t('chooseSize')}
      {name}
    </LocalisedLink>
  );
}
