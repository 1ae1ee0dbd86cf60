'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { CloseButton } from '@/components/ui/close-button';
import { Photo } from '@/components/ui/photo';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { Link } from '@/i18n/navigation';
import { formatBDT } from '@/lib/format/money';
import { localeDigits } from '@/lib/i18n/digits';
import { useCartStore } from '@/stores/cart-store';
import type { MiniCartAdded } from './mini-cart-on-demand';
import { useShownLine } from './use-shown-line';

const actionClass =
  'flex h-12 items-center justify-center px-6 text-xs tracking-[0.25em] uppercase transition-colors';

/**
 * The drawer that slides in after Add to cart: the line as the bag now holds it, the bag's
 * total, and the ways on (checkout, the bag, back to the page). A modal <dialog>: focus
 * moves into it and stays there, and Escape or any way out gives it back to Add to cart.
 */
export default function MiniCart({ added }: { added: MiniCartAdded | null }) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const { open, close, dialogProps } = useModalDialog();
  const line = useCartStore((state) =>
    added ? state.addtocartlist.find((item) => item.id === added.id) : undefined,
  );
  const count = useCartStore((state) => state.numberCart);
  const total = useCartStore((state) => state.totalAmount);
  const headingId = useId();
  const show = useShownLine();
  const shown = line && show(line);

  useEffect(() => {
    // Nothing is shown for an addition the bag refused (it was full).
    if (added && line) open();
    // `open` is a new function each render, `line` changes with the bag: only a new
    // addition opens the drawer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [added]);

  return (
    <dialog
      {...dialogProps}
      aria-labelledby={headingId}
      className="text-ink backdrop:bg-ink/40 my-0 mr-0 ml-auto h-dvh max-h-none w-[92vw] max-w-md bg-white p-0 shadow-2xl motion-safe:open:animate-[slide-in-right_200ms_ease-out]"
    >
      {line && shown && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-stone-200 px-6 py-4">
            <h2 id={headingId} className="text-xs tracking-[0.3em] uppercase">
              {t('mini.heading')}
            </h2>
            <CloseButton label={t('mini.close')} onClick={close} />
          </div>
          <div className="flex gap-4 px-6 py-6" data-testid="mini-cart-line">
            <div className="bg-ivory relative aspect-[4/5] w-24 shrink-0 overflow-hidden">
              <Photo src={line.image} alt="" fill sizes="96px" className="object-cover" />
            </div>
            <div className="min-w-0 flex-1">
              <p className="text-[15px] leading-snug">{shown.name}</p>
              <p className="text-ink-muted mt-1 text-xs tracking-wide">
                {line.measurements
                  ? t('measuredColour', { colour: shown.colour })
                  : t('sizeColour', { size: shown.size, colour: shown.colour })}
              </p>
              <p className="text-ink-soft mt-3 text-sm">
                {t('mini.quantity', { quantity: localeDigits(String(line.quantity), locale) })}
              </p>
              <p className="mt-1 text-sm tabular-nums" data-testid="mini-cart-line-total">
                {formatBDT(line.price * line.quantity, locale)}
              </p>
            </div>
          </div>
          <div className="mt-auto border-t border-stone-200 px-6 py-6">
            <p className="flex items-baseline justify-between text-sm">
              <span className="text-ink-soft">
                {t('mini.total', { count, n: localeDigits(String(count), locale) })}
              </span>
              <span className="text-lg tabular-nums" data-testid="mini-cart-total">
                {formatBDT(total, locale)}
              </span>
            </p>
            <p className="text-ink-muted mt-1 text-xs">{t('mini.deliveryLater')}</p>
            <div className="mt-5 flex flex-col gap-3">
              <Link
                href="/checkout"
                onClick={close}
                className={`${actionClass} bg-ink hover:bg-primary-800 text-white`}
              >
                {t('mini.checkout')}
              </Link>
              <Link
                href="/shop/cart"
                onClick={close}
                className={`${actionClass} border-ink hover:border-primary-800 hover:text-primary-800 border`}
              >
                {t('mini.view')}
              </Link>
              <button
                type="button"
                onClick={close}
                className={`${actionClass} text-ink-soft hover:text-ink`}
              >
                {t('mini.continue')}
              </button>
            </div>
          </div>
        </div>
      )}
    </dialog>
  );
}
