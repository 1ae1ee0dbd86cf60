import { useTranslations } from '#intl';
import { WishlistButton } from '@/components/wishlist/wishlist-button';
import type { GoneNotice } from '@/stores/cart-check';
import { LineName, LinePhoto } from './line-parts';
import { useShownLine } from './use-shown-line';

/**
 * Lines the check took out of the cart, shown marked (and outside the total) for as long
 * as the page is open, so nothing disappears unexplained. A heart keeps them in mind.
 */
export function UnavailableLines({ notices }: { notices: GoneNotice[] }) {
  const t = useTranslations('cart.unavailable');
  const shown = useShownLine();
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="unavailable-heading" className="mt-12">
      <h2 id="unavailable-heading" className="text-ink text-sm tracking-[0.2em] uppercase">
        {t('heading')}
      </h2>
      <ul>
        {notices.map(({ kind, line }) => (
          <li
            key={line.id}
            className="flex gap-4 border-b border-stone-200 py-6 sm:gap-6"
            data-testid="unavailable-line"
          >
            <LinePhoto line={line} muted />
            <div className="min-w-0 flex-1">
              <p className="text-ink-muted text-[10px] tracking-[0.2em] uppercase">
                {kind === 'sold_out' ? t('sold_out') : t('unavailable')}
              </p>
              <div className="mt-1">
                <LineName line={line} muted note={t('takenOut')} />
              </div>
            </div>
            <WishlistButton
              productId={line.productId}
              productName={shown(line).name}
              look="boxed"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
