'use client';

import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { DialogClose, Drawer } from '@/components/ui/dialog';
import { Photo } from '@/components/ui/photo';
import { ButtonLink } from '@/components/ui/button';
import { formatBDT } from '@/lib/format/money';
import { localeDigits } from '@/lib/i18n/digits';
import { useCartStore } from '@/stores/cart-store';
import type { MiniCartAdded } from './mini-cart-on-demand';
import { useShownLine } from './use-shown-line';

const actionClass =
  'flex h-12 items-center justify-center px-6 text-xs tracking-[0.25em] uppercase transition-colors';

/**
 * The drawer that slides in after Add to cart: the line as the bag now holds it, the bag's
 * total, and the ways on (checkout, the bag, back to the page). The kit's Drawer: focus
 * moves into it and stays there, and Escape or any way out gives it back to Add to cart.
 */
export default function MiniCart({
  added,
  dismissed = false,
}: {
  added: MiniCartAdded | null;
  /** Escape was pressed for this addition, maybe before the drawer could open. */
  dismissed?: boolean;
}) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const line = useCartStore((state) =>
    added ? state.addtocartlist.find((item) => item.id === added.id) : undefined,
  );
  const count = useCartStore((state) => state.numberCart);
  const total = useCartStore((state) => state.totalAmount);
  const show = useShownLine();
  const shown = line && show(line);
  // Each addition (a new object) opens it, until it is closed; nothing is shown for an
  // addition the bag refused (it was full).
  const [closedFor, setClosedFor] = useState<MiniCartAdded | null>(null);
  const open = Boolean(added && shown) && closedFor !== added && !dismissed;

  return (
    <Drawer
      open={open}
      onOpenChange={(opened) => !opened && setClosedFor(added)}
      title={t('mini.heading')}
      closeLabel={t('mini.close')}
      asDialogElement
    >
      {line && shown && (
        <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">
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
              <DialogClose asChild>
                <ButtonLink href="/checkout" wide>
                  {t('mini.checkout')}
                </ButtonLink>
              </DialogClose>
              <DialogClose asChild>
                <ButtonLink href="/shop/cart" variant="secondary" wide>
                  {t('mini.view')}
                </ButtonLink>
              </DialogClose>
              <DialogClose className={`${actionClass} text-ink-soft hover:text-ink`}>
                {t('mini.continue')}
              </DialogClose>
            </div>
          </div>
        </div>
      )}
    </Drawer>
  );
}
