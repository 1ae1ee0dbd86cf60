import { useLocale, useTranslations } from '#intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { Photo } from '@/components/ui/photo';
import { WishlistButton } from '@/components/wishlist/wishlist-button';
import { CardSwatches } from './card-swatches';
import type { ProductSummary } from '@/lib/catalogue';
import { formatPriceRange } from '@/lib/format/money';
import { localeDigits } from '@/lib/i18n/digits';
import { StarRating } from '@/components/reviews/star-rating';

type ProductCardProps = {
  product: ProductSummary;
  /**
   * The page's first card, the likely largest paint: its photo loads with the page, ahead
   * of everything else. One per page: a second would share a phone's bandwidth with it; the
   * rest of the first row loads once laid out in view.
   */
  priority?: boolean;
  /** The wishlist heart on the photo (a list of the wishlist itself has its own Remove). */
  heart?: boolean;
};

/**
 * The card's link prefetches its page on intent, not in view: a grid re-rendered by a sort
 * or a filter would otherwise fetch every piece's page again, and each answer carries its
 * gallery's preload hint, unused on the page that asked (a console warning).
 *
 * A card is at most about 320 px wide (a grid of three beside the filters, two columns on a
 * phone), so a 1x and a 2x photo cover every screen. Given as a fixed size rather than
 * `fill` with `sizes`, Next lists those two in the srcset instead of six widths up to
 * 1920 px on every card: on a home page of forty cards that is some 45 KB of HTML.
 */
const photo = { width: 320, height: 400 };
const photoClass = 'absolute inset-0 h-full w-full object-cover';

/** A product in a grid: photo (the second one on hover), wishlist heart, name, SKU, price in BDT. */
export function ProductCard({ product, priority = false, heart = true }: ProductCardProps) {
  const t = useTranslations('product');
  const locale = useLocale();
  const [front, back] = product.image;
  return (
    <article className="group relative">
      <LocalisedLink href={`/product/${product.slug}`} className="block">
        <div className="bg-ivory relative aspect-[4/5] overflow-hidden">
          <Photo
            src={front!.photo}
            alt={front!.alt || product.name}
            {...photo}
            loading={priority ? 'eager' : undefined}
            fetchPriority={priority ? 'high' : undefined}
            className={`${photoClass} transition-transform duration-700 group-hover:scale-[1.03]`}
          />
          {back && (
            // Shown on hover only: hidden (and so never downloaded) where nothing hovers.
            <Photo
              src={back.photo}
              alt=""
              {...photo}
              className={`${photoClass} hidden opacity-0 transition-opacity duration-500 group-hover:opacity-100 [@media(hover:hover)]:block`}
            />
          )}
          {!product.in_stock && (
            <span className="text-ink absolute top-3 left-3 bg-white/90 px-2.5 py-1 text-[10px] tracking-[0.2em] uppercase">
              {t('soldOut')}
            </span>
          )}
        </div>
        <div className="mt-4 space-y-1">
          <h3 className="text-ink group-hover:text-primary-800 text-[15px] leading-snug">
            {product.name}
          </h3>
          <p className="text-ink-muted text-xs tracking-wide">{product.title}</p>
          <p className="text-ink text-sm">
            {formatPriceRange(product.min_price, product.max_price, locale, t('priceOnRequest'))}
          </p>
          {product.rating && (
            <p className="text-ink-muted flex items-center gap-1.5 text-xs">
              <StarRating
                rating={product.rating.average}
                label={t('rating', {
                  average: localeDigits(product.rating.average.toFixed(1), locale),
                  count: product.rating.count,
                  n: localeDigits(String(product.rating.count), locale),
                })}
              />
              <span aria-hidden="true">{localeDigits(String(product.rating.count), locale)}</span>
            </p>
          )}
        </div>
      </LocalisedLink>
      {product.colours && <CardSwatches name={product.name} colours={product.colours} />}
      {/* Beside the link, not in it: a button inside a link is neither. */}
      {heart && (
        <WishlistButton
          productId={product.id}
          productName={product.name}
          className="absolute top-3 right-3"
        />
      )}
    </article>
  );
}
