'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

type QuantityInputProps = {
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** Names what is counted where several boxes share a page (a cart's lines). */
  itemName?: string;
};

// aria-disabled, not disabled: a button that disables itself under the keyboard would
// drop the focus to the page.
const stepClass = 'text-ink h-12 w-10 aria-disabled:cursor-default aria-disabled:text-stone-300';

/** How many: a number box between − and +, kept from 1 to `max` (the stock). */
export function QuantityInput({ value, max, onChange, itemName }: QuantityInputProps) {
  const t = useTranslations('product.quantity');
  const id = useId();
  const item = itemName ?? '';
  const clamp = (next: number) => Math.min(Math.max(1, next), max);
  return (
    <div className="flex items-center border border-stone-300">
      <button
        type="button"
        onClick={() => value > 1 && onChange(clamp(value - 1))}
        aria-disabled={value <= 1}
        aria-label={item ? t('fewerOf', { item }) : t('fewer')}
        className={stepClass}
      >
        −
      </button>
      <label htmlFor={id} className="sr-only">
        {item ? t('labelOf', { item }) : t('label')}
      </label>
      <input
        id={id}
        type="number"
        min={1}
        max={max}
        value={value}
        onChange={(event) => {
          const next = Math.trunc(Number(event.target.value));
          onChange(Number.isFinite(next) ? clamp(next) : 1);
        }}
        className="text-ink h-12 w-12 [appearance:textfield] text-center tabular-nums outline-none [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        onClick={() => value < max && onChange(clamp(value + 1))}
        aria-disabled={value >= max}
        aria-label={item ? t('moreOf', { item }) : t('more')}
        className={stepClass}
      >
        +
      </button>
    </div>
  );
}
