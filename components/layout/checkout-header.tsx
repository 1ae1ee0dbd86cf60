import { useTranslations } from 'next-intl';
import { Wordmark } from '@/components/layout/wordmark';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { store } from '@/lib/config';

const lock = (
  <svg
    viewBox="0 0 24 24"
    width={16}
    height={16}
    fill="none"
    stroke="currentColor"
    strokeWidth={1.4}
    aria-hidden="true"
    focusable="false"
  >
    <rect x="5" y="11" width="14" height="9" rx="1.5" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </svg>
);

/** The checkout's own header: the way back to the bag, the wordmark, and that it is secure. */
export function CheckoutHeader() {
  const t = useTranslations('checkout.chrome');
  const shell = useTranslations('shell.header');
  return (
    <header data-testid="checkout-header" className="border-b border-stone-200 bg-white">
      <div className="mx-auto grid h-16 max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-3 px-4 sm:h-20 sm:px-6 lg:px-10">
        <Link
          href="/shop/cart"
          className="text-ink-soft hover:text-primary-800 inline-flex min-h-11 items-center gap-1 justify-self-start text-xs tracking-[0.15em] uppercase transition-colors"
        >
          <ChevronLeftIcon width={16} height={16} />
          {t('backToBag')}
        </Link>
        <Link
          href="/"
          aria-label={shell('homeLabel', { store: store.name })}
          className="text-ink block"
        >
          <Wordmark className="h-7 w-32 sm:h-10 sm:w-52" />
        </Link>
        <p className="text-ink-soft inline-flex items-center gap-2 justify-self-end text-xs tracking-[0.15em] uppercase">
          {lock}
          <span className="sr-only sm:not-sr-only">{t('secure')}</span>
        </p>
      </div>
    </header>
  );
}
