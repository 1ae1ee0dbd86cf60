'use client';

import { useLocale, useTranslations } from '#intl';
import { LineFit } from '@/components/fit/line-fit';
import { QuantityInput } from '@/components/product/quantity-input';
import { formatBDT } from '@/lib/format/money';
import type { CartItem } from '@/stores/cart-reducers';
import { useCartStore } from '@/stores/cart-store';
import { useLineLabel } from './line-label';
import { LineName, LinePhoto } from './line-parts';

type CartLineProps = { line: CartItem; onRemoved: (line: CartItem) => void };

/** One line of the cart: photo, name, size and colour, unit price, quantity, remove, line total. */
export function CartLine({ line, onRemoved }: CartLineProps) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const updateQuantity = useCartStore((state) => state.updateQuantity);
  const remove = useCartStore((state) => state.remove);
  const label = useLineLabel()(line);
  return (
    <li className="flex gap-4 border-b border-stone-200 py-6 sm:gap-6" data-testid="cart-line">
      <LinePhoto line={line} />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <LineName line={line} />
            <LineFit line={line} />
            <p className="text-ink-soft mt-1 text-sm tabular-nums" data-testid="unit-price">
              {t('each', { price: formatBDT(line.price, locale) })}
            </p>
          </div>
          <p
            className="text-ink text-right whitespace-nowrap tabular-nums"
            data-testid="line-total"
          >
            <span className="sr-only">{t('lineTotal')}</span>
            {formatBDT(line.price * line.quantity, locale)}
          </p>
        </div>
        <div className="mt-auto flex flex-wrap items-center gap-x-6 gap-y-3 pt-4">
          {line.measurements ? (
            <p className="text-ink-soft text-sm" data-testid="one-per-set">
              {t('onePerSet')}
            </p>
          ) : (
            <QuantityInput
              value={line.quantity}
              max={line.stock}
              itemName={label}
              onChange={(quantity) => updateQuantity(line.id, quantity)}
            />
          )}
          <button
            type="button"
            onClick={() => {
              remove(line.id);
              onRemoved(line);
            }}
            className="text-ink-soft hover:text-ink text-xs tracking-[0.2em] uppercase underline-offset-4 hover:underline"
          >
            {t('remove')}
            <span className="sr-only"> {label}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
