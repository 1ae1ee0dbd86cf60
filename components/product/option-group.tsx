'use client';

import { useTranslations } from '#intl';
import { useId } from 'react';
import { useVariantWord } from '@/components/catalog/variant-words';
import {
  optionStock,
  optionValues,
  type Variant,
  type VariantChoice,
} from '@/lib/catalogue/client';

type OptionGroupProps = {
  label: string;
  name: 'size' | 'colour';
  variants: Variant[];
  choice: VariantChoice;
  onChoose: (value: string) => void;
};

/** A product's sizes or colours as boxes; a sold-out one is struck through but choosable. */
export function OptionGroup({ label, name, variants, choice, onChoose }: OptionGroupProps) {
  const t = useTranslations('product');
  const word = useVariantWord();
  const idPrefix = useId();
  const values = optionValues(variants, name);
  if (values.length <= 1) return null;
  const soldOut = (value: string) => optionStock(variants, name, value, choice) === 0;
  // Tab enters the group at the chosen value, or else at the first in stock: a sold-out
  // value stays choosable (with the arrows, or a click) but is not where the keyboard lands.
  const entry = choice[name] ?? values.find((value) => !soldOut(value));
  return (
    <fieldset className="mt-7">
      <legend className="text-ink-muted text-xs tracking-[0.2em] uppercase">
        {label}
        {choice[name] && (
          <span className="text-ink ml-2 tracking-normal normal-case">
            {word(name, choice[name])}
          </span>
        )}
      </legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {values.map((value, index) => {
          const isSoldOut = soldOut(value);
          const noteId = `${idPrefix}-${index}`;
          return (
            <div key={value} className="relative">
              <label className="block">
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={choice[name] === value}
                  onChange={() => onChoose(value)}
                  className="peer sr-only"
                  tabIndex={entry === undefined || entry === value ? undefined : -1}
                  aria-describedby={isSoldOut ? noteId : undefined}
                />
                <span
                  className={`peer-checked:border-ink peer-checked:bg-ink peer-focus-visible:focus-ring flex h-11 min-w-11 cursor-pointer items-center justify-center border px-3 text-sm transition-colors peer-checked:text-white ${
                    isSoldOut
                      ? 'text-ink-muted border-stone-200 line-through'
                      : 'text-ink hover:border-ink border-stone-300'
                  }`}
                >
                  {word(name, value)}
                </span>
              </label>
              {isSoldOut && (
                <span id={noteId} className="sr-only">
                  {t('soldOutNote')}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
