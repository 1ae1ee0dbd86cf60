import { useTranslations } from 'next-intl';
import { HomeMark } from './home-mark';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { ChevronLeftIcon, LockIcon } from '@/components/ui/icons';

/**
 * The checkout's own header: the way back to the bag, the wordmark, and that it is secure.
 * Its links prefetch on intent: the home page's answer carries its banner photo's preload,
 * which checkout never shows (a console warning).
 */
export function CheckoutHeader() {
  const t = useTranslations('checkout.chrome');
  return (
    <header data-testid="checkout-header" className="border-b border-stone-200 bg-white">
      <div className="mx-auto grid h-16 max-w-7xl grid-cols-[auto_1fr_auto] items-center gap-3 px-4 sm:h-20 sm:grid-cols-[1fr_auto_1fr] sm:px-6 lg:px-10">
        <LocalisedLink
          href="/shop/cart"
          className="text-ink-soft hover:text-primary-800 inline-flex min-h-11 items-center gap-1 justify-self-start text-xs tracking-[0.12em] whitespace-nowrap uppercase transition-colors sm:tracking-[0.15em]"
        >
          <ChevronLeftIcon width={16} height={16} />
          {t('backToBag')}
        </LocalisedLink>
        <HomeMark className="justify-self-center" markClassName="h-7 w-32 sm:h-10 sm:w-52" />
        <p className="text-ink-soft inline-flex items-center gap-2 justify-self-end text-xs tracking-[0.15em] uppercase">
          <LockIcon width={16} height={16} />
          <span className="sr-only sm:not-sr-only">{t('secure')}</span>
        </p>
      </div>
    </header>
  );
}
