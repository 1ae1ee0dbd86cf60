import { useTranslations } from '#intl';

/** The id of the cart page's heading, which takes the focus when the line that had it is gone. */
export const cartHeadingId = 'cart-heading';

export function CartHeading() {
  const t = useTranslations('cart');
  return (
    <h1
      id={cartHeadingId}
      tabIndex={-1}
      className="text-ink mb-8 text-3xl font-light tracking-wide outline-none sm:mb-12 sm:text-4xl"
    >
      {t('heading')}
    </h1>
  );
}
