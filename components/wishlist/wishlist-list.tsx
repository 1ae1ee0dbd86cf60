import { useTranslations } from '#intl';
import { ProductCard } from '@/components/catalog/product-card';
import type { ProductWithVariants } from '@/lib/catalogue';
import { MoveToCart } from './move-to-cart';

type WishlistListProps = {
  products: ProductWithVariants[];
  onMoveToCart: React.ComponentProps<typeof MoveToCart>['onMove'];
  onRemove: (product: ProductWithVariants) => void;
};

/**
 * Wishlisted pieces as cards, each with Move to cart and Remove. The caller decides what
 * those do: a guest's list changes local storage, a signed-in shopper's the server too.
 */
export function WishlistList({ products, onMoveToCart, onRemove }: WishlistListProps) {
  const t = useTranslations('wishlist');
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-12 sm:gap-x-6 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.id} className="flex flex-col" data-testid="wishlist-item">
          <ProductCard product={product} heart={false} />
          <div className="mt-auto space-y-2 pt-4">
            <MoveToCart product={product} onMove={onMoveToCart} />
            <button
              type="button"
              onClick={() => onRemove(product)}
              className="text-ink-soft hover:text-ink block w-full py-2 text-center text-[11px] tracking-[0.2em] uppercase underline-offset-4 hover:underline"
            >
              {t('removeItem')}
              <span className="sr-only">{t('itemName', { name: product.name })}</span>
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
