'use client';

import { useLocale, useTranslations } from '#intl';
import { useId } from 'react';
import { asciiDigits, localeDigits } from '@/lib/i18n/digits';

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

/** What she typed, in Bangla or ASCII digits, as a quantity from 1 to `max`. */
export function typedQuantity(text: string, max: number): number {
  const next = Math.trunc(Number(asciiDigits(text).trim() || '1'));
  return Number.isFinite(next) ? Math.min(Math.max(1, next), max) : 1;
}

/**
 * How many: a number box between − and +, kept from 1 to `max` (the stock). A text box in
 * the spinbutton's role rather than a number input, which refuses Bangla digits: it shows
 * the page's digits and reads whichever she types; the arrow keys step as a number box's.
 */
export function QuantityInput({ value, max, onChange, itemName }: QuantityInputProps) {
  const t = useTranslations('product.quantity');
  const locale = useLocale();
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
        type="text"
        role="spinbutton"
        inputMode="numeric"
        autoComplete="off"
        aria-valuemin={1}
        aria-valuemax={max}
        aria-valuenow={value}
        value={localeDigits(String(value), locale)}
        onChange={(event) => onChange(typedQuantity(event.target.value, max))}
        onKeyDown={(event) => {
          const step = { ArrowUp: 1, ArrowDown: -1 }[event.key];
          if (step === undefined) return;
          event.preventDefault();
          onChange(clamp(value + step));
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
